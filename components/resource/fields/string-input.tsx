'use client';
// A string field: one line, several lines, or markdown source in a monospaced box.
import { Input, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, useFieldError } from './field-frame';
import type { FieldRenderer } from './types';

const INPUT_TYPES = { url: 'url', email: 'email' } as const;

export const StringInput: FieldRenderer<'string'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const isLong = field.format === 'textarea' || field.format === 'markdown';
  return (
    <FieldFrame field={field} error={error}>
      {isLong ? (
        <Textarea
          {...register(name)}
          rows={field.format === 'markdown' ? 8 : 4}
          fontFamily={field.format === 'markdown' ? 'mono' : undefined}
          placeholder={field.placeholder}
        />
      ) : (
        <Input {...register(name)} type={field.format === 'url' || field.format === 'email' ? INPUT_TYPES[field.format] : 'text'} placeholder={field.placeholder} />
      )}
    </FieldFrame>
  );
};
