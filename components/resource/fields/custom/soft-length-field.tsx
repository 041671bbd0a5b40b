'use client';
// Text with a soft length (SEO meta title ~60, description ~160): a live counter, and a warning past
// the length that never stops a save (docs/business-rules.md#content).
import { Field, Input, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '../field-frame';
import type { CustomFieldRenderer } from '../types';

export const SoftLengthField: CustomFieldRenderer = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const value: unknown = useWatch({ name });
  const counterId = useId();
  const soft = field.type === 'string' ? (field.maxLength ?? 0) : 0;
  const length = typeof value === 'string' ? value.length : 0;
  const isLong = soft > 0 && length > soft;
  const Control = field.type === 'string' && field.format === 'textarea' ? Textarea : Input;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{field.label}</Field.Label>
      <Control {...register(name)} aria-describedby={counterId} />
      <Field.HelperText id={counterId} color={isLong ? { base: 'orange.700', _dark: 'orange.300' } : undefined} aria-live="polite">
        {length} of about {soft} characters{isLong ? ' — longer than search results show; it will be cut' : ''}
      </Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
