/** @jest-environment node */
// The shop scenario (sandbox/shop.ts) at a fiftieth of its size, reset to over real HTTP: every resource holds
// what SHOP_SIZES says at that scale, every generated record passes its resource's schema and what its
// status requires, slugs and numbers stay unique, GB/US content pairs name each other, the dates reach back
// two years, and two resets give the same records. The real sizes are the shop's (checked as declared;
// generating them takes tens of seconds, see README "The sandbox at shop scale").
import { createHash } from 'node:crypto';
import { RESOURCES, isResourceName } from '@/areas/registry';
import { collect } from './area';
import { SANDBOX_AREAS } from './areas';
import { createCatalogueStore } from './catalogue-store';
import { createFilesStore } from './files-store';
import { SHOP_SIZES, shopSizes } from './shop';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';
const SCALE = 0.02;
const DAY = 86_400_000;

/** A fixed clock: generated dates count back from it, so two resets give the same records. */
const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
// Each reset generates a small shop: seconds, more on a busy machine.
jest.setTimeout(180_000);
const sandbox = testSandbox({ signedInAs: ADMIN, hasDbFile: true, now: () => NOW });
const GROWN = ['products', 'bundles', 'categories', 'content-categories', 'content', 'orders', 'customers', 'subscribers', 'influencers', 'team-members', 'users', 'files', 'conversations'] as const;

/** What the demo seed holds (the sandbox starts on it): each list's total, and the last catalogue id. */
const demo = { totals: {} as Record<string, number>, lastId: 0 };
beforeAll(async () => {
  for (const resource of GROWN) demo.totals[resource] = (await sandbox.data<{ total: number }>('GET', `/v1/${resource}?limit=1`)).total;
  demo.lastId = sandbox.openDatabase().prepare<[], { id: number }>('SELECT MAX(id) AS id FROM catalogue_records').get()!.id;
});

async function resetToShop(): Promise<string> {
  const answer = await sandbox.call('POST', '/__sandbox/reset', { scenario: 'shop', scale: SCALE }, '');
  expect(answer.status).toBe(200);
  return sandbox.tokenFor(ADMIN);
}

/** A digest of every generated row (the seed dates some by the real clock), to compare two resets. */
function catalogueDigest(): string {
  const db = sandbox.openDatabase();
  const hash = createHash('sha256');
  for (const row of db.prepare<[number], { id: number; resource: string; data: string }>('SELECT id, resource, data FROM catalogue_records WHERE id > ? ORDER BY id').all(demo.lastId)) {
    hash.update(`${row.id}\t${row.resource}\t${row.data}\n`);
  }
  for (const row of db.prepare<[], Record<string, unknown>>('SELECT id, filename, alt_text, created_at FROM files ORDER BY id').all()) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

describe('the shop scenario', () => {
  it('declares the issue’s sizes', () => {
    expect(SHOP_SIZES).toMatchObject({
      products: 5_000,
      bundles: 500,
      categories: 250,
      'content-categories': 150,
      content: 20_000,
      orders: 200_000,
      customers: 100_000,
      subscribers: 50_000,
      influencers: 300,
      'team-members': 200,
      users: 150,
      files: 5_000,
      conversations: 20_000,
      longConversationMessages: 5_000,
    });
  });

  it('refuses a scale outside (0, 1]', async () => {
    const answer = await sandbox.call('POST', '/__sandbox/reset', { scenario: 'shop', scale: 2 }, '');
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('Scale must be at most 1');
  });

  it('holds every resource at its size, the lists answering those totals', async () => {
    const token = await resetToShop();
    const sizes = shopSizes(SCALE);
    const totals = async (resource: string) => (await sandbox.data<{ total: number }>('GET', `/v1/${resource}?limit=1`, undefined, token)).total;
    for (const resource of GROWN) {
      expect([resource, await totals(resource)]).toEqual([resource, Math.max(sizes[resource], demo.totals[resource])]);
    }
    const db = sandbox.openDatabase();
    const longest = db
      .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = 'conversation-messages' GROUP BY json_extract(data, '$.conversation_id') ORDER BY n DESC LIMIT 1")
      .get()!.n;
    expect(longest).toBe(Math.max(sizes.longConversationMessages, 1000));
  });

  it('generates records as valid as the seed’s: schema, status requirements, unique slugs and numbers', async () => {
    await resetToShop();
    const db = sandbox.openDatabase();
    const store = createCatalogueStore(db);
    const files = createFilesStore(db);
    const requirements = collect(SANDBOX_AREAS, 'statusRequirements');
    const lookups = { store, fileOf: (id: number) => files.find(id) };
    const problems: string[] = [];
    const resources = db.prepare<[], { resource: string }>('SELECT DISTINCT resource FROM catalogue_records').all().map((row) => row.resource);
    for (const resource of resources.filter(isResourceName)) {
      // The seed's own records are its tests' business (one feedback breaks its schema on purpose).
      for (const record of store.all(resource).filter((row) => row.id > demo.lastId)) {
        const parsed = RESOURCES[resource].schema.safeParse(record);
        if (!parsed.success) problems.push(`${resource} #${record.id}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
        const refusal = requirements[resource]?.(record, lookups);
        if (refusal) problems.push(`${resource} #${record.id} (${String(record.status)}): ${refusal.message}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);

    const duplicates = (resource: string, fields: string[]) =>
      db
        .prepare<[string], { n: number }>(
          `SELECT COUNT(*) AS n FROM (SELECT 1 FROM catalogue_records WHERE resource = ? GROUP BY ${fields.map((f) => `json_extract(data, '$.${f}')`).join(', ')} HAVING COUNT(*) > 1)`,
        )
        .get(resource)!.n;
    expect(duplicates('products', ['region', 'slug'])).toBe(0);
    expect(duplicates('products', ['gtin'])).toBe(0);
    expect(duplicates('bundles', ['region', 'slug'])).toBe(0);
    expect(duplicates('categories', ['slug'])).toBe(0);
    expect(duplicates('content-categories', ['slug'])).toBe(0);
    expect(duplicates('content', ['region', 'slug'])).toBe(0);
    expect(duplicates('team-members', ['slug'])).toBe(0);
    expect(duplicates('influencers', ['slug'])).toBe(0);
    expect(duplicates('influencers', ['referral_code'])).toBe(0);
    expect(duplicates('orders', ['order_number'])).toBe(0);
    expect(duplicates('customers', ['email'])).toBe(0);
    expect(duplicates('subscribers', ['email'])).toBe(0);
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) - COUNT(DISTINCT email) AS n FROM users').get()!.n).toBe(0);
  });

  it('links the generated content in GB/US pairs both ways, and spreads orders over two years', async () => {
    const token = await resetToShop();
    const db = sandbox.openDatabase();
    const oneWay = db
      .prepare<[number], { n: number }>(
        `SELECT COUNT(*) AS n FROM catalogue_records a JOIN catalogue_records b ON b.id = json_extract(a.data, '$.us_equivalent_id')
         WHERE a.resource = 'content' AND a.id > ? AND json_extract(a.data, '$.region') = 'gb' AND json_extract(b.data, '$.gb_equivalent_id') IS NOT a.id`,
      )
      .get(demo.lastId)!.n;
    expect(oneWay).toBe(0);
    const paired = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = 'content' AND json_extract(data, '$.gb_equivalent_id') IS NOT NULL").get()!.n;
    expect(paired).toBeGreaterThan(shopSizes(SCALE).content * 0.45);
    // The report finds no problem in a generated pair: its problems are the seed's alone.
    const report = await sandbox.data<{ counts: Record<string, number> }>('GET', '/v1/content/equivalence?limit=1', undefined, token);
    await sandbox.call('POST', '/__sandbox/reset', { scenario: 'demo' }, '');
    const seeded = await sandbox.data<{ counts: Record<string, number> }>('GET', '/v1/content/equivalence?limit=1', undefined, await sandbox.tokenFor(ADMIN));
    expect(report.counts).toEqual({ ...seeded.counts, regional: seeded.counts.regional + 1 });

    await resetToShop();
    const oldest = db.prepare<[], { at: string }>("SELECT MIN(json_extract(data, '$.created_at')) AS at FROM catalogue_records WHERE resource = 'orders'").get()!.at;
    expect(NOW - Date.parse(oldest)).toBeGreaterThan(700 * DAY);
  });

  it('gives the same records on every reset', async () => {
    await resetToShop();
    const first = catalogueDigest();
    await resetToShop();
    expect(catalogueDigest()).toBe(first);
  });
});
