/** @jest-environment node */
// Who uses a file, worked out from the references the definitions declare: single and multiple file fields,
// file fields inside array rows, references declared beside the fields, and staff photos; never from field
// names alone.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCatalogueStore } from './catalogue-store';
import { openDatabase, type SandboxDb } from './db';
import { createFilesStore, fileFolder, releaseFileFolder, wipeFiles, type NewFile } from './files-store';

jest.mock('@/areas/registry', () => ({
  RESOURCES: {
    galleries: {
      singular: 'Gallery',
      columns: [{ field: 'title', label: 'Title' }],
      fields: [
        { type: 'string', name: 'title', label: 'Title' },
        { type: 'collection', name: 'cover', label: 'Cover', resource: 'files', labelField: 'filename', onDelete: 'refuse' },
        { type: 'collection', name: 'images', label: 'Images', resource: 'files', labelField: 'filename', multiple: true, onDelete: 'refuse' },
        { type: 'collection', name: 'products', label: 'Products', resource: 'products', labelField: 'name', multiple: true, onDelete: 'clear' },
        {
          type: 'array',
          name: 'slides',
          label: 'Slides',
          itemLabel: 'slide',
          newItem: {},
          of: [
            { type: 'collection', name: 'file', label: 'File', resource: 'files', labelField: 'filename', onDelete: 'refuse' },
            { type: 'collection', name: 'extras', label: 'Extras', resource: 'files', labelField: 'filename', multiple: true, onDelete: 'refuse' },
          ],
        },
      ],
      // Only a `picture` block holds a file in `media`; a `link` block's `media` is some other record.
      references: [{ path: 'blocks[].media', resource: 'files', when: { type: 'picture' }, onDelete: 'refuse' }],
    },
    notes: { singular: 'Note', columns: [{ field: 'body', label: 'Body' }], fields: [{ type: 'string', name: 'cover', label: 'Cover' }] },
  },
}));

let db: SandboxDb;

beforeEach(() => {
  db = openDatabase(':memory:');
});

afterEach(() => {
  db.close();
  releaseFileFolder(db);
});

function addFile(store: ReturnType<typeof createFilesStore>, name: string): number {
  const at = '2026-01-01T00:00:00.000Z';
  const file: NewFile = { filename: name, mime_type: 'image/png', kind: 'image', size_bytes: 1, width: 1, height: 1, alt_text: null, uploaded_by: 'Ada', storage_key: name, created_at: at, updated_at: at };
  writeFileSync(join(store.folder, name), 'x');
  return store.insert(file).id;
}

it('counts every declared file field, single, multiple and inside array rows, once per record', () => {
  const files = createFilesStore(db);
  const catalogue = createCatalogueStore(db);
  const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((name) => addFile(files, name));
  const first = catalogue.insert('galleries', { title: 'Spring', cover: a, images: [a, b], products: [c], slides: [], blocks: [{ type: 'link', media: e }] });
  const third = catalogue.insert('galleries', { title: 'Blocks', cover: null, images: [], slides: [], blocks: [{ type: 'picture', media: e }, { type: 'picture', media: e }] });
  const second = catalogue.insert('galleries', { title: '', cover: null, images: [], slides: [{ file: b, extras: [] }, { file: null, extras: [c] }] });
  // A field that is not a file field never counts, even when it is called `cover` and holds a number.
  catalogue.insert('notes', { body: 'n', cover: d });
  db.prepare("INSERT INTO users (name, email, role, created_at, updated_at) VALUES ('Ivy', 'ivy@example.com', 'editor', 'x', 'x')").run();
  db.prepare("INSERT INTO users (name, email, role, photo, created_at, updated_at) VALUES ('Pat', 'pat@example.com', 'admin', ?, 'x', 'x')").run(String(a));
  db.prepare("INSERT INTO users (name, email, role, photo, created_at, updated_at) VALUES ('Old', 'old@example.com', 'admin', 'https://example.com/a.png', 'x', 'x')").run();

  expect(files.find(a)?.usage_count).toBe(2);
  expect(files.usedBy(a)).toEqual([
    { resource: 'galleries', id: first.id, title: 'Spring' },
    { resource: 'users', id: 2, title: 'Pat' },
  ]);
  expect(files.find(b)?.usage_count).toBe(2);
  expect(files.usedBy(b).map((use) => use.title)).toEqual(['Spring', `Gallery #${second.id}`]);
  expect(files.find(c)?.usage_count).toBe(1);
  expect(files.find(d)?.usage_count).toBe(0);
  expect(files.usedBy(e)).toEqual([{ resource: 'galleries', id: third.id, title: 'Blocks' }]);

  const page = files.list({ page: 1, limit: 10, order: 'asc', sort: 'filename' });
  expect(page.records.map((row) => [row.filename, row.usage_count])).toEqual([
    ['a', 2],
    ['b', 2],
    ['c', 1],
    ['d', 0],
    ['e', 1],
  ]);
});

it('keeps an in-memory database’s bytes in a private folder that a wipe empties and closing removes', () => {
  const files = createFilesStore(db);
  const folder = fileFolder(db);
  const id = addFile(files, 'kept');
  expect(existsSync(join(folder, 'kept'))).toBe(true);
  files.remove(files.find(id)!);
  expect(existsSync(join(folder, 'kept'))).toBe(false);
  addFile(files, 'again');
  wipeFiles(db);
  expect(files.list({ page: 1, limit: 10, order: 'asc', sort: 'id' }).total).toBe(0);
  expect(existsSync(join(folder, 'again'))).toBe(false);
  db.close();
  releaseFileFolder(db);
  expect(existsSync(folder)).toBe(false);
});

it('gives the files of a database made before versions their columns, each file at version 1, moved on by a save', () => {
  db.exec(`CREATE TABLE files (
    id INTEGER PRIMARY KEY, filename TEXT NOT NULL, mime_type TEXT NOT NULL, kind TEXT NOT NULL, size_bytes INTEGER NOT NULL,
    width INTEGER, height INTEGER, alt_text TEXT, uploaded_by TEXT NOT NULL, storage_key TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`);
  db.exec("INSERT INTO files VALUES (7, 'old.png', 'image/png', 'image', 1, 1, 1, NULL, 'Ada', 'old', 'x', 'x')");
  const files = createFilesStore(db);
  const old = files.find(7)!;
  expect(old).toMatchObject({ filename: 'old.png', version: 1 });
  expect(old).not.toHaveProperty('updated_by');
  expect(files.update(7, { filename: 'renamed.png', alt_text: 'Alt', updated_at: 'y' })).toMatchObject({ filename: 'renamed.png', version: 2 });
  expect(files.list({ page: 1, limit: 10, order: 'asc', sort: 'id' }).records.map((row) => row.version)).toEqual([2]);
});
