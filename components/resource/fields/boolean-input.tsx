'use client';
// A yes/no field: one checkbox labelled with the field's label, its help or error under it.
import { Field } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/checkbox';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldNotes, useFieldError } from './field-frame';
import type { FieldRenderer } from './types';

export const BooleanInput: FieldRenderer<'boolean'> = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <Checkbox checked={Boolean(input.value)} onCheckedChange={input.onChange} inputRef={input.ref} onBlur={input.onBlur}>
            {field.label}
          </Checkbox>
        )}
      />
      <FieldNotes help={field.help} error={error} />
    </Field.Root>
  );
};
