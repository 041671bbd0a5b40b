/** @jest-environment node */
// A new sandbox is a copy of the demo data seeded once per clock (sandbox/seed.ts openSeededDatabase), not a
// seed of its own: the copy must hold what a fresh seed holds (records, derived tables, the files' bytes),
// and each copy must be its own (a write to one is in no other).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY, openDatabase, type SandboxDb } from './db';
import { createFilesStore } from './files-store';
import { openSeededDatabase, seedIfEmpty } from './seed';

const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const REAL_CLOCK = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.(?!000)\d{3}Z/g;
const opened: SandboxDb[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const db of opened) db.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * Every row of the tables a sandbox reads, ids and all, except the files' storage keys (new per seed) and
 * the instants a seed takes from the real clock rather than its own (a pending invitation's expiry: they
 * have milliseconds, the seed's own instants none).
 */
function contents(db: SandboxDb): string {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return tables
    .map(({ name }) => {
      const rows = db.prepare<[], Record<string, unknown>>(`SELECT * FROM "${name}"`).all().map(({ storage_key: _key, ...row }) => JSON.stringify(row).replace(REAL_CLOCK, 'real clock'));
      return `${name}: ${rows.sort().join('\n')}`;
    })
    .join('\n');
}

const open = (db: SandboxDb) => {
  opened.push(db);
  return db;
};

it('holds what a fresh seed at the same clock holds, derived tables and indexes included', () => {
  const fresh = open(openDatabase(IN_MEMORY));
  seedIfEmpty(fresh, NOW);
  const copy = open(openSeededDatabase(IN_MEMORY, NOW));
  expect(contents(copy)).toEqual(contents(fresh));
  const schema = (db: SandboxDb) => db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name").all().map((row) => row.sql);
  expect(schema(copy)).toEqual(schema(fresh));
});

it('gives every copy its own data and its own files’ bytes, in memory and in a file', () => {
  const first = open(openSeededDatabase(IN_MEMORY, NOW));
  const folder = mkdtempSync(join(tmpdir(), 'seed-image-'));
  folders.push(folder);
  const second = open(openSeededDatabase(join(folder, 'sandbox.db'), NOW));
  first.prepare("UPDATE users SET name = 'Changed in the first' WHERE email = 'admin@example.com'").run();
  expect(second.prepare<[], { name: string }>("SELECT name FROM users WHERE email = 'admin@example.com'").get()?.name).toBe('Ada Admin');

  const [firstFiles, secondFiles] = [first, second].map((db) => createFilesStore(db));
  const file = firstFiles.find(1)!;
  expect(firstFiles.folder).not.toBe(secondFiles.folder);
  expect(readFileSync(secondFiles.pathOf(secondFiles.find(1)!)).equals(readFileSync(firstFiles.pathOf(file)))).toBe(true);
  expect(readFileSync(firstFiles.pathOf(file)).length).toBe(file.size_bytes);
});

it('opens a database file in use as it is, seeding nothing over it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'seed-image-'));
  folders.push(folder);
  const path = join(folder, 'sandbox.db');
  const db = openSeededDatabase(path, NOW);
  db.prepare("UPDATE users SET name = 'Kept' WHERE email = 'admin@example.com'").run();
  db.close();
  const again = open(openSeededDatabase(path, NOW + 60_000));
  expect(again.prepare<[], { name: string }>("SELECT name FROM users WHERE email = 'admin@example.com'").get()?.name).toBe('Kept');
});
