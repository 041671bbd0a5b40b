'use client';
// The frame around one input: its label (which names the input), the required mark, and under it the
// field's error when it has one, else its help.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldDef } from '@/lib/resources/types';
import { fieldErrorMessage } from './field-error';

export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return fieldErrorMessage(formState.errors, name);
}

export function FieldFrame({ field, error, children }: { field: FieldDef; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={field.required} readOnly={field.readOnly}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
}

/** Under a field's input: its error when it has one, else its help. */
export function FieldNotes({ help, error }: { help?: string; error?: string }) {
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>;
  return help ? <Field.HelperText>{help}</Field.HelperText> : null;
}
