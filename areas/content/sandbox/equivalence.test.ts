/** @jest-environment node */
// The equivalence report's SQL over hand-made content rows: each problem found, the side a row names, the
// edges (changed exactly 30 days apart is not drift, reviews exactly 90 days apart are not a mismatch),
// regional-only items kept off "missing", filters, counts, sort and paging — each read from the items' JSON and
// from the report's index alike, and the index read without opening a single item.
import { equivalenceQuerySchema, type EquivalenceQuery } from '@/areas/content/equivalence';
import { createCatalogueStore, type CatalogueStore } from '@/sandbox/catalogue-store';
import { IN_MEMORY, openDatabase, type SandboxDb } from '@/sandbox/db';
import { createEquivalenceReport, ensureEquivalenceIndex, rowsSql } from './equivalence';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const DAY = 86_400_000;
const at = (daysAgo: number, ms = 0) => new Date(NOW - daysAgo * DAY + ms).toISOString();
const day = (offset: number) => new Date(NOW + offset * DAY).toISOString().slice(0, 10);

let db: SandboxDb;
let store: CatalogueStore;
let report: ReturnType<typeof createEquivalenceReport>;

/** Opens the database, with the report's index when `indexed`. */
function open(indexed: boolean): void {
  db = openDatabase(IN_MEMORY);
  store = createCatalogueStore(db);
  if (indexed) ensureEquivalenceIndex(db);
  report = createEquivalenceReport(db);
}
afterEach(() => db.close());

interface Item {
  title: string;
  region: 'gb' | 'us';
  kind?: number;
  status?: string;
  updated_at?: string;
  next_review_due?: string | null;
  category_id?: number | null;
  regional_only?: boolean;
  regional_reason?: string | null;
}

function add(item: Item): number {
  return store.insert('content', {
    kind: 0,
    status: 'published',
    updated_at: at(1),
    next_review_due: null,
    category_id: null,
    gb_equivalent_id: null,
    us_equivalent_id: null,
    regional_only: false,
    regional_reason: null,
    ...item,
  }).id;
}

/** Points `from` at `to` (one way). */
function name(from: number, to: number): void {
  const { id: _id, ...record } = store.find('content', from)!;
  store.update('content', from, { ...record, [`${String(store.find('content', to)!.region)}_equivalent_id`]: to });
}

function pair(a: Item, b: Item): [number, number] {
  const ids: [number, number] = [add(a), add(b)];
  name(ids[0], ids[1]);
  name(ids[1], ids[0]);
  return ids;
}

const run = (query: Record<string, string> = {}) => report(equivalenceQuerySchema.parse({ limit: '100', ...query }) as EquivalenceQuery, NOW);
const rows = (problem: string) => run({ problem }).records.map((row) => [row.item.title, row.equivalent?.title ?? null, row.detail]);

describe.each([
  ['from the items', false],
  ['from its index', true],
])('the equivalence report, read %s', (_way, indexed) => {
  beforeEach(() => open(indexed));

  it('lists published items with no equivalent as missing, unless something names them or they are regional only', () => {
    add({ title: 'Alone', region: 'gb' });
    add({ title: 'Draft alone', region: 'us', status: 'draft' });
    add({ title: 'On purpose', region: 'gb', regional_only: true, regional_reason: 'NHS only' });
    const named = add({ title: 'Named', region: 'us' });
    name(add({ title: 'Namer', region: 'gb', status: 'draft' }), named);
    expect(rows('missing')).toEqual([['Alone', null, 'Published in gb with no us equivalent']]);
    expect(rows('regional')).toEqual([['On purpose', null, 'NHS only']]);
  });

  it('finds one-way links, naming no one or another', () => {
    const [sleep] = pair({ title: 'Sleep problems', region: 'gb' }, { title: 'Trouble sleeping', region: 'us' });
    const insomnia = add({ title: 'Insomnia', region: 'us' });
    name(insomnia, sleep);
    const quiet = add({ title: 'Quiet', region: 'us' });
    name(add({ title: 'Migraine', region: 'gb' }), quiet);
    expect(rows('one_way')).toEqual([
      ['Insomnia', 'Sleep problems', '“Sleep problems” names “Trouble sleeping” instead'],
      ['Migraine', 'Quiet', '“Quiet” names no gb equivalent'],
    ]);
    expect(run({ problem: 'one_way' }).records.map((row) => row.id)).toEqual([`one_way:${insomnia}`, expect.stringMatching(/^one_way:\d+$/)]);
  });

  it('finds a pair of different kinds once, from its gb side', () => {
    pair({ title: 'Acid reflux', region: 'gb', kind: 0 }, { title: 'Heartburn relief', region: 'us', kind: 1 });
    expect(rows('kind_mismatch')).toEqual([['Acid reflux', 'Heartburn relief', 'Condition in gb, treatment in us']]);
  });

  it('finds a status mismatch from the published side; two unpublished sides are none', () => {
    pair({ title: 'Headache', region: 'gb' }, { title: 'Headache US', region: 'us', status: 'in_review' });
    pair({ title: 'Drafted', region: 'gb', status: 'draft' }, { title: 'Archived', region: 'us', status: 'archived' });
    pair({ title: 'Cold', region: 'gb', status: 'archived' }, { title: 'Cold US', region: 'us' });
    expect(rows('status_mismatch')).toEqual([
      ['Cold US', 'Cold', 'Published in us, archived in gb'],
      ['Headache', 'Headache US', 'Published in gb, in review in us'],
    ]);
  });

  it('finds drift beyond 30 days from the side changed first; exactly 30 days apart is not drift', () => {
    pair({ title: 'Eczema', region: 'gb', updated_at: at(75) }, { title: 'Eczema US', region: 'us', updated_at: at(5) });
    pair({ title: 'Even', region: 'gb', updated_at: at(40) }, { title: 'Even US', region: 'us', updated_at: at(10) });
    pair({ title: 'Just over', region: 'us', updated_at: at(40) }, { title: 'Just over GB', region: 'gb', updated_at: at(10, 1) });
    expect(rows('drift')).toEqual([
      ['Eczema', 'Eczema US', 'The us side changed 70 days later'],
      ['Just over', 'Just over GB', 'The gb side changed 30 days later'],
    ]);
  });

  it('finds reviews overdue on either side or more than 90 days apart; exactly 90 days apart is not a mismatch', () => {
    pair({ title: 'Overdue', region: 'gb', next_review_due: day(-1) }, { title: 'Fine', region: 'us', next_review_due: day(20) });
    pair({ title: 'Far', region: 'gb', next_review_due: day(120) }, { title: 'Near', region: 'us', next_review_due: day(5) });
    pair({ title: 'Ninety', region: 'gb', next_review_due: day(100) }, { title: 'Ninety US', region: 'us', next_review_due: day(10) });
    pair({ title: 'Due today', region: 'gb', next_review_due: day(0) }, { title: 'No date', region: 'us' });
    pair({ title: 'Undated', region: 'gb' }, { title: 'Overdue US', region: 'us', next_review_due: day(-3) });
    expect(rows('review_mismatch')).toEqual([
      ['Near', 'Far', `Next reviews 115 days apart (${day(5)} and ${day(120)})`],
      ['Overdue', 'Fine', `Review overdue since ${day(-1)}`],
      ['Overdue US', 'Undated', `Review overdue since ${day(-3)}`],
    ]);
  });

  it('counts each problem under the other filters, lists every problem but regional-only by default, and filters by the item', () => {
    add({ title: 'Alone gb', region: 'gb', kind: 3, category_id: 7 });
    add({ title: 'Alone us', region: 'us', kind: 0 });
    add({ title: 'Regional', region: 'gb', regional_only: true, regional_reason: 'Why' });
    pair({ title: 'Mixed', region: 'gb', kind: 0 }, { title: 'Mixed US', region: 'us', kind: 1, status: 'draft' });
    const all = run();
    expect(all.counts).toEqual({ missing: 2, one_way: 0, kind_mismatch: 1, status_mismatch: 1, drift: 0, review_mismatch: 0, regional: 1 });
    expect(all.total).toBe(4);
    expect(all.records.map((row) => row.problem)).toEqual(['missing', 'missing', 'kind_mismatch', 'status_mismatch']);
    const gb = run({ region: 'gb' });
    expect(gb.counts.missing).toBe(1);
    expect(gb.records.map((row) => row.item.title)).toEqual(['Alone gb', 'Mixed', 'Mixed']);
    expect(run({ kind: '3' }).records.map((row) => row.item.title)).toEqual(['Alone gb']);
    expect(run({ category: '7' }).records.map((row) => row.item.title)).toEqual(['Alone gb']);
    expect(run({ status: 'draft' }).total).toBe(0);
    expect(run({ search: 'mixed us' }).records.map((row) => row.problem)).toEqual(['kind_mismatch', 'status_mismatch']);
    expect(run({ search: '100%' }).total).toBe(0);
  });

  it('sorts by problem, title, last change or next review, and pages', () => {
    add({ title: 'b', region: 'gb', updated_at: at(3), next_review_due: day(9) });
    add({ title: 'A', region: 'gb', updated_at: at(1), next_review_due: day(30) });
    add({ title: 'c', region: 'us', updated_at: at(2), next_review_due: day(1) });
    const titles = (query: Record<string, string>) => run(query).records.map((row) => row.item.title);
    expect(titles({})).toEqual(['A', 'b', 'c']);
    expect(titles({ sort: 'title', order: 'desc' })).toEqual(['c', 'b', 'A']);
    expect(titles({ sort: 'updated_at' })).toEqual(['b', 'c', 'A']);
    expect(titles({ sort: 'next_review_due' })).toEqual(['c', 'b', 'A']);
    const second = report(equivalenceQuerySchema.parse({ limit: '2', page: '2' }), NOW);
    expect([second.total, second.pages, second.records.map((row) => row.item.title)]).toEqual([3, 2, ['c']]);
  });

  it('refuses unknown problems, filter values and parameters in its query', () => {
    for (const query of [{ problem: 'broken' }, { kind: '2' }, { region: 'fr' }, { status: 'live' }, { category: 'x' }, { sort: 'kind' }, { colour: 'red' }]) {
      expect(equivalenceQuerySchema.safeParse(query).success).toBe(false);
    }
    expect(equivalenceQuerySchema.parse({}).sort).toBe('problem');
  });
});

describe('the equivalence report’s index', () => {
  /** The cursors of `EXPLAIN`'s program that read a catalogue record's row (its JSON) rather than an index. */
  function rowReads(indexed: boolean): string[] {
    open(true);
    const table = db.prepare<[], { rootpage: number }>("SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = 'catalogue_records'").get()!.rootpage;
    const program = db
      .prepare<[Record<string, null | string>], { opcode: string; p1: number; p2: number }>(`EXPLAIN ${rowsSql(indexed)} SELECT * FROM listed`)
      .all({ today: '2026-11-20', kind: null, region: null, category: null, status: null, search: null });
    const cursors = new Set(program.filter((op) => op.opcode === 'OpenRead' && op.p2 === table).map((op) => op.p1));
    return program.filter((op) => op.opcode === 'Column' && cursors.has(op.p1)).map((op) => `${op.opcode} ${op.p1}.${op.p2}`);
  }

  it('gives the report every value it reads, so no item’s JSON is read (and without it every item’s is)', () => {
    expect(rowReads(true)).toEqual([]);
    expect(rowReads(false).length).toBeGreaterThan(0);
  });

  it('is made where missing, once, and holds content alone', () => {
    open(false);
    expect(db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE name = 'content_equivalence_sides'").get()).toBeUndefined();
    ensureEquivalenceIndex(db);
    ensureEquivalenceIndex(db);
    expect(db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'content_equivalence_sides'").get()?.sql).toContain("WHERE resource = 'content'");
  });
});
