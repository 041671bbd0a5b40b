'use client';
// A field the form may not change here (one's own role on one's own account): its label and its value,
// read-only, so it is still read, focused and named like the others. The value stays in the form as
// loaded, so a save sends it unchanged.
import { Input } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import type { FieldDef } from '@/lib/resources/types';
import { EMPTY_VALUE } from '../empty-value';
import { FieldFrame } from './field-frame';

function shownValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (field.type === 'option') return field.options?.find((choice) => choice.value === value)?.label ?? String(value);
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function LockedField({ field, name }: { field: FieldDef; name: string }) {
  const value: unknown = useWatch({ name });
  return (
    <FieldFrame field={{ ...field, readOnly: true }}>
      <Input value={shownValue(field, value)} readOnly variant="subtle" />
    </FieldFrame>
  );
}
