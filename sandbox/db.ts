// The sandbox's SQLite database: its schema, opening it, wiping it for a reset, and the small typed
// surface over Node's built-in node:sqlite that every store prepares its statements through.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';
import { foldValue } from './fold';

export const IN_MEMORY = ':memory:';

/** What `run` reports, always as numbers (node:sqlite may give bigints). */
export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

/**
 * A prepared statement taking positional parameters, or one object whose keys bind the `@name`
 * parameters (keys the SQL does not name are ignored, so a whole record can be passed).
 */
export class SandboxStatement<Params extends unknown[], Row> {
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    statement.setAllowUnknownNamedParameters(true);
    this.#statement = statement;
  }

  get(...params: Params): Row | undefined {
    const row = this.#statement.get(...bindable(params));
    return row === undefined ? undefined : plain<Row>(row);
  }

  all(...params: Params): Row[] {
    return this.#statement.all(...bindable(params)).map((row) => plain<Row>(row));
  }

  run(...params: Params): RunResult {
    const { changes, lastInsertRowid } = this.#statement.run(...bindable(params));
    return { changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) };
  }
}

/**
 * One open database. `prepare<Params, Row>(sql)` types a statement's parameters (a tuple, or the object
 * of its `@name` parameters) and its rows; `transaction(work)` returns a function that runs `work` in
 * one transaction, rolled back if it throws, or in a savepoint inside one already open.
 */
export class SandboxDb {
  readonly #db: DatabaseSync;
  /** The file, or `:memory:`. */
  readonly path: string;
  /**
   * Set while a bulk load (sandbox/bulk-load.ts) writes: the list indexes and the tables kept by triggers
   * (search texts, file uses, order facts) are left alone until it has written every row.
   */
  isBulkLoading = false;

  /** `readOnly` opens a read worker's connection (sandbox/read-pool.ts): it can never write, whatever a task does. */
  constructor(path: string, { readOnly = false }: { readOnly?: boolean } = {}) {
    // Wait up to 5 s for a lock rather than fail at once: tests open the file a running sandbox holds.
    this.#db = new DatabaseSync(path, { timeout: 5000, readOnly });
    this.path = path;
    // The search texts and the name sorts' indexes are written with fold() (sandbox/fold.ts): every
    // connection that writes a record or reads through those indexes needs it.
    this.#db.function('fold', { deterministic: true }, (value) => foldValue(value) as SQLOutputValue);
  }

  /** The whole database as bytes (sqlite3_serialize): a seeded template to start copies from. */
  serialize(): Uint8Array {
    return this.#db.serialize();
  }

  /** Replaces the whole database with one `serialize` gave; only on a connection nothing has used yet. */
  deserialize(image: Uint8Array): void {
    this.#db.deserialize(image);
  }

  get isInMemory(): boolean {
    return this.path === IN_MEMORY;
  }

  prepare<Params extends unknown[] | object = unknown[], Row = unknown>(
    sql: string,
  ): SandboxStatement<Params extends unknown[] ? Params : [Params], Row> {
    return new SandboxStatement(this.#db.prepare(sql));
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  transaction<Args extends unknown[], T>(work: (...args: Args) => T): (...args: Args) => T {
    return (...args) => {
      const isNested = this.#db.isTransaction;
      this.#db.exec(isNested ? `SAVEPOINT ${SAVEPOINT}` : 'BEGIN');
      try {
        const result = work(...args);
        // Work that awaits would commit before it is done, and interleave with other requests' writes.
        if (result instanceof Promise) throw new TypeError('A transaction cannot run asynchronous work');
        this.#db.exec(isNested ? `RELEASE ${SAVEPOINT}` : 'COMMIT');
        return result;
      } catch (error) {
        // An error SQLite itself raised may have ended the transaction already.
        if (this.#db.isTransaction) this.#db.exec(isNested ? `ROLLBACK TO ${SAVEPOINT}; RELEASE ${SAVEPOINT}` : 'ROLLBACK');
        throw error;
      }
    };
  }

  /** Closing twice is harmless, as tests close a database the code under test may have closed. */
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

/** One name serves every level: ROLLBACK TO and RELEASE act on the innermost savepoint of that name. */
const SAVEPOINT = 'sandbox_nested';

/** node:sqlite takes the `@name` object as the first argument, as callers pass it; its value types are checked when bound. */
function bindable(params: unknown[]): SQLInputValue[] {
  return params as SQLInputValue[];
}

/** node:sqlite's rows have no prototype; a plain object behaves as every other record does (in tests, in logs). */
function plain<Row>(row: object): Row {
  return { ...row } as Row;
}

// Account timestamps are ISO text because they are record fields the console shows; code and token
// times are epoch milliseconds because they are only ever compared with the clock. Every integer id is
// AUTOINCREMENT, as in every table of the sandbox: without it SQLite hands a deleted row's id to the next
// one, and a new account that inherits a deleted one's id inherits whatever was bound to that id.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  name          TEXT NOT NULL,
  email         TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  role          TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
  status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited', 'disabled')),
  photo         INTEGER,               -- a file id (docs/api-contract.md#files)
  last_login_at TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  version       INTEGER NOT NULL DEFAULT 1,  -- moved on by every write (sandbox/conditional.ts)
  updated_by    TEXT CHECK (updated_by IS NULL OR json_valid(updated_by))  -- {id, name} of the last writer
);

-- One live code per e-mail: requesting a new code replaces the old one.
CREATE TABLE IF NOT EXISTS login_codes (
  email      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  salt       TEXT NOT NULL,
  code_hash  TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0
);

-- What the sandbox "sent": plain codes, readable only through the sandbox-only mailbox endpoint.
CREATE TABLE IF NOT EXISTS mailbox (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  email   TEXT NOT NULL,
  code    TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mailbox_by_email ON mailbox (email, id);

CREATE TABLE IF NOT EXISTS access_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id  TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS access_tokens_by_family ON access_tokens (family_id);

-- A family is every token descended from one login; reusing a spent refresh token revokes the family.
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id  TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS refresh_tokens_by_family ON refresh_tokens (family_id);

-- Every record's history (sandbox/history.ts): who changed what, when, and the record as it stood after,
-- for a restore (null after a delete). Kept for records of every resource, so no foreign key.
CREATE TABLE IF NOT EXISTS record_history (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  resource  TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  at        TEXT NOT NULL,
  by_id     INTEGER NOT NULL,
  by_name   TEXT NOT NULL,
  action    TEXT NOT NULL CHECK (action IN ('created', 'updated', 'status_changed', 'deleted', 'restored')),
  changes   TEXT NOT NULL CHECK (json_valid(changes)),  -- [{field, from, to}]
  snapshot  TEXT CHECK (snapshot IS NULL OR json_valid(snapshot)),
  label     TEXT,  -- what the record was called at the time (a deleted one keeps its last name)
  version   INTEGER  -- the record's version after the write (null for a delete or a store without versions)
);
CREATE INDEX IF NOT EXISTS record_history_by_record ON record_history (resource, record_id, id);
CREATE INDEX IF NOT EXISTS record_history_by_writer ON record_history (by_id, id);
`;

/** Children before parents, so a wipe never trips a foreign key. */
const TABLES = ['record_history', 'refresh_tokens', 'access_tokens', 'mailbox', 'login_codes', 'users'] as const;
/** The tables above with an integer id. */
const ID_TABLES = ['users', 'mailbox', 'record_history'] as const;

/**
 * Opens (creating if needed) the database at `path`, or a private one for `:memory:`; `image` (what
 * `SandboxDb.serialize` gave) is the private one's content, copied (sandbox/seed.ts seeds once and copies).
 */
export function openDatabase(path: string, { image }: { image?: Uint8Array } = {}): SandboxDb {
  const isFile = path !== IN_MEMORY;
  if (isFile) mkdirSync(dirname(path), { recursive: true });
  if (image && isFile) throw new Error('Only an in-memory database opens from an image; write it to the file instead');
  const db = new SandboxDb(path);
  if (image) db.deserialize(image);
  if (isFile) db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  addMissingColumns(db, 'users', VERSION_COLUMNS);
  addMissingColumns(db, 'record_history', { label: 'TEXT', version: 'INTEGER' });
  db.exec(SCHEMA);
  // Here, before any transaction: rebuilding users needs its children's foreign keys switched off.
  for (const table of ID_TABLES) makeIdsAutoincrement(db, table);
  return db;
}

/**
 * A table made before its id was AUTOINCREMENT is rebuilt with it, rows, ids and indexes kept (SQLite
 * cannot alter a column's definition in place). From then on no id is ever given out twice. A table
 * that already has it, or does not exist yet, is left alone.
 *
 * The rebuild drops the old table, which with foreign keys on would delete its children's rows: a
 * table others refer to (users) must be rebuilt outside a transaction, where they can be switched off.
 */
export function makeIdsAutoincrement(db: SandboxDb, table: string): void {
  const made = db.prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  if (!made || /\bAUTOINCREMENT\b/i.test(made.sql)) return;
  const rebuilt = `${table}_autoincrement`;
  const definition = made.sql
    .replace(/^CREATE TABLE\s+(IF NOT EXISTS\s+)?("?)\w+\2/i, `CREATE TABLE ${rebuilt}`)
    .replace(/\bid(\s+)INTEGER PRIMARY KEY\b/i, 'id$1INTEGER PRIMARY KEY AUTOINCREMENT');
  if (!/\bAUTOINCREMENT\b/.test(definition)) throw new Error(`The ${table} table has no integer id to make AUTOINCREMENT`);
  const indexes = db
    .prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .all(table);
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    db.transaction(() => {
      db.exec(definition);
      db.exec(`INSERT INTO ${rebuilt} SELECT * FROM ${table}`);
      db.exec(`DROP TABLE ${table}`);
      db.exec(`ALTER TABLE ${rebuilt} RENAME TO ${table}`);
      for (const index of indexes) db.exec(index.sql);
    })();
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

/**
 * Starts a wiped table's ids from 1 again. Only a reset does this: it ends every session and replaces
 * every record, so nothing that named an old id is left to meet a new one.
 */
export function restartIds(db: SandboxDb, tables: readonly string[]): void {
  const hasSequence = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'").get() !== undefined;
  if (!hasSequence) return;
  const remove = db.prepare<[string]>('DELETE FROM sqlite_sequence WHERE name = ?');
  for (const table of tables) remove.run(table);
}

/** The columns every table of records holds for conditional writes (sandbox/conditional.ts). */
export const VERSION_COLUMNS: Readonly<Record<string, string>> = {
  version: 'INTEGER NOT NULL DEFAULT 1',
  updated_by: 'TEXT CHECK (updated_by IS NULL OR json_valid(updated_by))',
};

/** A database made before a table had these columns gains them (a table not made yet is left to its schema). */
export function addMissingColumns(db: SandboxDb, table: string, columns: Readonly<Record<string, string>>): void {
  const present = new Set(db.prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`).all().map((column) => column.name));
  if (present.size === 0) return;
  for (const [name, definition] of Object.entries(columns)) if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
}

export function isDatabaseEmpty(db: SandboxDb): boolean {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n === 0;
}

export function wipeDatabase(db: SandboxDb): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
    restartIds(db, ID_TABLES);
  })();
}
