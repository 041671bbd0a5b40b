// The sandbox's file library: one `files` row per upload, with its version and last writer for conditional
// writes (sandbox/conditional.ts), the bytes on disk (a folder beside the SQLite file, or a private temporary
// folder for an in-memory database, removed when it closes), and which records use each file, worked out from
// the references the definitions declare (lib/resources/references.ts) rather than from field names.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { ListQuery } from '@/lib/contract/rest';
import type { FileKind, FileRecord, FileUse } from '@/areas/files/definition';
import { parsePath, referencesTo, type Reference } from '@/lib/resources/references';
import { ensureCatalogueSchema } from './catalogue-store';
import { refuseStaleWrite, writerColumn, writerFromColumn } from './conditional';
import { addMissingColumns, restartIds, makeIdsAutoincrement, VERSION_COLUMNS, type SandboxDb } from './db';
import { recordWrite } from './history';
import { recordTitle } from './references';

const SCHEMA = `
-- storage_key names the bytes in the database's file folder; never a name a person chose.
CREATE TABLE IF NOT EXISTS files (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  filename    TEXT NOT NULL,
  mime_type   TEXT NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('image', 'video', 'document')),
  size_bytes  INTEGER NOT NULL CHECK (size_bytes > 0),
  width       INTEGER,
  height      INTEGER,
  alt_text    TEXT,
  uploaded_by TEXT NOT NULL,
  storage_key TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  version     INTEGER NOT NULL DEFAULT 1,  -- moved on by every write (sandbox/conditional.ts)
  updated_by  TEXT CHECK (updated_by IS NULL OR json_valid(updated_by))  -- {id, name} of the last writer
);
-- The library's sorts, each ending on id as its ORDER BY does, so a page is read in order, not sorted.
CREATE INDEX IF NOT EXISTS files_by_created_at ON files (created_at, id);
CREATE INDEX IF NOT EXISTS files_by_filename ON files (filename COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS files_by_size ON files (size_bytes, id);
`;

/** A stored file: the record the API answers, less what is derived (`url`, uses), plus where its bytes are. */
export type FileRow = Omit<FileRecord, 'url' | 'usage_count' | 'used_by'> & { storage_key: string };

/** What an upload stores; the version and the writer are the store's own. */
export type NewFile = Omit<FileRow, 'id' | 'version' | 'updated_by'>;

export interface FileListRow extends FileRow {
  usage_count: number;
}

/** A row as SQLite answers it: the writer still JSON text. */
type StoredFileRow = Omit<FileListRow, 'updated_by'> & { updated_by: string | null };

function toFileRow({ updated_by, ...row }: StoredFileRow): FileListRow {
  return { ...row, ...writerFromColumn(updated_by) };
}

export const FILE_SORTS = ['filename', 'size_bytes', 'created_at', 'id'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export interface FileListRequest extends ListQuery {
  sort: FileSort;
  kind?: FileKind;
}

// ---------------------------------------------------------------------------------------------------
// The folder of bytes

const folders = new WeakMap<SandboxDb, string>();
const temporaryFolders = new Set<string>();

process.once('exit', () => {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

/** Where a database keeps its files' bytes: `<db file>.files/` beside it, or a private temporary folder. */
export function fileFolder(db: SandboxDb): string {
  let folder = folders.get(db);
  if (folder) return folder;
  if (db.isInMemory) {
    folder = mkdtempSync(join(tmpdir(), 'sandbox-files-'));
    temporaryFolders.add(folder);
  } else {
    folder = join(dirname(db.path), `${basename(db.path)}.files`);
    mkdirSync(folder, { recursive: true });
  }
  folders.set(db, folder);
  return folder;
}

/** After the database closed: an in-memory database's folder goes with it. */
export function releaseFileFolder(db: SandboxDb): void {
  const folder = folders.get(db);
  if (folder && temporaryFolders.delete(folder)) rmSync(folder, { recursive: true, force: true });
  folders.delete(db);
}

/** Empties the folder (a reset): every stored byte and any upload left half-written. */
export function wipeFileFolder(db: SandboxDb): void {
  const folder = fileFolder(db);
  for (const entry of readdirSync(folder)) rmSync(join(folder, entry), { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------
// Who uses a file

const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;
const KEY_NAME = /^[a-z_][a-z0-9_]*$/;

/** A `when` value as SQL: declared in the definitions, and checked to stay plain. */
function sqlValue(value: string | number): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && KEY_NAME.test(value)) return `'${value}'`;
  throw new Error(`Unsafe reference condition: ${String(value)}`);
}

/** Where a reference's SELECT reads a record: every catalogue row (a rebuild), or the row a trigger fires on. */
interface RowSource {
  table?: string;
  data: string;
  resource: string;
  id: string;
}

const EVERY_RECORD: RowSource = { table: 'catalogue_records r', data: 'r.data', resource: 'r.resource', id: 'r.id' };
const NEW_RECORD: RowSource = { data: 'NEW.data', resource: 'NEW.resource', id: 'NEW.id' };

/** `json_extract(<json>, '$.key') = value` for each of a reference's `when`. */
function conditions(json: string, when: Reference['when']): string[] {
  return Object.entries(when ?? {}).map(([key, value]) => {
    if (!KEY_NAME.test(key)) throw new Error(`Unsafe reference condition: ${key}`);
    return `json_extract(${json}, '$.${key}') = ${sqlValue(value)}`;
  });
}

/** The declared references to a file from records kept as catalogue rows. */
function catalogueFileReferences(): Reference[] {
  return referencesTo('files').filter((reference) => reference.from !== 'users' && RESOURCE_NAME.test(reference.from));
}

/**
 * The SELECT of (file_id, resource, record_id) for one declared reference to a file, over the rows of a
 * source: one id, a list of ids, or either inside the rows of an array (parsePath checks the names). Ids are
 * JSON integers.
 */
function referenceSelect(reference: Reference, row: RowSource): string {
  const { field, isList, key, isKeyList } = parsePath(reference.path);
  const tables = row.table ? [row.table] : [];
  const where = [`${row.resource} = '${reference.from}'`];
  let value: string;
  if (key === undefined) {
    where.push(...conditions(row.data, reference.when));
    if (isList) {
      tables.push(`json_each(${row.data}, '$.${field}') item`);
      value = 'item.value';
      where.push(`item.type = 'integer'`);
    } else {
      value = `json_extract(${row.data}, '$.${field}')`;
      where.push(`json_type(${row.data}, '$.${field}') = 'integer'`);
    }
  } else {
    tables.push(`json_each(${row.data}, '$.${field}') item`);
    where.push(...conditions('item.value', reference.when));
    if (isKeyList) {
      tables.push(`json_each(item.value, '$.${key}') j`);
      value = 'j.value';
      where.push(`j.type = 'integer'`);
    } else {
      value = `json_extract(item.value, '$.${key}')`;
      where.push(`json_type(item.value, '$.${key}') = 'integer'`);
    }
  }
  return `SELECT ${value}, ${row.resource}, ${row.id}${tables.length ? ` FROM ${tables.join(', ')}` : ''} WHERE ${where.join(' AND ')}`;
}

/** A staff member's photo: the column holds a file id (as a number or as its digits). */
function userPhotoSelect(row: 'users' | 'NEW'): string {
  const photo = row === 'NEW' ? 'NEW.photo' : 'photo';
  return `SELECT CAST(${photo} AS INTEGER), 'users', ${row === 'NEW' ? 'NEW.id' : 'id'}${row === 'NEW' ? '' : ' FROM users'}
  WHERE ${photo} IS NOT NULL AND CAST(CAST(${photo} AS INTEGER) AS TEXT) = CAST(${photo} AS TEXT)`;
}

const FILE_USES_SCHEMA = `
-- Every use of every file, one row per (file, record): kept by the triggers below in the same statement as
-- the write that adds or removes a use, so the library reads a page's counts through the primary key
-- instead of reading every record's JSON for every file it shows.
CREATE TABLE IF NOT EXISTS file_uses (
  file_id   INTEGER NOT NULL,
  resource  TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  PRIMARY KEY (file_id, resource, record_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS file_uses_by_record ON file_uses (resource, record_id);
`;

/**
 * The triggers that keep file_uses, written from the declared references: a catalogue record's or a staff
 * member's uses are dropped and read again from the row on every insert, update and delete. Rows of
 * resources that declare no file reference (orders, …) skip them.
 */
function fileUsesTriggers(): { name: string; sql: string }[] {
  const references = catalogueFileReferences();
  const resources = [...new Set(references.map((reference) => reference.from))].map((name) => `'${name}'`).join(', ');
  const forget = (row: 'OLD') => `DELETE FROM file_uses WHERE resource = ${row}.resource AND record_id = ${row}.id;`;
  const keep = references.length
    ? `INSERT OR IGNORE INTO file_uses (file_id, resource, record_id)\n  ${references.map((reference) => referenceSelect(reference, NEW_RECORD)).join('\n  UNION ALL ')};`
    : '';
  const forgetUser = "DELETE FROM file_uses WHERE resource = 'users' AND record_id = OLD.id;";
  const keepUser = `INSERT OR IGNORE INTO file_uses (file_id, resource, record_id) ${userPhotoSelect('NEW')};`;
  const trigger = (name: string, on: string, when: string | null, body: string) => ({
    name,
    sql: `CREATE TRIGGER ${name} AFTER ${on}${when ? ` WHEN ${when}` : ''} BEGIN\n  ${body}\nEND`,
  });
  return [
    trigger('file_uses_record_insert', 'INSERT ON catalogue_records', `NEW.resource IN (${resources})`, keep || 'SELECT 1;'),
    trigger('file_uses_record_update', 'UPDATE ON catalogue_records', `OLD.resource IN (${resources}) OR NEW.resource IN (${resources})`, `${forget('OLD')}\n  ${keep}`),
    trigger('file_uses_record_delete', 'DELETE ON catalogue_records', `OLD.resource IN (${resources})`, forget('OLD')),
    trigger('file_uses_user_insert', 'INSERT ON users', null, keepUser),
    trigger('file_uses_user_update', 'UPDATE OF photo ON users', null, `${forgetUser}\n  ${keepUser}`),
    trigger('file_uses_user_delete', 'DELETE ON users', null, forgetUser),
  ];
}

/** Every use of every file, read from every record: only to build file_uses afresh. */
function everyUseSelect(): string {
  return [...catalogueFileReferences().map((reference) => referenceSelect(reference, EVERY_RECORD)), userPhotoSelect('users')].join('\n  UNION ALL ');
}

/**
 * Makes sure file_uses and its triggers match today's declarations. A database made before the table, or
 * whose triggers were written from other declarations (or lost with a rebuilt table), gets the triggers
 * again and the table filled afresh from every record, once, in one transaction; otherwise nothing is read.
 */
export function ensureFileUses(db: SandboxDb): void {
  db.exec(FILE_USES_SCHEMA);
  // A bulk load (sandbox/bulk-load.ts) fills it once it has written its rows.
  if (db.isBulkLoading) return;
  const wanted = fileUsesTriggers();
  const present = new Map(
    db
      .prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'file_uses_%'")
      .all()
      .map((row) => [row.name, row.sql]),
  );
  if (present.size === wanted.length && wanted.every((trigger) => present.get(trigger.name) === trigger.sql)) return;
  db.transaction(() => {
    for (const name of present.keys()) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    for (const trigger of wanted) db.exec(trigger.sql);
    db.exec('DELETE FROM file_uses');
    db.exec(`INSERT OR IGNORE INTO file_uses (file_id, resource, record_id) ${everyUseSelect()}`);
  })();
}

// ---------------------------------------------------------------------------------------------------
// The store

export function ensureFilesSchema(db: SandboxDb): void {
  // A database made before files had versions gains the columns; its files count as version 1.
  addMissingColumns(db, 'files', VERSION_COLUMNS);
  db.exec(SCHEMA);
  makeIdsAutoincrement(db, 'files');
}

export function isFilesEmpty(db: SandboxDb): boolean {
  ensureFilesSchema(db);
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM files').get()?.n === 0;
}

/** Every row and every stored byte gone (a reset). */
export function wipeFiles(db: SandboxDb): void {
  ensureFilesSchema(db);
  db.exec('DELETE FROM files');
  restartIds(db, ['files']);
  wipeFileFolder(db);
}

/** What a file's history tracks: what its form edits (the bytes never change). */
function historyFields(file: { filename: string; alt_text: string | null }): { filename: string; alt_text: string | null } {
  return { filename: file.filename, alt_text: file.alt_text };
}

export function createFilesStore(db: SandboxDb) {
  ensureFilesSchema(db);
  // The uses are kept by triggers on the catalogue's records, so its table must exist first.
  ensureCatalogueSchema(db);
  ensureFileUses(db);
  const folder = fileFolder(db);
  const usageCount = '(SELECT COUNT(*) FROM file_uses u WHERE u.file_id = f.id)';
  const byId = db.prepare<[number], StoredFileRow>(`SELECT f.*, ${usageCount} AS usage_count FROM files f WHERE f.id = ?`);
  const uses = db.prepare<[number], { resource: string; record_id: number }>(
    'SELECT resource, record_id FROM file_uses WHERE file_id = ? ORDER BY resource, record_id',
  );
  const catalogueRow = db.prepare<[number], { data: string }>('SELECT data FROM catalogue_records WHERE id = ?');
  const userName = db.prepare<[number], { name: string; email: string }>('SELECT name, email FROM users WHERE id = ?');
  const insert = db.prepare<NewFile & { by: string | null }, { id: number }>(
    `INSERT INTO files (filename, mime_type, kind, size_bytes, width, height, alt_text, uploaded_by, storage_key, created_at, updated_at, updated_by)
     VALUES (@filename, @mime_type, @kind, @size_bytes, @width, @height, @alt_text, @uploaded_by, @storage_key, @created_at, @updated_at, @by)
     RETURNING id`,
  );
  const update = db.prepare<{ id: number; filename: string; alt_text: string | null; updated_at: string; by: string | null }>(
    `UPDATE files SET filename = @filename, alt_text = @alt_text, updated_at = @updated_at, version = version + 1, updated_by = @by
     WHERE id = @id`,
  );
  const find = (id: number): FileListRow | undefined => {
    const row = byId.get(id);
    return row && toFileRow(row);
  };
  const remove = db.prepare<[number]>('DELETE FROM files WHERE id = ?');

  return {
    folder,

    /** Where a row's bytes are on disk. */
    pathOf(row: Pick<FileRow, 'storage_key'>): string {
      return join(folder, row.storage_key);
    },

    list(request: FileListRequest) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (request.search) {
        where.push(`f.filename LIKE ? ESCAPE '\\'`);
        params.push(`%${request.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      }
      if (request.kind) {
        where.push('f.kind = ?');
        params.push(request.kind);
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM files f ${whereSql}`).get(...params)?.n ?? 0;
      const direction = request.order === 'desc' ? 'DESC' : 'ASC';
      const collate = request.sort === 'filename' ? ' COLLATE NOCASE' : '';
      // The sort column is one of FILE_SORTS (checked by the route), never free text.
      const records = db
        .prepare<unknown[], StoredFileRow>(
          `SELECT f.*, ${usageCount} AS usage_count FROM files f ${whereSql}
           ORDER BY f.${request.sort}${collate} ${direction}, f.id ${direction} LIMIT ? OFFSET ?`,
        )
        .all(...params, request.limit, (request.page - 1) * request.limit)
        .map(toFileRow);
      return { records, page: request.page, limit: request.limit, total, pages: Math.max(1, Math.ceil(total / request.limit)) };
    },

    find,

    /** The records that use a file, each named as a person reads it. */
    usedBy(id: number): FileUse[] {
      return uses.all(id).map(({ resource, record_id }) => {
        if (resource === 'users') {
          const user = userName.get(record_id);
          return { resource, id: record_id, title: user ? user.name || user.email : `User #${record_id}` };
        }
        const row = catalogueRow.get(record_id);
        const data = row ? (JSON.parse(row.data) as Record<string, unknown>) : {};
        return { resource, id: record_id, title: recordTitle(resource, record_id, data) };
      });
    },

    /** Stores an upload at version 1, written by the request's user (none when seeding). */
    insert(file: NewFile): FileListRow {
      const { id } = insert.get({ ...file, by: writerColumn() })!;
      recordWrite(db, { resource: 'files', id, op: 'insert', after: historyFields(file), version: 1 });
      return find(id)!;
    },

    /** Renames a file or changes its alt text and moves its version on; 412 when the request's If-Match is stale (sandbox/conditional.ts). */
    update(id: number, change: { filename: string; alt_text: string | null; updated_at: string }): FileListRow | undefined {
      const before = find(id);
      refuseStaleWrite('files', id, before?.version ?? 1);
      update.run({ id, ...change, by: writerColumn() });
      const after = find(id);
      if (before && after) recordWrite(db, { resource: 'files', id, op: 'update', before: historyFields(before), after: historyFields(after), version: after.version });
      return after;
    },

    /** Deletes the row, then its bytes. */
    remove(row: FileRow): void {
      remove.run(row.id);
      recordWrite(db, { resource: 'files', id: row.id, op: 'remove', before: historyFields(row) });
      rmSync(join(folder, row.storage_key), { force: true });
    },
  };
}

export type FilesStore = ReturnType<typeof createFilesStore>;
