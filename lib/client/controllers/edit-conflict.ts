// What a form makes of a 412 (docs/api-contract.md#versions-and-edit-conflicts): the stored record it
// carries, checked, merged three ways with what the form loaded and what was typed (lib/merge/three-way.ts).
// Loaded only when a save meets a 412, so neither zod nor the merge weighs on a form's first load.
import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import type { FieldDef, ResourceMeta } from '@/lib/resources/types';
import { mergeThreeWay, type ThreeWayMerge } from '@/lib/merge/three-way';
import type { ResourceRecord } from '../use-resource';
import { toFormValues } from './form-values';

const staleAnswerSchema = z.object({
  data: z
    .object({
      id: z.union([z.number(), z.string()]),
      version: z.number().int().positive(),
      updated_by: z.object({ id: z.number(), name: z.string().min(1) }).nullish(),
    })
    .passthrough(),
});

export interface EditConflict {
  /** The stored record the 412 carried. */
  theirs: ResourceRecord;
  /** Its fields as the form holds values. */
  theirsValues: FieldValues;
  /** Its version: the next save is made against it. */
  version: number;
  /** Who changed it, for "Merged with changes by …". */
  by: string;
  merge: ThreeWayMerge;
  /** The form's fields that conflict, for the conflict view's labels and formats. */
  fields: readonly FieldDef[];
}

/** The merge of a 412's record with what the form loaded (`base`) and holds (`mine`); null when the body is no record. */
export function readEditConflict(body: string, meta: Pick<ResourceMeta, 'fields' | 'defaults'>, base: FieldValues, mine: FieldValues): EditConflict | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = staleAnswerSchema.safeParse(json);
  if (!parsed.success) return null;
  const theirs = parsed.data.data as unknown as ResourceRecord;
  const theirsValues = toFormValues(theirs, meta);
  const editable = meta.fields.filter((field) => field.type !== 'placeholder');
  const merge = mergeThreeWay(base, mine, theirsValues, editable.map((field) => field.name));
  const conflicting = new Set(merge.conflicts.map((conflict) => conflict.field));
  return {
    theirs,
    theirsValues,
    version: parsed.data.data.version,
    by: parsed.data.data.updated_by?.name ?? 'someone else',
    merge,
    fields: editable.filter((field) => conflicting.has(field.name)),
  };
}
