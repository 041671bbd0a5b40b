// Every reference one record makes to another, gathered from the definitions: each collection field's
// `onDelete` (rows of array fields included) and each definition's `references` (ids inside blocks, order
// lines…). The sandbox's deletes answer from this list (sandbox/references.ts); reading and clearing the ids
// at a reference's path lives here so the check and the tests read records the same way.
import { RESOURCES, type ResourceName } from '@/areas/registry';
import type { FieldDef, ReferenceDef, ResourceDefinition } from './types';

/** A declared reference and the resource whose records make it. */
export interface Reference extends ReferenceDef {
  from: ResourceName;
}

/** A collection field's reference, when it declares one: its path is its name (`[]` for a list). */
function fieldReference(field: FieldDef, prefix: string): ReferenceDef[] {
  if (field.type !== 'collection' || !field.onDelete) return [];
  return [{ path: `${prefix}${field.name}${field.multiple ? '[]' : ''}`, resource: field.resource, onDelete: field.onDelete }];
}

/** The references `name`'s records make, in declaration order. */
export function referencesOf(name: ResourceName): Reference[] {
  const definition: ResourceDefinition = RESOURCES[name];
  const declared = definition.fields.flatMap((field) =>
    field.type === 'array' ? field.of.flatMap((inner) => fieldReference(inner, `${field.name}[].`)) : fieldReference(field, ''),
  );
  return [...declared, ...(definition.references ?? [])].map((reference) => ({ ...reference, from: name }));
}

/** Every declared reference of every resource. */
export const REFERENCES: readonly Reference[] = (Object.keys(RESOURCES) as ResourceName[]).flatMap(referencesOf);

/** The references that name records of `resource`. */
export function referencesTo(resource: string): Reference[] {
  return REFERENCES.filter((reference) => reference.resource === resource);
}

/** A path's parts: the field, whether it holds a list, and the key inside each row (with whether that is a list). */
export function parsePath(path: string): { field: string; isList: boolean; key?: string; isKeyList: boolean } {
  const match = /^([a-z_][a-z0-9_]*)(\[\])?(?:\.([a-z_][a-z0-9_]*)(\[\])?)?$/.exec(path);
  if (!match || (match[3] && !match[2])) throw new Error(`Not a reference path: ${path}`);
  return { field: match[1], isList: Boolean(match[2]), key: match[3], isKeyList: Boolean(match[4]) };
}

function matches(value: Record<string, unknown>, when: ReferenceDef['when']): boolean {
  return !when || Object.entries(when).every(([key, wanted]) => value[key] === wanted);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids a value holds: one id, or the ids of a list. */
function idsIn(value: unknown, isList: boolean): number[] {
  if (isList) return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  return typeof value === 'number' ? [value] : [];
}

/** The ids of `reference.resource` a record holds at the reference's path. */
export function idsAt(record: Record<string, unknown>, reference: ReferenceDef): number[] {
  const { field, isList, key, isKeyList } = parsePath(reference.path);
  if (key === undefined) return matches(record, reference.when) ? idsIn(record[field], isList) : [];
  const rows = Array.isArray(record[field]) ? (record[field] as unknown[]).filter(isObject) : [];
  return rows.filter((row) => matches(row, reference.when)).flatMap((row) => idsIn(row[key], isKeyList));
}

/** `value` without `id`: null for that one id, the list without it. */
function without(value: unknown, isList: boolean, id: number): unknown {
  if (isList) return Array.isArray(value) ? value.filter((held) => held !== id) : value;
  return value === id ? null : value;
}

/** The record with `id` taken out of the reference's path (the `clear` behaviour); other fields as they were. */
export function clearedAt<R extends Record<string, unknown>>(record: R, reference: ReferenceDef, id: number): R {
  const { field, isList, key, isKeyList } = parsePath(reference.path);
  if (key === undefined) return matches(record, reference.when) ? { ...record, [field]: without(record[field], isList, id) } : record;
  if (!Array.isArray(record[field])) return record;
  const rows = (record[field] as unknown[]).map((row) => (isObject(row) && matches(row, reference.when) ? { ...row, [key]: without(row[key], isKeyList, id) } : row));
  return { ...record, [field]: rows };
}
