// The shape of the checks an area's sandbox part runs beside its schema: what they are given (the store,
// the record, lookups of stored files) and what they answer (field path → message), and the few checks
// many areas share. The generic routes of sandbox/rest.ts call them; the areas that own them declare them
// (areas/<area>/sandbox/index.ts).
import type { CatalogueStore } from './catalogue-store';

export type FieldErrors = Record<string, string>;

/** The kind of a stored file (`image`…), or undefined when there is no such file. */
export type FileKindLookup = (id: number) => string | undefined;

/** A stored file's kind and type, or undefined when there is no such file. */
export type FileLookup = (id: number) => { kind: string; mime_type: string } | undefined;

/** Checks that need other records (uniqueness, references); field path → message. */
export type CrossCheck = (store: CatalogueStore, record: Record<string, unknown>, id: number | null, fileKind: FileKindLookup, fileOf: FileLookup) => FieldErrors;

/** Whether no other record of `resource` (in the same region, when slugs are per region) holds the record's slug. */
export function slugIsFree(store: CatalogueStore, resource: string, record: Record<string, unknown>, id: number | null, perRegion: boolean): boolean {
  return !store.all(resource).some((other) => other.id !== id && other.slug === record.slug && (!perRegion || other.region === record.region));
}

/** The message for a slug taken by another record. */
export function slugTaken(perRegion: boolean): string {
  return perRegion ? 'This slug is already used in this region' : 'This slug is already used';
}

/**
 * Each file id of a field must be a stored file of `kind`: `images.2` (a list) or `image` (one id) →
 * message. `noun` names the kind in the message ("an image", "an mp4 video").
 */
export function checkFiles(fileKind: FileKindLookup, record: Record<string, unknown>, field: string, kind = 'image', noun = 'an image'): FieldErrors {
  const errors: FieldErrors = {};
  const value = record[field];
  const ids = Array.isArray(value) ? (value as unknown[]) : [value];
  ids.forEach((fileId, index) => {
    if (typeof fileId !== 'number') return;
    const found = fileKind(fileId);
    const path = Array.isArray(value) ? `${field}.${index}` : field;
    if (found === undefined) errors[path] = `File ${fileId} does not exist`;
    else if (found !== kind) errors[path] = `File ${fileId} is not ${noun}`;
  });
  return errors;
}
