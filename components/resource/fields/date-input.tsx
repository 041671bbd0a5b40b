'use client';
// A calendar date, kept as `YYYY-MM-DD`; empty is null.
import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, useFieldError } from './field-frame';
import type { FieldRenderer } from './types';

export const DateInput: FieldRenderer<'date'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame field={field} error={error}>
      <Input type="date" {...register(name, { setValueAs: (v: string) => (v ? v : null) })} />
    </FieldFrame>
  );
};
