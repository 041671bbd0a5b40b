'use client';
// A string field: one line, several lines, or markdown source in a monospaced box. A field that declares
// its schema's longest value (`maxLength`) counts characters as the value nears it; the schema refuses a
// longer one on save, so the input never cuts what is typed or pasted without a word.
import { Input, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldFrame, lengthNote, useFieldError } from './field-frame';
import type { FieldRenderer } from './types';

const INPUT_TYPES = { url: 'url', email: 'email' } as const;

export const StringInput: FieldRenderer<'string'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const isLong = field.format === 'textarea' || field.format === 'markdown';
  const value: unknown = useWatch({ name, disabled: field.maxLength === undefined });
  const count = lengthNote(typeof value === 'string' ? value.length : 0, field.maxLength);
  return (
    <FieldFrame field={field} error={error} count={count}>
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
