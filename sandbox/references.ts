// The one check every DELETE of the sandbox runs before a record goes: what the definitions declare deleting it
// does to the records that point at it (lib/resources/references.ts). A `refuse` reference in use answers 409
// naming how many records use it and which; the `clear` ones are cleared in the same transaction as the delete.
import { RESOURCES } from '@/areas/registry';
import { clearedAt, idsAt, referencesTo, type Reference } from '@/lib/resources/references';
import type { ResourceDefinition } from '@/lib/resources/types';
import type { CatalogueStore, StoredRecord } from './catalogue-store';
import { ApiError } from './respond';

/** A record that uses another, as a refusal names it. */
export interface Use {
  resource: string;
  id: number;
  title: string;
}

/** What a person reads for a record: its list's first column (name, title…), else "Product #3". */
export function recordTitle(resource: string, id: number, data: Record<string, unknown>): string {
  const definition = Object.hasOwn(RESOURCES, resource) ? (RESOURCES as Record<string, ResourceDefinition>)[resource] : undefined;
  const field = definition?.columns[0]?.field;
  const value = field ? data[field] : undefined;
  if (typeof value === 'string' && value.trim()) return value;
  return `${definition?.singular ?? resource} #${id}`;
}

/** The 409's text: how many records use it, the first two by name. */
export function inUseMessage(noun: string, uses: readonly Use[]): string {
  const count = uses.length;
  const names = uses.slice(0, 2).map((use) => `“${use.title}”`);
  const more = count - names.length;
  const named = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(' and ');
  return `This ${noun} is used by ${count} record${count === 1 ? '' : 's'} (${named}); remove it ${count === 1 ? 'there' : 'from them'} first`;
}

/** 409 while anything uses the record. */
export function refuseWhileUsed(noun: string, uses: readonly Use[]): void {
  if (uses.length) throw new ApiError(409, inUseMessage(noun, uses));
}

/**
 * The records of each resource, read once for one check: several references often come from the same
 * resource (content names products in blocks, in recommended products and in related lists).
 */
function rowsOnce(store: CatalogueStore): (resource: string) => StoredRecord[] {
  const rows = new Map<string, StoredRecord[]>();
  return (resource) => rows.get(resource) ?? rows.set(resource, store.all<string>(resource)).get(resource)!;
}

/** Each record of `reference.from` holding `id` where the reference says. */
function holders(rowsOf: (resource: string) => StoredRecord[], reference: Reference, id: number): StoredRecord[] {
  return rowsOf(reference.from).filter((record) => idsAt(record, reference).includes(id));
}

/** The records whose `refuse` references name record `id` of `resource`, once each. */
export function refusingUses(store: CatalogueStore, resource: string, id: number): Use[] {
  const uses = new Map<string, Use>();
  const rowsOf = rowsOnce(store);
  for (const reference of referencesTo(resource).filter((r) => r.onDelete === 'refuse')) {
    for (const record of holders(rowsOf, reference, id)) {
      uses.set(`${reference.from}:${record.id}`, { resource: reference.from, id: record.id, title: recordTitle(reference.from, record.id, record) });
    }
  }
  return [...uses.values()].sort((a, b) => a.id - b.id);
}

/** Takes `id` out of every record whose `clear` references name it; call inside the delete's transaction. */
function clearReferences(store: CatalogueStore, resource: string, id: number, at: string): void {
  // Rows read before any is cleared; each holder is read again below before it is written.
  const rowsOf = rowsOnce(store);
  for (const reference of referencesTo(resource).filter((r) => r.onDelete === 'clear')) {
    for (const holder of holders(rowsOf, reference, id)) {
      // Read again: an earlier reference of the same record may have changed it.
      const { id: holderId, ...data } = store.find(reference.from, holder.id) ?? holder;
      store.update(reference.from, holderId, { ...clearedAt(data, reference, id), updated_at: at });
    }
  }
}

/**
 * Deletes record `id` of `resource` as its references declare: 409 (with `noun`, "product") while a `refuse`
 * reference uses it; otherwise `remove` runs with the `clear` references cleared, all in one transaction.
 */
export function deleteReferenced(store: CatalogueStore, target: { resource: string; id: number; noun: string; at: string }, remove: () => void): void {
  refuseWhileUsed(target.noun, refusingUses(store, target.resource, target.id));
  store.transaction(() => {
    clearReferences(store, target.resource, target.id, target.at);
    remove();
  });
}
