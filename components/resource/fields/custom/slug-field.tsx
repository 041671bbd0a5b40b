'use client';
// A slug with a "From name" button that proposes one from the record's name (or title): lower-case
// words joined by hyphens, as storefront addresses need. Typing by hand still works.
import { Button, Group, Input } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '@/lib/resources/slugs';
import { FieldFrame, useFieldError } from '../field-frame';
import type { CustomFieldRenderer } from '../types';

export const SlugField: CustomFieldRenderer = ({ field, name }) => {
  const { register, setValue } = useFormContext();
  const error = useFieldError(name);
  const [recordName, title] = useWatch({ name: ['name', 'title'] }) as unknown[];
  const source = typeof recordName === 'string' && recordName.trim() ? recordName : typeof title === 'string' ? title : '';
  const proposal = slugify(source);
  return (
    <FieldFrame field={field} error={error}>
      <Group attached width="full">
        <Input {...register(name)} placeholder={field.type === 'string' ? field.placeholder : undefined} spellCheck={false} autoCapitalize="none" />
        <Button variant="outline" disabled={!proposal} onClick={() => setValue(name, proposal, { shouldDirty: true, shouldValidate: false })}>
          From {typeof recordName === 'string' ? 'name' : 'title'}
        </Button>
      </Group>
    </FieldFrame>
  );
};
