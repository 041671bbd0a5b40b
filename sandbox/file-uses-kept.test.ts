/** @jest-environment node */
// A file's uses are kept in file_uses by triggers as records are written (files-store.ts), so a page of the
// library costs the same however many records the shop holds: its statements read files and file_uses
// through their keys and never a record's JSON, a database made before the table gets it built once, and
// at shop size (5,000 files, 20,000+ records) a page of 20 answers well inside the library's 300 ms.
import { createCatalogueStore, ensureCatalogueSchema } from './catalogue-store';
import { openDatabase, type SandboxDb } from './db';
import { createFilesStore, ensureFileUses, ensureFilesSchema, releaseFileFolder } from './files-store';

let db: SandboxDb;

beforeEach(() => {
  db = openDatabase(':memory:');
});

afterEach(() => {
  db.close();
  releaseFileFolder(db);
});

const AT = '2026-01-01T00:00:00.000Z';

/** `files` rows straight into the table (the bytes are never read here). */
function addFiles(count: number): number[] {
  const insert = db.prepare<[string, string], { id: number }>(
    `INSERT INTO files (filename, mime_type, kind, size_bytes, width, height, alt_text, uploaded_by, storage_key, created_at, updated_at)
     VALUES (?, 'image/png', 'image', 1, 1, 1, NULL, 'Ada', ?, '${AT}', '${AT}') RETURNING id`,
  );
  return db.transaction(() => Array.from({ length: count }, (_, n) => insert.get(`photo-${n}.png`, `key-${n}`)!.id))();
}

/**
 * Grows the catalogue with `count` content items (a hero image, and a gallery block of two more) and as many
 * orders (no files): the uses each file should show, by id.
 */
function addRecords(fileIds: number[], count: number): Map<number, number> {
  const insert = db.prepare<[string, string]>('INSERT INTO catalogue_records (resource, data) VALUES (?, ?)');
  const expected = new Map<number, number>();
  const use = (ids: number[]) => new Set(ids).forEach((id) => expected.set(id, (expected.get(id) ?? 0) + 1));
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const [hero, a, b] = [n, n * 7 + 1, n * 13 + 2].map((k) => fileIds[k % fileIds.length]);
      insert.run('content', JSON.stringify({ title: `Item ${n}`, hero_image: hero, blocks: [{ type: 'gallery', files: [a, b] }] }));
      use([hero, a, b]);
      insert.run('orders', JSON.stringify({ number: `#${n}`, lines: [{ product_id: n, quantity: 1 }] }));
    }
  })();
  return expected;
}

/** What SQLite plans for a statement (its parameters unbound). */
function planOf(sql: string): string {
  return db
    .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => row.detail)
    .join('\n');
}

it('lists a page through the kept uses, never reading the records', () => {
  const files = createFilesStore(db);
  addRecords(addFiles(500), 2_000);
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  jest.spyOn(db, 'prepare').mockImplementation(((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as typeof db.prepare);
  const page = files.list({ page: 3, limit: 20, sort: 'filename', order: 'asc' });
  expect(page.records).toHaveLength(20);
  expect(prepared.length).toBeGreaterThan(0);
  jest.restoreAllMocks();
  for (const sql of prepared) {
    const plan = planOf(sql);
    // catalogue_records and users are never scanned, nor a record's JSON walked with json_each.
    expect(plan).not.toMatch(/catalogue_records|\busers\b|SCAN r\b|json_each|SCAN item/);
  }
});

it('keeps the counts through inserts, updates (a restore is one) and deletes', () => {
  const files = createFilesStore(db);
  const catalogue = createCatalogueStore(db);
  const [first, second, third] = addFiles(3);
  const made = catalogue.insert('content', { title: 'Shelf guide', hero_image: first, og_image: first, blocks: [{ type: 'single_image', file: second }] });
  expect([first, second, third].map((id) => files.find(id)!.usage_count)).toEqual([1, 1, 0]);
  const { id: _id, ...before } = made;
  catalogue.update('content', made.id, { ...before, hero_image: third, og_image: null, blocks: [] });
  expect([first, second, third].map((id) => files.find(id)!.usage_count)).toEqual([0, 0, 1]);
  // A restore saves the earlier version through the same update.
  catalogue.update('content', made.id, before);
  expect([first, second, third].map((id) => files.find(id)!.usage_count)).toEqual([1, 1, 0]);
  catalogue.remove('content', made.id);
  expect([first, second, third].map((id) => files.find(id)!.usage_count)).toEqual([0, 0, 0]);
  // A staff photo is a use too, dropped when the photo changes.
  const user = db
    .prepare<[number], { id: number }>(`INSERT INTO users (name, email, role, photo, created_at, updated_at) VALUES ('Ada', 'ada@example.com', 'admin', ?, '${AT}', '${AT}') RETURNING id`)
    .get(second)!;
  expect(files.usedBy(second)).toEqual([{ resource: 'users', id: user.id, title: 'Ada' }]);
  db.prepare('UPDATE users SET photo = ? WHERE id = ?').run(third, user.id);
  expect([second, third].map((id) => files.find(id)!.usage_count)).toEqual([0, 1]);
  db.prepare('DELETE FROM users WHERE id = ?').run(user.id);
  expect(files.find(third)!.usage_count).toBe(0);
});

it('builds the uses of a database made before they were kept, once', () => {
  ensureFilesSchema(db);
  ensureCatalogueSchema(db);
  const ids = addFiles(40);
  const expected = addRecords(ids, 300);
  // As a database made before the table: no triggers, no kept uses.
  for (const name of ['file_uses_record_insert', 'file_uses_record_update', 'file_uses_record_delete', 'file_uses_user_insert', 'file_uses_user_update', 'file_uses_user_delete']) {
    db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  }
  db.exec('DROP TABLE IF EXISTS file_uses');
  const files = createFilesStore(db);
  const counts = files.list({ page: 1, limit: 100, sort: 'id', order: 'asc' }).records.map((file) => [file.id, file.usage_count]);
  expect(counts).toEqual(ids.map((id) => [id, expected.get(id) ?? 0]));
  // Opened again with the same declarations, nothing is rebuilt.
  const statements: string[] = [];
  const exec = db.exec.bind(db);
  jest.spyOn(db, 'exec').mockImplementation((sql: string) => {
    statements.push(sql);
    exec(sql);
  });
  ensureFileUses(db);
  jest.restoreAllMocks();
  expect(statements.filter((sql) => /INSERT|DELETE|TRIGGER/.test(sql))).toEqual([]);
});

it('answers a page of 20 well inside 300 ms at 5,000 files and 20,000 records', () => {
  const files = createFilesStore(db);
  const ids = addFiles(5_000);
  const expected = addRecords(ids, 10_000); // 10,000 content items and 10,000 orders
  const started = performance.now();
  const page = files.list({ page: 1, limit: 20, sort: 'created_at', order: 'desc' });
  const elapsed = performance.now() - started;
  expect(page.total).toBe(5_000);
  expect(page.records.map((file) => file.usage_count)).toEqual(page.records.map((file) => expected.get(file.id) ?? 0));
  expect(elapsed).toBeLessThan(300);
});
