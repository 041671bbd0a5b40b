// A record as a form edits it, shared by the form controller and the 412 merge (edit-conflict.ts).
import type { FieldValues } from 'react-hook-form';
import type { ResourceMeta } from '@/lib/resources/types';

/** A record as the form edits it: the declared fields only, empty text as '' so inputs stay controlled. */
export function toFormValues(record: Readonly<Record<string, unknown>>, meta: Pick<ResourceMeta, 'fields' | 'defaults'>): FieldValues {
  const values: FieldValues = {};
  for (const field of meta.fields) {
    if (field.type === 'placeholder') continue;
    const value = record[field.name] ?? meta.defaults[field.name] ?? null;
    values[field.name] = value === null && field.type === 'string' ? '' : value;
  }
  return values;
}
