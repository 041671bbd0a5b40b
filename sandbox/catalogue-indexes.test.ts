/** @jest-environment node */
// The catalogue's list statements read indexes (sandbox/catalogue-indexes.ts), checked with SQLite's own
// EXPLAIN QUERY PLAN on the statements the store runs: a big resource's first page in each sortable column's
// order walks that column's index (no sort of all its rows), a filter's count reads the filter's index, a
// small resource reads its own rows only, and a search reads the short search texts. At shop size anything
// else is seconds (sandbox/shop.ts). Searching and sorting fold accents (sandbox/fold.ts).
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { createCatalogueStore, type ListRequest } from './catalogue-store';
import { catalogueIndexes, INDEXED_RESOURCES, listedFields } from './catalogue-indexes';
import { SHOP_SIZES } from './shop';
import { IN_MEMORY, openDatabase, type SandboxDb } from './db';
import { seedIfEmpty } from './seed';

/** The statements `work` prepares, with their query plans. */
function plansOf(db: SandboxDb, work: () => void): { sql: string; plan: string }[] {
  const prepare = db.prepare.bind(db);
  const seen: string[] = [];
  Object.assign(db, {
    prepare: (sql: string) => {
      seen.push(sql);
      return prepare(sql);
    },
  });
  try {
    work();
  } finally {
    Object.assign(db, { prepare });
  }
  return seen
    .filter((sql) => /^\s*SELECT/.test(sql))
    .map((sql) => {
      const params = (sql.match(/\?/g) ?? []).map(() => 'x');
      const plan = prepare<string[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params)
        .map((row) => row.detail)
        .join(' | ');
      return { sql: sql.replace(/\s+/g, ' '), plan };
    });
}

describe('the catalogue list statements', () => {
  let db: SandboxDb;
  beforeAll(() => {
    db = openDatabase(IN_MEMORY);
    seedIfEmpty(db, Date.now());
  });
  afterAll(() => db.close());

  const listed = (Object.keys(RESOURCES) as ResourceName[]).filter((name) => !['files', 'users', 'settings'].includes(name));
  const indexed = listed.filter((name) => INDEXED_RESOURCES.includes(name));
  const small = listed.filter((name) => !INDEXED_RESOURCES.includes(name));
  const request = (sort: string, extra: Partial<ListRequest> = {}): ListRequest => ({ page: 1, limit: 20, sort, order: 'desc', filters: {}, searchFields: [], ...extra });

  it('indexes every resource that holds thousands of records at shop size, and no other', () => {
    const big = Object.entries(SHOP_SIZES)
      .filter(([name, size]) => name in RESOURCES && size >= 2_000 && !['files', 'users'].includes(name))
      .map(([name]) => name);
    expect([...INDEXED_RESOURCES].sort()).toEqual(big.sort());
    const resources = new Set([...catalogueIndexes().values()].map((sql) => /resource = '([^']+)'/.exec(sql)?.[1]));
    expect([...resources].sort()).toEqual([...INDEXED_RESOURCES].sort());
  });

  it('has no index on a value the records do not hold (content’s Review due, a customer’s first order)', () => {
    const names = [...catalogueIndexes().keys()];
    expect(names).not.toContain('catalogue_filter_content_review_due');
    expect(names).not.toContain('catalogue_filter_customers_first_order_at');
    expect(names).toContain('catalogue_filter_content_next_review_due');
    const present = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'catalogue_filter_%'").all().map((row) => row.name);
    expect(present.sort()).toEqual(names.filter((name) => name.startsWith('catalogue_filter_')).sort());
  });

  it.each(small)('%s (never big): each list reads its own rows only, through the resource’s index', (name) => {
    const store = createCatalogueStore(db);
    for (const sort of [...listedFields(name).sorts, 'id']) {
      for (const plan of plansOf(db, () => store.list(name, request(sort)))) {
        expect([sort, plan.plan]).not.toEqual([sort, expect.stringMatching(/SCAN catalogue_records$|SCAN catalogue_records \|/)]);
        expect([sort, plan.plan]).toEqual([sort, expect.stringMatching(/USING (COVERING )?INDEX catalogue_records_by_resource|INTEGER PRIMARY KEY/)]);
      }
    }
  });

  it.each(indexed)('%s: each sortable column’s first page walks its index, never sorting every row', (name) => {
    const store = createCatalogueStore(db);
    for (const sort of [...listedFields(name).sorts, 'id']) {
      for (const plan of plansOf(db, () => store.list(name, request(sort)))) {
        expect([sort, plan.plan]).not.toEqual([sort, expect.stringMatching(/TEMP B-TREE|SCAN catalogue_records$|SCAN catalogue_records \|/)]);
        expect([sort, plan.plan]).toEqual([sort, expect.stringMatching(/USING (COVERING )?INDEX|INTEGER PRIMARY KEY/)]);
      }
    }
  });

  it.each(indexed)('%s: a filter’s count reads the filter’s index', (name) => {
    const store = createCatalogueStore(db);
    for (const field of listedFields(name).filters) {
      const [count] = plansOf(db, () => store.list(name, request('id', { filters: { [field]: 'x' } })));
      expect([field, count.plan]).toEqual([field, expect.stringContaining(`USING INDEX catalogue_filter_${name.replace(/-/g, '_')}_${field}`)]);
    }
  });

  it('counts a date range (content’s Review due) over the date field’s own index', () => {
    const store = createCatalogueStore(db);
    const [count] = plansOf(db, () => store.list('content', request('id', { ranges: [{ field: 'next_review_due', min: '2026-01-01', max: '2026-02-01' }] })));
    expect(count.plan).toContain('USING INDEX catalogue_filter_content_next_review_due');
  });

  it('counts a search over the search texts, and finds its page through them', () => {
    const store = createCatalogueStore(db);
    const [count, page] = plansOf(db, () => store.list('orders', request('created_at', { search: 'e' })));
    expect(count.plan).toContain('USING COVERING INDEX catalogue_search_by_resource');
    expect(page.plan).toContain('catalogue_search');
  });

  it('keeps each record’s search text as it is written, and finds the same records the fields hold', () => {
    const store = createCatalogueStore(db);
    const created = store.insert('customers', { name: 'Søren Quixotic-Test', email: 'soren.quixotic@example.com', region: 'gb' });
    expect(store.list('customers', request('id', { search: 'quixotic' })).records.map((record) => record.id)).toEqual([created.id]);
    store.update('customers', created.id, { name: 'Søren Other', email: 'soren.other@example.com', region: 'gb' });
    expect(store.list('customers', request('id', { search: 'quixotic' })).total).toBe(0);
    expect(store.list('customers', request('id', { search: 'soren.other' })).total).toBe(1);
    store.remove('customers', created.id);
    expect(store.list('customers', request('id', { search: 'soren.other' })).total).toBe(0);
    // A search never matches across two fields.
    expect(store.list('customers', request('id', { search: 'Other\u001fsoren' })).total).toBe(0);
  });

  it('looks a content item up by its slug (a save’s uniqueness check) through the slug’s index, not every item', () => {
    const store = createCatalogueStore(db);
    const [seeded] = store.all('content');
    const [lookup] = plansOf(db, () => expect(store.withValue('content', 'slug', String(seeded.slug)).map((item) => item.id)).toContain(seeded.id));
    expect(lookup.plan).toContain('USING INDEX catalogue_lookup_content_slug');
  });

  it('finds a name whatever its accents, typed with or without them', () => {
    const store = createCatalogueStore(db);
    const created = store.insert('customers', { name: 'Ífeoluwa Ðorđević-Łukaszewska', email: 'ifeoluwa.dordevic@example.com', region: 'gb' });
    for (const search of ['ifeolu', 'IFEOLUWA', 'Ífeolu', 'ðorđev', 'dordevic', 'łukaszew', 'LUKASZEW']) {
      expect([search, store.list('customers', request('id', { search })).records.map((record) => record.id)]).toEqual([search, [created.id]]);
    }
    store.remove('customers', created.id);
  });

  it('sorts names with accents beside their base letter, not after z', () => {
    const store = createCatalogueStore(db);
    const names = ['Zoë Zimmer', 'Émile Eastwood', 'ábel Aaronson', 'Eve Ellis', 'Øyvind Olsen', 'Oscar Owens', 'Bea Brown'];
    const ids = names.map((name, n) => store.insert('products', { name, region: 'gb', status: 'draft', price: n, stock: 1 }).id);
    const sorted = store.list('products', request('name', { order: 'asc', ids, limit: 50 })).records.map((record) => record.name);
    expect(sorted).toEqual(['ábel Aaronson', 'Bea Brown', 'Émile Eastwood', 'Eve Ellis', 'Oscar Owens', 'Øyvind Olsen', 'Zoë Zimmer']);
    for (const id of ids) store.remove('products', id);
  });
});
