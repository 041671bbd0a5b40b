/** @jest-environment node */
// The file library counts a file's uses with SQL over the references the definitions declare
// (files-store.ts), and a DELETE refuses with the shared check that reads the same declarations in code
// (references.ts). On the real definitions and the seeded data, with uses added in every kind of place
// (a field, a list, a block, a card), the two agree for every file: the library never says "unused" of a
// file the delete would refuse, nor the reverse.
import { createCatalogueStore } from './catalogue-store';
import { openDatabase, type SandboxDb } from './db';
import { createFilesStore, releaseFileFolder } from './files-store';
import { refusingUses } from './references';
import { seedIfEmpty } from './seed';

let db: SandboxDb;

beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db, Date.UTC(2026, 0, 15, 12));
});
afterAll(() => releaseFileFolder(db));

it('counts the same uses of every file as the delete check, staff photos aside', () => {
  const catalogue = createCatalogueStore(db);
  const files = createFilesStore(db);
  const [first, second, third] = files.list({ page: 1, limit: 3, sort: 'id', order: 'asc' }).records.map((file) => file.id);
  const usesOf = (file: number) => refusingUses(catalogue, 'files', file).length;
  const before = [first, second, third].map(usesOf);
  // Uses in a list field, a content block and an influencer's card, beside the seeded ones.
  const product = catalogue.all('products')[0];
  catalogue.update('products', product.id, { ...product, images: [first, second] });
  const content = catalogue.all('content')[0];
  catalogue.update('content', content.id, { ...content, blocks: [...(content.blocks as unknown[]), { type: 'single_image', file: third, alt: 'A shelf' }] });
  const influencer = catalogue.all('influencers').find((row) => Array.isArray(row.routine_cards) && row.routine_cards.length > 0)!;
  const cards = (influencer.routine_cards as Record<string, unknown>[]).map((card, index) => (index === 0 ? { ...card, image: first } : card));
  catalogue.update('influencers', influencer.id, { ...influencer, routine_cards: cards });

  const all = files.list({ page: 1, limit: 100, sort: 'id', order: 'asc' }).records;
  expect(all.length).toBeGreaterThan(3);
  const counted = all.map((file) => [file.id, file.usage_count - files.usedBy(file.id).filter((use) => use.resource === 'users').length]);
  const checked = all.map((file) => [file.id, refusingUses(catalogue, 'files', file.id).length]);
  expect(counted).toEqual(checked);
  // Each added use is seen, so the agreement is not two checks both blind to one place.
  expect([first, second, third].map(usesOf)).toEqual([before[0] + 2, before[1] + 1, before[2] + 1]);
});
