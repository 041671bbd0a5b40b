/** @jest-environment node */
// The typed surface over node:sqlite that every sandbox store uses: parameters, rows, run results and
// transactions behave as the stores expect (they were written against better-sqlite3's).
import { IN_MEMORY, SandboxDb } from './db';

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
