// What a form makes of a 412 (docs/api-contract.md#versions-and-edit-conflicts): the stored record it
// carries, checked, merged three ways with what the form loaded and what was typed (lib/merge/three-way.ts);
// saved at once when no field clashes, else handed to the conflict view and saved as it is settled.
// Loaded only when a save meets a 412, so neither zod nor the merge weighs on a form's first load.
import { z } from 'zod';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { FieldDef, ResourceMeta } from '@/lib/resources/types';
import { mergeThreeWay, settleConflicts, type ConflictChoice, type ThreeWayMerge } from '@/lib/merge/three-way';
import { toaster } from '../toaster';
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
  /** The record's region, so the conflict view shows money in its currency. */
  region?: unknown;
  /** What the form says when the conflict view is cancelled. */
  afterCancel: string;
}

/** One round of saving: after a 412, the merge's, made against the version the 412 brought. */
export interface SaveRound {
  /** How many 412s this save has met: a few rounds at most while others keep saving. */
  attempt: number;
  /** The version to save against, when newer than the form's (state set in this round is not read yet). */
  version?: number;
}

/** What the form controller lends the 412 handling. */
export interface ConflictContext {
  meta: Pick<ResourceMeta, 'fields' | 'defaults' | 'singular'>;
  form: UseFormReturn<FieldValues>;
  resolver: Resolver<FieldValues>;
  setFormError: (message: string | null) => void;
  setVersion: (version: number) => void;
  setEditConflict: (conflict: EditConflict | null) => void;
  /** Keeps what a save's toast said, for the editor to say it too. */
  setSaveNote: (note: string) => void;
  /** Saves checked values against `round.version`; rejects as any failed save does. */
  saveBody: (body: FieldValues, announce: boolean, round: SaveRound) => Promise<void>;
}

const MAX_ROUNDS = 3;

/** The merge of a 412's record with what the form loaded (`base`) and holds (`mine`); null when the body is no record. */
export function readEditConflict(body: string, meta: Pick<ResourceMeta, 'fields' | 'defaults' | 'singular' | 'regionField'>, base: FieldValues, mine: FieldValues): EditConflict | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  return conflictWithRecord(json, meta, base, mine);
}

/**
 * The merge of a stored record (`{ data: record }`, as a 412 or a read answers it) with what the form loaded
 * and holds: the 412's, and the preview an open form shows when the stream says a colleague changed its
 * record (use-form-controller.ts `takeLiveChange`); null when it is no record.
 */
export function conflictWithRecord(answer: unknown, meta: Pick<ResourceMeta, 'fields' | 'defaults' | 'singular' | 'regionField'>, base: FieldValues, mine: FieldValues): EditConflict | null {
  const parsed = staleAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const theirs = parsed.data.data as unknown as ResourceRecord;
  const theirsValues = toFormValues(theirs, meta);
  const editable = meta.fields.filter((field) => field.type !== 'placeholder');
  const merge = mergeThreeWay(base, mine, theirsValues, editable.map((field) => field.name));
  const conflicting = new Set(merge.conflicts.map((conflict) => conflict.field));
  const by = parsed.data.data.updated_by?.name ?? 'someone else';
  return {
    theirs,
    theirsValues,
    version: parsed.data.data.version,
    by,
    merge,
    fields: editable.filter((field) => conflicting.has(field.name)),
    region: meta.regionField ? (merge.merged[meta.regionField] ?? theirs[meta.regionField]) : undefined,
    afterCancel: `${by === 'someone else' ? 'Someone else' : by} changed this ${meta.singular.toLowerCase()} while you were editing. Nothing you typed was lost; save again to compare.`,
  };
}

/** The merge of a 412 in this round of saving; null when there is none (no record in the body, or too many rounds). */
export function staleSaveMerge(
  body: string,
  meta: Pick<ResourceMeta, 'fields' | 'defaults' | 'singular' | 'regionField'>,
  base: FieldValues,
  mine: FieldValues,
  round: SaveRound,
): EditConflict | null {
  return round.attempt < MAX_ROUNDS ? readEditConflict(body, meta, base, mine) : null;
}

/** What an editor says when a 412 could not be merged. */
export function unmergeable(singular: string): string {
  return `This ${singular.toLowerCase()} was changed by someone else and could not be merged. Nothing you typed was lost; save again.`;
}

/** Says a merge was saved ("Merged with changes by …") and answers those words, for an editor that also says them inside itself. */
export function announceMerge(conflict: EditConflict, singular: string): string {
  const title = `Merged with changes by ${conflict.by}`;
  toaster.create({ type: 'success', title, description: `${singular} updated` });
  return title;
}

/**
 * The stored version becomes the form's starting point, with `values` (the merge) typed over it, so a
 * further 412 merges against what was just seen, and nothing typed is lost.
 */
export function rebase({ form, setVersion }: ConflictContext, conflict: EditConflict, values: Readonly<Record<string, unknown>>): void {
  form.reset(conflict.theirsValues);
  setVersion(conflict.version);
  for (const [name, value] of Object.entries(values)) {
    const outcome = conflict.merge.outcomes[name];
    if (outcome !== 'theirs' && outcome !== 'unchanged') form.setValue(name, value, { shouldDirty: true });
  }
}

/** The form's values as the schema checks them (trimmed, defaults filled), or null with the errors shown on their fields. */
async function checkedBody({ form, resolver, setFormError }: ConflictContext): Promise<FieldValues | null> {
  const result = await resolver(form.getValues(), undefined, { fields: {}, shouldUseNativeValidation: false });
  if (Object.keys(result.errors).length === 0) return result.values;
  for (const [path, fieldError] of Object.entries(result.errors)) form.setError(path, { type: 'server', message: String(fieldError?.message ?? '') });
  setFormError('The merged changes need a look: fix the marked fields, then save again.');
  return null;
}

/**
 * After a 412: merges, and saves the merge at once when no field clashes (true once saved; a failure of
 * that save rejects as any does); false when the view must settle a clash or the form says what went wrong.
 */
export async function mergeStaleSave(body: string, context: ConflictContext, announce: boolean, round: SaveRound): Promise<boolean> {
  const { meta, form, setFormError, setEditConflict } = context;
  const conflict = staleSaveMerge(body, meta, form.formState.defaultValues ?? {}, form.getValues(), round);
  if (!conflict) {
    setFormError(unmergeable(meta.singular));
    return false;
  }
  if (conflict.merge.conflicts.length > 0) {
    setEditConflict(conflict);
    return false;
  }
  rebase(context, conflict, conflict.merge.merged);
  const checked = await checkedBody(context);
  if (!checked) return false;
  await context.saveBody(checked, false, { attempt: round.attempt + 1, version: conflict.version });
  if (announce) context.setSaveNote(announceMerge(conflict, meta.singular));
  return true;
}

/** Saves the merge with each clash taken from the side chosen; a failure shows on the form, as any save's does. */
export async function settleEditConflict(conflict: EditConflict, choices: Readonly<Record<string, ConflictChoice>>, context: ConflictContext): Promise<void> {
  rebase(context, conflict, settleConflicts(conflict.merge, choices));
  context.setEditConflict(null);
  const checked = await checkedBody(context);
  if (checked) await context.saveBody(checked, true, { attempt: 1, version: conflict.version }).catch(() => {});
}

/** Back to the form as typed, saying why nothing was saved; the next Save asks again. */
export function dismissEditConflict(conflict: EditConflict, { setFormError, setEditConflict }: ConflictContext): void {
  setFormError(conflict.afterCancel);
  setEditConflict(null);
}
