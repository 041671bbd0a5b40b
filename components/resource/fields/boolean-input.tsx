'use client';
// A yes/no field: one checkbox labelled with the field's label, its help or error under it. Custom yes/no
// fields (a tip's call to action) draw the same checkbox with what they add below it.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldNotes, useFieldError } from './field-frame';
import type { FieldRenderer } from './types';

interface CheckboxFieldProps {
  /** The form value's path. */
  name: string;
  label: string;
  help?: string;
  /** Drawn under the help or error, inside the field. */
  children?: ReactNode;
}

/** A form value drawn as one checkbox, wired to the surrounding react-hook-form form. */
export function CheckboxField({ name, label, help, children }: CheckboxFieldProps) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <Checkbox checked={Boolean(input.value)} onCheckedChange={input.onChange} inputRef={input.ref} onBlur={input.onBlur}>
            {label}
          </Checkbox>
        )}
      />
      <FieldNotes help={help} error={error} />
      {children}
    </Field.Root>
  );
}

export const BooleanInput: FieldRenderer<'boolean'> = ({ field, name }) => <CheckboxField name={name} label={field.label} help={field.help} />;
