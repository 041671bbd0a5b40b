// The sandbox's catalogue tables and the generic record store over them: every resource's records as
// JSON rows, listed with paging, search, sort and filters, each with its `version` and `updated_by`
// (sandbox/conditional.ts) and a history entry for every write (sandbox/history.ts); plus settings and the
// best-seller order.
import type { KeysetListQuery } from '@/lib/contract/rest';
import type { RecordOf } from '@/lib/resources/records';
import type { ResourceName } from '@/areas/registry';
import { currentWriter, refuseStaleWrite, versionOf } from './conditional';
import { addMissingColumns, restartIds, makeIdsAutoincrement, VERSION_COLUMNS, type SandboxDb } from './db';
import { recordWrite } from './history';
import { ensureCatalogueIndexes, resourceLiteral, SEARCH_SEPARATOR, filterIndexFor, sortIndexFor, sortKeySql } from './catalogue-indexes';
import { foldText } from './fold';

const SCHEMA = `
-- One table for every declared resource: the record's fields (timestamps included) as JSON, so the
-- generic REST routes need no per-resource SQL. Ids are shared across resources, like a real API's.
CREATE TABLE IF NOT EXISTS catalogue_records (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  resource TEXT NOT NULL,
  data     TEXT NOT NULL CHECK (json_valid(data))
);
CREATE INDEX IF NOT EXISTS catalogue_records_by_resource ON catalogue_records (resource, id);

-- One row per setting key; the id is what the console's update screen names (/system/settings/update/{id}).
CREATE TABLE IF NOT EXISTS settings (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  key         TEXT NOT NULL UNIQUE,
  value       TEXT NOT NULL CHECK (json_valid(value)),
  description TEXT,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  version     INTEGER NOT NULL DEFAULT 1,  -- moved on by every write (sandbox/conditional.ts)
  updated_by  TEXT CHECK (updated_by IS NULL OR json_valid(updated_by))  -- {id, name} of the last writer
);

CREATE TABLE IF NOT EXISTS bestsellers (
  region    TEXT NOT NULL CHECK (region IN ('gb', 'us')),
  position  INTEGER NOT NULL,
  item_type INTEGER NOT NULL CHECK (item_type IN (0, 1)),
  item_id   INTEGER NOT NULL,
  PRIMARY KEY (region, position)
);
`;

export const CATALOGUE_TABLES = ['bestsellers', 'settings', 'catalogue_records'] as const;

/** How many matching records make walking the sort's index cheaper than sorting the matches (measured at shop size). */
const WALK_SORT_ORDER_FROM = 2_000;

export type StoredRecord = { id: number } & Record<string, unknown>;

/**
 * A stored record as a rule reads it: a declared resource's record has its schema's fields and no others, so
 * a rule that names a field the record does not have (`medical_reviewer` for `medical_reviewer_id`) fails
 * the typecheck; a resource named only at run time (or any of several) gives the untyped row.
 */
export type StoredOf<N extends string> = [N] extends [ResourceName] ? (IsUnion<N> extends false ? RecordOf<N> : StoredRecord) : StoredRecord;

/** `true` for a union of names (generic code holding any resource's name), `false` for one name. */
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

export interface ListRequest extends KeysetListQuery {
  sort: string;
  /** Field → value it must equal (numbers for number fields, as the JSON holds them), or any of a list. */
  filters: Record<string, string | number | readonly string[]>;
  /** List fields (tags) that must hold this value among theirs. */
  containing?: Record<string, string | number>;
  /** Fields between `min` (inclusive) and `max` (exclusive), compared as text (ISO instants). */
  ranges?: readonly { field: string; min?: string; max?: string }[];
  /** Only these records, when given: a filter the store derives from other records (a customer's first order). */
  ids?: readonly number[];
  searchFields: readonly string[];
}

// Field names are interpolated into SQL; they come from definitions, and this keeps it that way.
const FIELD_NAME = /^[a-z_][a-z0-9_]*$/;

/** The JSON path of a field (`$.tags`), for SQLite's JSON functions. */
function fieldPath(field: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`Unsafe field name: ${field}`);
  return `$.${field}`;
}

function jsonPath(field: string): string {
  return `json_extract(data, '${fieldPath(field)}')`;
}

function toRecord(row: { id: number; data: string }): StoredRecord {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return { id: row.id, ...data, version: versionOf(data.version) };
}

/**
 * The WHERE of a list request (filters, ranges, ids, the key to page after) naming the resource as a
 * literal, so its partial indexes (sandbox/catalogue-indexes.ts) apply, and its search: the resource's search
 * texts (catalogue_search), all of them at once (`withSearch(false)`, for a count or a set) or the walked
 * record's own (`withSearch(true)`, when walking the sort order).
 */
function whereOf(resource: string, request: ListRequest) {
  const where = [`resource = ${resourceLiteral(resource)}`];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(request.filters)) {
    if (Array.isArray(value)) {
      where.push(`${jsonPath(field)} IN (${value.map(() => '?').join(', ') || 'NULL'})`);
      params.push(...value);
    } else {
      where.push(`${jsonPath(field)} = ?`);
      params.push(value);
    }
  }
  for (const [field, value] of Object.entries(request.containing ?? {})) {
    where.push(`EXISTS (SELECT 1 FROM json_each(data, '${fieldPath(field)}') WHERE json_each.value = ?)`);
    params.push(value);
  }
  for (const range of request.ranges ?? []) {
    if (range.min !== undefined) {
      where.push(`${jsonPath(range.field)} >= ?`);
      params.push(range.min);
    }
    if (range.max !== undefined) {
      where.push(`${jsonPath(range.field)} < ?`);
      params.push(range.max);
    }
  }
  if (request.ids) {
    where.push(`id IN (${request.ids.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...request.ids);
  }
  // Paging by key (the route has checked it comes with sort=id): the records after that id, in the list's order.
  if (request.after_id !== undefined) {
    where.push(request.order === 'desc' ? 'id < ?' : 'id > ?');
    params.push(request.after_id);
  }
  // The search texts are folded (sandbox/fold.ts), and so is what is searched for: "ife" finds "Ífeoluwa".
  const search = request.search && foldText(request.search.replaceAll(SEARCH_SEPARATOR, ''));
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const matching = `SELECT id FROM catalogue_search WHERE resource = ${resourceLiteral(resource)} AND text LIKE ? ESCAPE '\\'`;
  const searchSql = (walking: boolean) => (walking ? `EXISTS (${matching} AND id = catalogue_records.id)` : `id IN (${matching})`);
  const withSearch = (walking: boolean) => [...where, ...(pattern ? [searchSql(walking)] : [])].join(' AND ');
  return { where, params, pattern, matching, withSearch, searchParams: pattern ? [pattern] : [] };
}

export function ensureCatalogueSchema(db: SandboxDb): void {
  upgradeSettingsTable(db);
  addMissingColumns(db, 'settings', VERSION_COLUMNS);
  db.exec(SCHEMA);
  makeIdsAutoincrement(db, 'catalogue_records');
  makeIdsAutoincrement(db, 'settings');
  ensureCatalogueIndexes(db);
}

/** A database made before settings had ids keeps its settings: they move to the table with ids. */
function upgradeSettingsTable(db: SandboxDb): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('settings')").all();
  if (columns.length === 0 || columns.some((column) => column.name === 'id')) return;
  const at = new Date().toISOString();
  db.transaction(() => {
    db.exec('ALTER TABLE settings RENAME TO settings_before_ids');
    db.exec(SCHEMA);
    db.prepare(
      `INSERT INTO settings (key, value, description, created_at, updated_at)
       SELECT key, value, description, ?, ? FROM settings_before_ids ORDER BY key`,
    ).run(at, at);
    db.exec('DROP TABLE settings_before_ids');
  })();
}

export function isCatalogueEmpty(db: SandboxDb): boolean {
  ensureCatalogueSchema(db);
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM catalogue_records').get()?.n === 0;
}

export function wipeCatalogue(db: SandboxDb): void {
  ensureCatalogueSchema(db);
  for (const table of CATALOGUE_TABLES) db.exec(`DELETE FROM ${table}`);
  restartIds(db, CATALOGUE_TABLES);
}

/**
 * The record store over `db`. `readOnly` (a read worker's connection, sandbox/list-reads.ts) leaves the
 * schema as it is: the main thread made it, and that connection could not write it anyway.
 */
export function createCatalogueStore(db: SandboxDb, { readOnly = false }: { readOnly?: boolean } = {}) {
  if (!readOnly) ensureCatalogueSchema(db);
  const byId = db.prepare<[string, number], { id: number; data: string }>(
    'SELECT id, data FROM catalogue_records WHERE resource = ? AND id = ?',
  );
  const kindOf = db.prepare<[number], { resource: string }>('SELECT resource FROM catalogue_records WHERE id = ?');
  const insert = db.prepare<[string, string], { id: number }>(
    'INSERT INTO catalogue_records (resource, data) VALUES (?, ?) RETURNING id',
  );
  const update = db.prepare<[string, string, number]>('UPDATE catalogue_records SET data = ? WHERE resource = ? AND id = ?');
  const remove = db.prepare<[string, number]>('DELETE FROM catalogue_records WHERE resource = ? AND id = ?');
  const all = db.prepare<[string], { id: number; data: string }>('SELECT id, data FROM catalogue_records WHERE resource = ? ORDER BY id');

  return {
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /**
     * One page of a resource's records. The resource is named as a literal so that its partial indexes
     * (sandbox/catalogue-indexes.ts) apply: the ORDER BY is the sort index's own expression, filters read
     * their field's index, and a search reads the short texts of catalogue_search, not every row's JSON.
     */
    list(resource: string, request: ListRequest) {
      const { where, params, pattern, matching, withSearch, searchParams } = whereOf(resource, request);
      // The planner cannot see a bound value, and so misjudges a filter's index against (resource, id): a
      // filtered count reads the filter's index by name (the first declared one the request uses).
      const filterIndex = [...Object.keys(request.filters), ...(request.ranges ?? []).map((range) => range.field)]
        .map((field) => filterIndexFor(resource, field))
        .find((index) => index !== undefined);
      const narrowBy = filterIndex ? `INDEXED BY ${filterIndex}` : '';
      const total =
        pattern && where.length === 1
          ? (db.prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM (${matching})`).get(pattern)?.n ?? 0)
          : (db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM catalogue_records ${narrowBy} WHERE ${withSearch(false)}`).get(...params, ...searchParams)?.n ?? 0);
      const direction = request.order === 'desc' ? 'DESC' : 'ASC';
      // SQLite's planner prefers the (resource, id) index and sorts every row of the resource after; walking
      // the sort's own index reads only the page. When a filter or search narrows the list to a few rows,
      // those few are found by their own index and sorted; when many match, walking the sort order meets
      // a page of them soon.
      const sortIndex = request.sort === 'id' ? undefined : sortIndexFor(resource, request.sort);
      const isNarrowed = where.length > 1 || pattern !== undefined;
      const walkSortOrder = sortIndex !== undefined && (!isNarrowed || total >= WALK_SORT_ORDER_FROM);
      const order = request.sort === 'id' ? `id ${direction}` : `${sortKeySql(resource, request.sort)} ${direction}, id ${direction}`;
      const rows = db
        .prepare<unknown[], { id: number; data: string }>(
          `SELECT id, data FROM catalogue_records ${walkSortOrder ? `INDEXED BY ${sortIndex}` : narrowBy} WHERE ${withSearch(walkSortOrder)}
           ORDER BY ${order} LIMIT ? OFFSET ?`,
        )
        .all(...params, ...searchParams, request.limit, (request.page - 1) * request.limit);
      return {
        records: rows.map(toRecord),
        page: request.page,
        limit: request.limit,
        total,
        pages: Math.max(1, Math.ceil(total / request.limit)),
      };
    },

    /** The ids of every record a list request matches, in id order, without reading the records (a status job's set). */
    matchingIds(resource: string, request: ListRequest): number[] {
      const { params, withSearch, searchParams } = whereOf(resource, request);
      return db
        .prepare<unknown[], { id: number }>(`SELECT id FROM catalogue_records WHERE ${withSearch(false)} ORDER BY id`)
        .all(...params, ...searchParams)
        .map((row) => row.id);
    },

    all<N extends string>(resource: N): StoredOf<N>[] {
      return all.all(resource).map(toRecord) as StoredOf<N>[];
    },

    /**
     * The records of a resource whose `field` holds `value`, in id order: through the field's lookup or
     * filter index when it has one (sandbox/catalogue-indexes.ts), so a uniqueness check reads a few rows.
     */
    withValue<N extends string>(resource: N, field: string, value: string | number): StoredOf<N>[] {
      return db
        .prepare<[string | number], { id: number; data: string }>(`SELECT id, data FROM catalogue_records WHERE resource = ${resourceLiteral(resource)} AND ${jsonPath(field)} = ? ORDER BY id`)
        .all(value)
        .map(toRecord) as StoredOf<N>[];
    },

    find<N extends string>(resource: N, id: number): StoredOf<N> | undefined {
      const row = byId.get(resource, id);
      return row ? (toRecord(row) as StoredOf<N>) : undefined;
    },

    /** Which resource an id belongs to, whatever it is. */
    resourceOf(id: number): string | undefined {
      return kindOf.get(id)?.resource;
    },

    /** Stores a new record at version 1, written by the request's user (none when seeding). */
    insert(resource: string, data: Record<string, unknown>): StoredRecord {
      const by = currentWriter();
      const stored = { ...data, version: 1, ...(by ? { updated_by: by } : {}) };
      const { id } = insert.get(resource, JSON.stringify(stored))!;
      recordWrite(db, { resource, id, op: 'insert', after: stored });
      return { id, ...stored };
    },

    /**
     * Replaces a record's fields and moves its version on; 412 (StaleVersionError) when the request's
     * If-Match names this record at a version it no longer has (sandbox/conditional.ts).
     */
    update(resource: string, id: number, data: Record<string, unknown>): StoredRecord {
      const current = byId.get(resource, id);
      const before = current ? (JSON.parse(current.data) as Record<string, unknown>) : undefined;
      const version = versionOf(before?.version);
      refuseStaleWrite(resource, id, version);
      const by = currentWriter();
      const stored = { ...data, version: version + 1, ...(by ? { updated_by: by } : {}) };
      update.run(JSON.stringify(stored), resource, id);
      recordWrite(db, { resource, id, op: 'update', before, after: stored });
      return { id, ...stored };
    },

    remove(resource: string, id: number): boolean {
      const current = byId.get(resource, id);
      const removed = remove.run(resource, id).changes > 0;
      if (removed && current) recordWrite(db, { resource, id, op: 'remove', before: JSON.parse(current.data) as Record<string, unknown> });
      return removed;
    },

    setting(key: string): unknown {
      const row = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(key);
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    },

    /** Sets a setting's value by key, keeping its id when it exists (areas/settings/sandbox/routes.ts serves the records). */
    putSetting(key: string, value: unknown, description: string | null = null, at = new Date().toISOString()): void {
      db.prepare(
        `INSERT INTO settings (key, value, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, description = excluded.description, updated_at = excluded.updated_at`,
      ).run(key, JSON.stringify(value), description, at, at);
    },

    bestSellers(region: string): { item_type: 0 | 1; id: number }[] {
      return db
        .prepare<[string], { item_type: 0 | 1; id: number }>(
          'SELECT item_type, item_id AS id FROM bestsellers WHERE region = ? ORDER BY position',
        )
        .all(region);
    },

    putBestSellers(region: string, items: readonly { item_type: 0 | 1; id: number }[]): void {
      db.transaction(() => {
        db.prepare('DELETE FROM bestsellers WHERE region = ?').run(region);
        const add = db.prepare('INSERT INTO bestsellers (region, position, item_type, item_id) VALUES (?, ?, ?, ?)');
        items.forEach((item, position) => add.run(region, position, item.item_type, item.id));
      })();
    },

    /** Drops an item from every region's best sellers (it was deleted). */
    forgetBestSeller(id: number): void {
      db.prepare('DELETE FROM bestsellers WHERE item_id = ?').run(id);
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
