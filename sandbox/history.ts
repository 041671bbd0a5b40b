// Every record's history (docs/api-contract.md#history): each store writes a record through `recordWrite`
// in the same step as the write itself, which keeps an entry of who, when, what (the action) and the fields
// that changed, with the record as it stood after it (what a restore puts back). Writes outside a request
// (seeding, scenarios) have no one to name and leave none. The table lives in sandbox/db.ts, so a reset
// clears it with the rest.
import type { AuditEntry, HistoryAction, HistoryChange, HistoryEntry } from '@/lib/contract/history-types';
import { UNTRACKED_FIELDS } from '@/lib/contract/history-types';
import type { PagedList } from '@/lib/contract/rest';
import { RESOURCES, isResourceName } from '@/areas/registry';
import { recordTitleField } from '@/lib/resources/record-title';
import { currentWriter, writeAction, writeTime } from './conditional';
import type { SandboxDb, SandboxStatement } from './db';

/** A record as a store holds it: its fields by name. */
type Fields = object;

export interface RecordWrite {
  resource: string;
  id: number;
  op: 'insert' | 'update' | 'remove';
  /** The record before the write; none for a create. */
  before?: Fields | null;
  /** The record after it; none for a delete. */
  after?: Fields | null;
  /** The record's version after the write, when `after` leaves it out (the change feed serves it); else `after.version`. */
  version?: number;
}

interface HistoryRow {
  id: number;
  resource: string;
  record_id: number;
  at: string;
  by_id: number;
  by_name: string;
  action: HistoryAction;
  changes: string;
  snapshot: string | null;
  label: string | null;
  version: number | null;
}

/** A value in a form two equal values share, whatever the order of their keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

/** The record's own fields: what the server keeps for itself (version, timestamps, step log) left out. */
export function trackedFields(record: Fields | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([field, value]) => !UNTRACKED_FIELDS.has(field) && value !== undefined));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values differ between two states of a record, in the order they first appear; null for a missing one. */
export function changesBetween(before: Fields | null | undefined, after: Fields | null | undefined): HistoryChange[] {
  const from = trackedFields(before);
  const to = trackedFields(after);
  const changes: HistoryChange[] = [];
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const was = from[field] ?? null;
    const is = to[field] ?? null;
    // A create lists what it set, a delete what it took away: nothing from empty to empty.
    if (isEmpty(was) && isEmpty(is)) continue;
    if (canonical(was) !== canonical(is)) changes.push({ field, from: was, to: is });
  }
  return changes;
}

const statements = new WeakMap<SandboxDb, { insert: SandboxStatement<[Omit<HistoryRow, 'id'>], unknown> }>();

function insertStatement(db: SandboxDb) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      insert: db.prepare<Omit<HistoryRow, 'id'>>(
        `INSERT INTO record_history (resource, record_id, at, by_id, by_name, action, changes, snapshot, label, version)
         VALUES (@resource, @record_id, @at, @by_id, @by_name, @action, @changes, @snapshot, @label, @version)`,
      ),
    };
    statements.set(db, prepared);
  }
  return prepared.insert;
}

/**
 * What the record is called, as it stands after the write (before it, for a delete): the property its
 * screens name it by, so the audit log can name a record that has since been renamed or deleted.
 */
export function recordLabel(resource: string, write: Pick<RecordWrite, 'before' | 'after'>): string | null {
  if (!isResourceName(resource)) return null;
  const field = recordTitleField(RESOURCES[resource]);
  const record = (write.after ?? write.before ?? {}) as Record<string, unknown>;
  const value = record[field];
  return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? String(value) : null;
}

/** The record's version after a write, as its ETag gives it; null when the store keeps none. */
function versionAfter(after: Fields | null | undefined): number | null {
  const version = (after as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' && Number.isSafeInteger(version) && version > 0 ? version : null;
}

/**
 * Keeps the history entry of one write, called by the store in the same step as the write. A save that
 * changed none of the record's own fields leaves none: the log would read "Updated" with nothing to show.
 * A restore or a workflow step is a deliberate act and is kept even so.
 */
export function recordWrite(db: SandboxDb, write: RecordWrite): void {
  const by = currentWriter();
  if (!by) return;
  const action = writeAction(write.resource, write.id, write.op);
  const changes = changesBetween(write.before, write.after);
  if (action === 'updated' && changes.length === 0) return;
  const after = write.op === 'remove' ? null : trackedFields(write.after);
  insertStatement(db).run({
    resource: write.resource,
    record_id: write.id,
    at: new Date(writeTime()).toISOString(),
    by_id: by.id,
    by_name: by.name,
    action,
    changes: JSON.stringify(changes),
    snapshot: after && JSON.stringify(after),
    label: recordLabel(write.resource, write),
    version: write.op === 'remove' ? null : (write.version ?? versionAfter(write.after)),
  });
}

function toEntry(row: HistoryRow): HistoryEntry {
  return { id: row.id, at: row.at, by: { id: row.by_id, name: row.by_name }, action: row.action, changes: JSON.parse(row.changes) as HistoryChange[] };
}

function toAuditEntry(row: HistoryRow): AuditEntry {
  return { ...toEntry(row), resource: row.resource, record_id: row.record_id, ...(row.label === null ? {} : { label: row.label }) };
}

export interface AuditFilters {
  resource?: string;
  user?: number;
  action?: HistoryAction;
  /** ISO instants: `min` inclusive, `max` exclusive. */
  min?: string;
  max?: string;
}

const COLUMNS = 'id, resource, record_id, at, by_id, by_name, action, changes, snapshot, label';

function paged<T>(rows: T[], page: number, limit: number, total: number): PagedList<T> {
  return { records: rows, page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * A record's own entries (parameters: resource, id, resource, id): from its latest creation on. Ids are
 * never given out twice (AUTOINCREMENT), but a reset starts them again while the log may keep older
 * entries, so a record created under an earlier one's id must not inherit that one's past; a seeded
 * record has no creation entry, and all of its entries count.
 * The audit log keeps every entry.
 */
const THIS_RECORD = `resource = ? AND record_id = ? AND id >= COALESCE((SELECT MAX(id) FROM record_history WHERE resource = ? AND record_id = ? AND action = 'created'), 0)`;

/** Reading the history back: one record's, the audit log's, and one entry with what it restores. */
export function createHistoryStore(db: SandboxDb) {
  return {
    /** One record's entries, newest first. */
    ofRecord(resource: string, id: number, page: number, limit: number): PagedList<HistoryEntry> {
      const total = db.prepare<[string, number, string, number], { n: number }>(`SELECT COUNT(*) AS n FROM record_history WHERE ${THIS_RECORD}`).get(resource, id, resource, id)?.n ?? 0;
      const rows = db
        .prepare<[string, number, string, number, number, number], HistoryRow>(`SELECT ${COLUMNS} FROM record_history WHERE ${THIS_RECORD} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(resource, id, resource, id, limit, (page - 1) * limit);
      return paged(rows.map(toEntry), page, limit, total);
    },

    /** Every record's entries that match the filters, newest first. */
    audit(filters: AuditFilters, page: number, limit: number): PagedList<AuditEntry> {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const conditions: [string, string | number | undefined][] = [
        ['resource = ?', filters.resource],
        ['by_id = ?', filters.user],
        ['action = ?', filters.action],
        ['at >= ?', filters.min],
        ['at < ?', filters.max],
      ];
      for (const [condition, value] of conditions) {
        if (value === undefined || value === '') continue;
        where.push(condition);
        params.push(value);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = db.prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM record_history ${clause}`).get(...params)?.n ?? 0;
      const rows = db
        .prepare<(string | number)[], HistoryRow>(`SELECT ${COLUMNS} FROM record_history ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...params, limit, (page - 1) * limit);
      return paged(rows.map(toAuditEntry), page, limit, total);
    },

    /** The record's fields as they stood after one of its entries: null for a delete, undefined for no such entry. */
    stateAfter(resource: string, id: number, entryId: number): Record<string, unknown> | null | undefined {
      const row = db
        .prepare<[number, string, number, string, number], Pick<HistoryRow, 'snapshot'>>(`SELECT snapshot FROM record_history WHERE id = ? AND ${THIS_RECORD}`)
        .get(entryId, resource, id, resource, id);
      if (!row) return undefined;
      return row.snapshot === null ? null : (JSON.parse(row.snapshot) as Record<string, unknown>);
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
