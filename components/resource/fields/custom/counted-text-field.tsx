'use client';
// Text with a hard length (a tip's title ≤ 80, body ≤ 500): a live counter under the input, which turns
// red past the limit; the schema is what refuses the save (docs/business-rules.md#tips).
import { Field, Input, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '../field-frame';
import type { CustomFieldRenderer } from '../types';

export const CountedTextField: CustomFieldRenderer = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const value: unknown = useWatch({ name });
  const counterId = useId();
  const max = field.type === 'string' ? (field.maxLength ?? 0) : 0;
  const length = typeof value === 'string' ? value.length : 0;
  const isOver = length > max;
  const Control = field.type === 'string' && field.format === 'textarea' ? Textarea : Input;
  return (
    <Field.Root invalid={Boolean(error)} required={field.required}>
      <Field.Label>
        {field.label}
        {field.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Control {...register(name)} aria-describedby={counterId} rows={field.type === 'string' && field.format === 'textarea' ? 5 : undefined} />
      <Field.HelperText id={counterId} color={isOver ? 'fg.error' : undefined} aria-live="polite">
        {length} of {max} characters{isOver ? ` — ${length - max} too many` : ''}
      </Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
