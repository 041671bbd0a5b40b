// Named data sets a sandbox can be reset to (`--scenario`, `POST /__sandbox/reset`): `demo` is the seed,
// `empty` the staff accounts alone, `large` the seed grown to 10,000 orders and 10,000 content items for
// paging and performance checks, `shop` a mid-sized real shop (sandbox/shop.ts: 200,000 orders, 20,000
// content items in GB/US pairs and the rest; SHOP_SIZES). Growing copies seeded records (each with its own number, title and slug),
// so every generated record is as valid as the seed's; the export benchmark grows its orders the same way.
import { createCatalogueStore, wipeCatalogue, type CatalogueStore, type StoredRecord } from './catalogue-store';
import { SANDBOX_AREAS } from './areas';
import { wipeDatabase, type SandboxDb } from './db';
import { resetDatabase, seedDatabase } from './seed';
import { wipeSavedViews } from './saved-views-store';
import { growToShop } from './shop';
import { bulkLoad } from './bulk-load';

export const SCENARIOS = ['demo', 'empty', 'large', 'shop'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export function isScenarioName(name: string): name is ScenarioName {
  return (SCENARIOS as readonly string[]).includes(name);
}

/** What the `large` scenario holds of each. */
export const LARGE_ORDERS = 10_000;
export const LARGE_CONTENT_ITEMS = 10_000;

/**
 * Copies the resource's seeded records, in turn, until it holds `count`; `vary` gives copy `n` what must
 * differ from its original (a number, a slug). One transaction: 10,000 rows take well under a second.
 */
export function growRecords(
  store: CatalogueStore,
  resource: 'orders' | 'content',
  count: number,
  vary: (record: Omit<StoredRecord, 'id'>, n: number) => Record<string, unknown>,
): void {
  const seeded = store.all(resource) as StoredRecord[];
  if (seeded.length === 0) throw new Error(`No seeded ${resource} to grow from`);
  store.transaction(() => {
    for (let n = seeded.length; n < count; n += 1) {
      const { id: _id, ...record } = seeded[n % seeded.length];
      store.insert(resource, { ...record, ...vary(record, n) });
    }
  });
}

/** Orders up to `count`, each copy with an order number of its own (`GB-200123`). */
export function growOrders(store: CatalogueStore, count: number): void {
  growRecords(store, 'orders', count, (order, n) => ({
    order_number: `${String(order.region).toUpperCase()}-${String(200_000 + n).padStart(6, '0')}`,
  }));
}

/**
 * Content items up to `count`, each copy with its own title and slug and no GB/US partner (a partner
 * links back to one record only).
 */
export function growContent(store: CatalogueStore, count: number): void {
  growRecords(store, 'content', count, (item, n) => ({
    title: `${String(item.title).slice(0, 100)} (${n})`,
    slug: `${String(item.slug)}-${n}`,
    gb_equivalent_id: null,
    us_equivalent_id: null,
  }));
}

/**
 * Resets the whole database to a scenario: everything written since is gone, every session ended. `scale`
 * shrinks the shop (a unit test's small one); the other scenarios have fixed sizes.
 */
export function applyScenario(db: SandboxDb, scenario: ScenarioName, now: number, scale = 1): void {
  if (scenario === 'empty') {
    db.transaction(() => {
      wipeSavedViews(db);
      wipeDatabase(db);
      wipeCatalogue(db);
      for (const { ownTables } of SANDBOX_AREAS) ownTables?.wipe(db);
      seedDatabase(db, now);
    })();
    return;
  }
  // One bulk load (sandbox/bulk-load.ts): the seed and the growth written first, the list indexes, search
  // texts, file uses and order facts built once from them at the end.
  bulkLoad(db, () => {
    resetDatabase(db, now);
    if (scenario === 'large') {
      const store = createCatalogueStore(db);
      growOrders(store, LARGE_ORDERS);
      growContent(store, LARGE_CONTENT_ITEMS);
    }
    if (scenario === 'shop') growToShop(db, now, scale);
  });
  // Fresh statistics for the planner (a sample of each index; milliseconds): which index narrows a list most.
  db.exec('PRAGMA analysis_limit = 400; ANALYZE');
}
