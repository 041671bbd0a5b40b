/** @jest-environment node */
// The cards' figures read kept tables and indexes (each customer's first order, the cards' indexes on the
// records table), one statement per card: on a small generated shop they equal the same figures worked
// out the plain way, from every record's JSON in JavaScript, for every region and periods up to two years;
// and a new order, a status change, a removed order, a new subscriber and a content or conversation step
// each move them as the plain way says, through the same writes the API makes.
import { FIGURES, type DashboardQuery, type FigureName, type Figures } from '@/areas/dashboard/contract';
import { currencyOfRegion } from '@/areas/dashboard/money';
import { addDays, periodInstants, presetPeriod, previousPeriod, REGION_TIME_ZONES, type Period } from '@/areas/dashboard/period';
import { REVIEW_DUE_DAYS } from '@/areas/content/definition';
import type { Region } from '@/lib/resources/types';
import { createCatalogueStore, type CatalogueStore, type StoredRecord } from '@/sandbox/catalogue-store';
import { IN_MEMORY, openDatabase, type SandboxDb } from '@/sandbox/db';
import { applyScenario } from '@/sandbox/scenarios';
import { createSandboxApp } from '@/sandbox/server';
import { computeFigures } from './figures';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
/** The figures this test works out the plain way (the charts and the equivalence report have tests of their own). */
const PLAIN = ['revenue', 'average_order_value', 'orders', 'new_customers', 'new_subscribers', 'orders_by_status', 'feedback_new', 'content_work', 'conversations', 'ratings_unreviewed'] as const;
type Plain = (typeof PLAIN)[number];

let db: SandboxDb;
let store: CatalogueStore;

beforeAll(() => {
  db = openDatabase(IN_MEMORY);
  // A hundredth of the shop: 2,000 orders over two years, 1,000 customers, 500 subscribers, 200 content items.
  applyScenario(db, 'shop', NOW, 0.01);
  // The dashboard's routes make its tables and indexes, as the sandbox does when it starts.
  createSandboxApp({ db, now: () => NOW, quiet: true, print: () => {} });
  store = createCatalogueStore(db);
}, 120_000);

afterAll(() => db.close());

const regionsOf = (query: DashboardQuery): Region[] => (query.region === 'all' ? ['gb', 'us'] : [query.region]);

/** Whether the ISO instant `at` falls in the period as `region` keeps its days. */
function within(at: unknown, period: Period, region: Region): boolean {
  const { start, end } = periodInstants(period, REGION_TIME_ZONES[region]);
  return typeof at === 'string' && at >= start && at < end;
}

/** The figures worked out from every record, one by one, with no SQL beyond reading them. */
function plainFigures(query: DashboardQuery): Pick<Figures, Plain> {
  const regions = regionsOf(query);
  const previous = previousPeriod(query);
  const mine = (record: StoredRecord) => regions.includes(record.region as Region);
  const orders = store.all('orders').filter(mine);
  const count = (records: StoredRecord[], period: Period, at: string) => records.filter((record) => within(record[at], period, record.region as Region)).length;
  const money = (pick: (revenue: number, kept: number) => number) =>
    regions.map((region) => {
      const currency = currencyOfRegion(region);
      const sum = (period: Period) => {
        const kept = orders.filter((order) => order.currency === currency && order.status !== 'cancelled' && within(order.created_at, period, order.region as Region));
        return pick(kept.reduce((total, order) => total + Number(order.total), 0), kept.length);
      };
      return { currency, current: sum(query), previous: sum(previous) };
    });
  const firstOrders = new Map<string, { region: Region; at: string }>();
  for (const order of orders) {
    if (order.customer_id === undefined || order.customer_id === null) continue;
    const key = `${order.region} ${order.customer_id}`;
    const at = order.created_at as string;
    if (!firstOrders.has(key) || at < firstOrders.get(key)!.at) firstOrders.set(key, { region: order.region as Region, at });
  }
  const buyers = (period: Period) => [...firstOrders.values()].filter((first) => within(first.at, period, first.region)).length;
  const subscribers = store.all('subscribers').filter(mine);
  const content = store.all('content').filter(mine);
  const today = new Date(NOW).toISOString().slice(0, 10);
  const reviewDay = (item: StoredRecord) => (typeof item.next_review_due === 'string' ? item.next_review_due.slice(0, 10) : null);
  const conversations = store.all('conversations').filter(mine);
  const withStatus = (records: StoredRecord[], status: string) => records.filter((record) => record.status === status).length;
  return {
    revenue: money((revenue) => revenue),
    average_order_value: money((revenue, kept) => (kept > 0 ? Math.round(revenue / kept) : 0)),
    orders: { current: count(orders, query, 'created_at'), previous: count(orders, previous, 'created_at') },
    new_customers: { current: buyers(query), previous: buyers(previous) },
    new_subscribers: { current: count(subscribers, query, 'consent_at'), previous: count(subscribers, previous, 'consent_at') },
    orders_by_status: { awaiting: withStatus(orders, 'awaiting'), placed: withStatus(orders, 'placed'), processed: withStatus(orders, 'processed') },
    feedback_new: { new: withStatus(store.all('feedbacks').filter(mine), 'new') },
    content_work: {
      drafts: withStatus(content, 'draft'),
      in_review: withStatus(content, 'in_review'),
      review_overdue: content.filter((item) => reviewDay(item) !== null && reviewDay(item)! < today).length,
      review_due_30: content.filter((item) => reviewDay(item) !== null && reviewDay(item)! >= today && reviewDay(item)! <= addDays(today, REVIEW_DUE_DAYS)).length,
    },
    conversations: { flagged: withStatus(conversations, 'flagged'), open: withStatus(conversations, 'open') },
    ratings_unreviewed: { down_new: store.all('conversation-feedbacks').filter((rating) => mine(rating) && rating.rating === 'down' && rating.status === 'new').length },
  };
}

function figures(query: DashboardQuery): Pick<Figures, Plain> {
  return computeFigures(db, { query, names: PLAIN, now: NOW }) as Pick<Figures, Plain>;
}

/** A record's fields without its id and version, to store as a new one. */
function fieldsOf(record: StoredRecord | undefined): Record<string, unknown> {
  const { id: _id, version: _version, ...fields } = record!;
  return fields;
}

const queryOf = (days: number, region: DashboardQuery['region'] = 'all'): DashboardQuery => ({ region, ...presetPeriod(days, region, NOW) });

describe('the dashboard cards', () => {
  it('cover every figure but the charts and the equivalence report, which have tests of their own', () => {
    expect((FIGURES as readonly FigureName[]).filter((name) => !(PLAIN as readonly string[]).includes(name))).toEqual(['revenue_by_day', 'top_items', 'equivalence_problems']);
  });

  it.each([
    [7, 'all'],
    [30, 'gb'],
    [90, 'us'],
    [365, 'all'],
    [731, 'all'],
    [731, 'us'],
  ] as const)('over %i days in %s equal the figures worked out from every record', (days, region) => {
    const query = queryOf(days, region);
    const plain = plainFigures(query);
    expect(figures(query)).toEqual(plain);
    // The data has something to count in each card, so the comparison means something.
    expect(plain.orders.current + plain.orders.previous).toBeGreaterThan(0);
    if (days >= 90) {
      expect(plain.new_customers.current).toBeGreaterThan(0);
      expect(plain.new_subscribers.current).toBeGreaterThan(0);
    }
    expect(plain.content_work.drafts + plain.content_work.in_review).toBeGreaterThan(0);
  });

  it('move with a new order, a status step, a removed order, a new subscriber, and a content or conversation step', () => {
    const query = queryOf(30);
    const before = figures(query);
    const today = new Date(NOW - 60_000).toISOString();
    const template = store.all('orders').find((order) => order.region === 'gb' && order.status === 'awaiting' && order.customer_id)!;
    // A customer who has never ordered: their first order is new today.
    const customer = store.insert('customers', { ...fieldsOf(store.find('customers', Number(template.customer_id))), email: 'first.order@example.com' });
    const order = store.insert('orders', { ...fieldsOf(template), customer_id: customer.id, created_at: today, updated_at: today, status: 'awaiting', total: 4_321 });
    const placed = figures(query);
    expect(placed).toEqual(plainFigures(query));
    expect(placed.orders.current).toBe(before.orders.current + 1);
    expect(placed.new_customers.current).toBe(before.new_customers.current + 1);
    expect(placed.orders_by_status.awaiting).toBe(before.orders_by_status.awaiting + 1);
    expect(placed.revenue[0]).toEqual({ ...before.revenue[0], current: before.revenue[0].current + 4_321 });

    // Cancelled: out of the revenue and the queue, still an order and still the customer's first.
    store.update('orders', order.id, { ...fieldsOf(store.find('orders', order.id)), status: 'cancelled' });
    const cancelled = figures(query);
    expect(cancelled).toEqual(plainFigures(query));
    expect(cancelled.revenue).toEqual(before.revenue);
    expect(cancelled.orders_by_status).toEqual(before.orders_by_status);
    expect(cancelled.new_customers.current).toBe(before.new_customers.current + 1);

    // An earlier order of the same customer, outside both periods, makes today's no longer their first.
    store.insert('orders', { ...fieldsOf(template), customer_id: customer.id, created_at: '2024-12-01T10:00:00.000Z', updated_at: today, status: 'processed' });
    expect(figures(query).new_customers.current).toBe(before.new_customers.current);
    expect(figures(query)).toEqual(plainFigures(query));
    // Removing every order of the customer leaves the figures as they were.
    for (const own of store.all('orders').filter((stored) => stored.customer_id === customer.id)) store.remove('orders', own.id);
    expect(figures(query)).toEqual(before);

    const subscriber = store.all('subscribers').find((stored) => stored.consent_at)!;
    store.insert('subscribers', { ...fieldsOf(subscriber), email: 'new.subscriber@example.com', consent_at: today });
    const item = store.all('content').find((stored) => stored.status === 'published' && stored.region === 'us')!;
    store.update('content', item.id, { ...fieldsOf(item), status: 'draft' });
    const chat = store.all('conversations').find((stored) => stored.status !== 'flagged')!;
    store.update('conversations', chat.id, { ...fieldsOf(chat), status: 'flagged' });
    const after = figures(query);
    expect(after).toEqual(plainFigures(query));
    expect(after.new_subscribers.current).toBe(before.new_subscribers.current + 1);
    expect(after.content_work.drafts).toBe(before.content_work.drafts + 1);
    expect(after.conversations.flagged).toBe(before.conversations.flagged + 1);
  });

  it('read their indexes alone: no card statement parses a record of the 50,000 subscribers, content or conversations', () => {
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    }) as typeof db.prepare;
    try {
      for (const name of ['new_subscribers', 'content_work', 'conversations', 'new_customers'] as const) {
        prepared.length = 0;
        computeFigures(db, { query: queryOf(731), names: [name], now: NOW });
        expect([name, prepared.length]).toEqual([name, 1]);
        const plan = prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${prepared[0]}`)
          .all()
          .map((step) => step.detail)
          .filter((step) => /^(SCAN|SEARCH) (catalogue_records|r|f)\b/.test(step));
        expect(plan.length).toBeGreaterThan(0);
        for (const step of plan) expect([name, step]).toEqual([name, expect.stringMatching(/USING (COVERING )?INDEX dashboard_(card_\w+|first_orders_by_day)/)]);
      }
    } finally {
      db.prepare = prepare;
    }
  });
});
