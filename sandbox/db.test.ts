/** @jest-environment node */
// The typed surface over node:sqlite that every sandbox store uses: parameters, rows, run results and
// transactions behave as the stores expect (they were written against better-sqlite3's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY, openDatabase, SandboxDb, wipeDatabase } from './db';

let db: SandboxDb;

beforeEach(() => {
  db = new SandboxDb(IN_MEMORY);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE, rank INTEGER)');
});

afterEach(() => db.close());

const bodies = () => db.prepare<[], { body: string }>('SELECT body FROM notes ORDER BY id').all().map((row) => row.body);

it('binds @name parameters from an object, ignoring keys the statement does not name', () => {
  const insert = db.prepare<{ body: string; rank: number }>('INSERT INTO notes (body, rank) VALUES (@body, @rank)');
  const record = { body: 'first', rank: 2, createdBy: 'Ada' };
  insert.run(record);
  expect(db.prepare<[string], { body: string; rank: number }>('SELECT body, rank FROM notes WHERE body = ?').get('first')).toEqual({ body: 'first', rank: 2 });
});

it('reports changes and the new row id as numbers', () => {
  const insert = db.prepare<[string]>('INSERT INTO notes (body) VALUES (?)');
  expect(insert.run('a')).toEqual({ changes: 1, lastInsertRowid: 1 });
  expect(insert.run('b')).toEqual({ changes: 1, lastInsertRowid: 2 });
  expect(db.prepare('DELETE FROM notes').run()).toEqual({ changes: 2, lastInsertRowid: 2 });
});

it('gives rows as plain objects, and undefined when there is none', () => {
  db.prepare('INSERT INTO notes (body) VALUES (?)').run('a');
  const row = db.prepare<[], { body: string }>('SELECT body FROM notes').get();
  expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  expect(row).toStrictEqual({ body: 'a' });
  expect(db.prepare<[string]>('SELECT body FROM notes WHERE body = ?').get('nothing')).toBeUndefined();
});

it('commits a transaction and returns what the work returned', () => {
  const added = db.transaction((first: string, second: string) => {
    db.prepare('INSERT INTO notes (body) VALUES (?), (?)').run(first, second);
    return 2;
  })('a', 'b');
  expect(added).toBe(2);
  expect(bodies()).toEqual(['a', 'b']);
});

it('rolls the whole transaction back when the work throws, and rethrows', () => {
  const failing = db.transaction(() => {
    db.prepare('INSERT INTO notes (body) VALUES (?)').run('a');
    db.prepare('INSERT INTO notes (body) VALUES (?)').run('a');
  });
  expect(failing).toThrow(/UNIQUE/);
  expect(bodies()).toEqual([]);
  // The database is usable again: no transaction was left open.
  db.transaction(() => db.prepare('INSERT INTO notes (body) VALUES (?)').run('b'))();
  expect(bodies()).toEqual(['b']);
});

it('nests in a savepoint: an inner failure undoes only the inner work, an outer failure undoes both', () => {
  const add = (body: string) => db.prepare('INSERT INTO notes (body) VALUES (?)').run(body);
  db.transaction(() => {
    add('outer');
    expect(() =>
      db.transaction(() => {
        add('inner');
        throw new Error('inner failed');
      })(),
    ).toThrow('inner failed');
    db.transaction(() => add('inner kept'))();
  })();
  expect(bodies()).toEqual(['outer', 'inner kept']);

  expect(() =>
    db.transaction(() => {
      add('second outer');
      db.transaction(() => add('second inner'))();
      throw new Error('outer failed');
    })(),
  ).toThrow('outer failed');
  expect(bodies()).toEqual(['outer', 'inner kept']);
});

it('refuses asynchronous work, keeping none of it', () => {
  const pending = db.transaction(async () => {
    db.prepare('INSERT INTO notes (body) VALUES (?)').run('a');
  });
  expect(() => void pending()).toThrow('A transaction cannot run asynchronous work');
  expect(bodies()).toEqual([]);
});

it('closes once, however often it is asked', () => {
  db.close();
  expect(() => db.close()).not.toThrow();
});

describe('ids', () => {
  const insertUser = (into: SandboxDb, email: string) =>
    into.prepare<[string]>("INSERT INTO users (name, email, role, created_at, updated_at) VALUES ('Ann', ?, 'editor', 'x', 'x')").run(email).lastInsertRowid;

  it('never hands a deleted row’s id to the next row, and starts again from 1 after a reset', () => {
    const fresh = openDatabase(IN_MEMORY);
    try {
      insertUser(fresh, 'a@example.com');
      const second = insertUser(fresh, 'b@example.com');
      fresh.prepare<[number]>('DELETE FROM users WHERE id = ?').run(second);
      expect(insertUser(fresh, 'c@example.com')).toBe(second + 1);
      wipeDatabase(fresh);
      expect(insertUser(fresh, 'd@example.com')).toBe(1);
    } finally {
      fresh.close();
    }
  });

  it('rebuilds a database made before AUTOINCREMENT when opened, keeping rows, their children and indexes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    const path = join(dir, 'old.db');
    try {
      const old = new SandboxDb(path);
      old.exec(`
        CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE, role TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'active', photo INTEGER, last_login_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
        CREATE TABLE login_codes (email TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          salt TEXT NOT NULL, code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE mailbox (id INTEGER PRIMARY KEY, email TEXT NOT NULL, code TEXT NOT NULL, sent_at INTEGER NOT NULL);
        CREATE INDEX mailbox_by_email ON mailbox (email, id);
      `);
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) insertUser(old, email);
      old.exec("INSERT INTO login_codes (email, user_id, salt, code_hash, expires_at) VALUES ('a@example.com', 1, 's', 'h', 1)");
      old.exec("INSERT INTO mailbox (email, code, sent_at) VALUES ('a@example.com', '123456', 1)");
      old.close();

      const db = openDatabase(path);
      try {
        const tableSql = (name: string) => db.prepare<[string], { sql: string }>('SELECT sql FROM sqlite_master WHERE name = ?').get(name)?.sql;
        expect(tableSql('users')).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
        expect(tableSql('mailbox')).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
        expect(tableSql('mailbox_by_email')).toBeDefined();
        expect(db.prepare<[], { email: string }>('SELECT email FROM users ORDER BY id').all().map((u) => u.email)).toEqual([
          'a@example.com',
          'b@example.com',
          'c@example.com',
        ]);
        // Rebuilding users deleted none of the rows that refer to it.
        expect(db.prepare('SELECT user_id FROM login_codes').all()).toEqual([{ user_id: 1 }]);
        expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
        db.exec('DELETE FROM users WHERE id = 3');
        expect(insertUser(db, 'd@example.com')).toBe(4);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
