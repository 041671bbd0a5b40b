'use client';
// The frame around one input: its label (which names the input), the required mark, and under it the
// field's error when it has one, else its help, with a character count once a value nears its limit.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldDef } from '@/lib/resources/types';
import { fieldErrorMessage } from './field-error';

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return fieldErrorMessage(formState.errors, name);
}

/** A value's length against its limit once it nears it (from 80 %), and how many too many past it; null before. */
export function lengthNote(length: number, max: number | undefined): string | null {
  if (!max || length < Math.ceil(max * 0.8)) return null;
  return `${length} of ${max} characters${length > max ? ` — ${length - max} too many` : ''}`;
}

/** `isDisabled`: the input cannot take a value at all (a read-only select, which would ignore readOnly). */
export function FieldFrame({ field, error, count, isDisabled, children }: { field: FieldDef; error?: string; count?: string | null; isDisabled?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={field.required} readOnly={field.readOnly} disabled={isDisabled}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <FieldNotes help={field.help} error={error} count={count} />
    </Field.Root>
  );
}

/**
 * Under a field's input: its error when it has one, else its help; and a count of characters (lengthNote),
 * kept with the error too, since a limit passed is what a person needs to see while fixing it. Helper
 * text, never the label, so the field's accessible name stays the same as the count changes.
 */
export function FieldNotes({ help, error, count }: { help?: string; error?: string; count?: string | null }) {
  const note = [error ? undefined : help, count].filter(Boolean).join(' · ');
  return (
    <>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {note && <Field.HelperText>{note}</Field.HelperText>}
    </>
  );
}
