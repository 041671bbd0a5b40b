// The shape of the checks an area's sandbox routes run beside its schema: what they are given (the store,
// the record, lookups of stored files) and what they answer (field path → message). The generic routes of
// sandbox/catalogue.ts call them; the areas that own them (content-side, people) declare them.
import type { CatalogueStore } from './catalogue-store';

export type FieldErrors = Record<string, string>;

/** The kind of a stored file (`image`…), or undefined when there is no such file. */
export type FileKindLookup = (id: number) => string | undefined;

/** A stored file's kind and type, or undefined when there is no such file. */
export type FileLookup = (id: number) => { kind: string; mime_type: string } | undefined;

/** Checks that need other records (uniqueness, references); field path → message. */
export type CrossCheck = (store: CatalogueStore, record: Record<string, unknown>, id: number | null, fileKind: FileKindLookup, fileOf: FileLookup) => FieldErrors;
