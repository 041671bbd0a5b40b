// The sandbox's SQLite database: its schema, opening it, and wiping it for a reset.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type SandboxDb = Database.Database;

export const IN_MEMORY = ':memory:';

// Account timestamps are ISO text because they are record fields the console shows; code and token
// times are epoch milliseconds because they are only ever compared with the clock.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL,
  email         TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  role          TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
  status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited', 'disabled')),
  photo         INTEGER,               -- a file id (docs/api-contract.md#files)
  last_login_at TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
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
  id      INTEGER PRIMARY KEY,
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
`;

/** Children before parents, so a wipe never trips a foreign key. */
const TABLES = ['refresh_tokens', 'access_tokens', 'mailbox', 'login_codes', 'users'] as const;

/** Opens (creating if needed) the database at `path`, or a private one for `:memory:`. */
export function openDatabase(path: string): SandboxDb {
  const isFile = path !== IN_MEMORY;
  if (isFile) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (isFile) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
}

export function isDatabaseEmpty(db: SandboxDb): boolean {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n === 0;
}

export function wipeDatabase(db: SandboxDb): void {
  db.transaction(() => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
  })();
}
