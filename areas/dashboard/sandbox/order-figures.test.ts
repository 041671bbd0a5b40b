/** @jest-environment node */
// The order figures at any period up to two years read index ranges, not every order's JSON: each call's
// statements are few whatever the period's length, and SQLite's own plan for each reads an index alone.
// The sums agree with the orders as stored, after writes of every kind (the facts are kept by triggers).
import { dashboardSchema, type Dashboard } from '@/areas/dashboard/contract';
import { periodInstants, presetPeriod, REGION_TIME_ZONES } from '@/areas/dashboard/period';
import type { Region } from '@/lib/resources/types';
import { createCatalogueStore, type StoredRecord } from '@/sandbox/catalogue-store';
import { IN_MEMORY, openDatabase, type SandboxDb } from '@/sandbox/db';
import { applyScenario, growOrders } from '@/sandbox/scenarios';
import { createSandboxApp } from '@/sandbox/server';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const ORDERS = 3_000;
const ORDER_FIGURES = ['revenue', 'average_order_value', 'orders', 'new_customers', 'orders_by_status', 'revenue_by_day', 'top_items'] as const;

let db: SandboxDb;
let app: ReturnType<typeof createSandboxApp>;
let token: string;
/** Every statement prepared since the last `clear`. */
const prepared: string[] = [];

async function json<T>(method: string, path: string, body?: unknown, bearer?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  db = openDatabase(IN_MEMORY);
  applyScenario(db, 'demo', NOW);
  app = createSandboxApp({ db, now: () => NOW, quiet: true, print: () => {} });
  // Grown after the app made its facts, so the copies reach them through the triggers.
  growOrders(createCatalogueStore(db), ORDERS);
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  const email = 'admin@example.com';
  await json('POST', '/v1/auth/request-code', { email });
  const { code } = await json<{ code: string }>('GET', `/__sandbox/mailbox?email=${email}`);
  token = (await json<{ session: { access_token: string } }>('POST', '/v1/auth/login', { email, code })).session.access_token;
}, 60_000);

afterAll(() => db.close());

async function figure(name: string, days: number): Promise<Dashboard> {
  const period = presetPeriod(days, 'all', NOW);
  return dashboardSchema.parse(await json('GET', `/v1/dashboard/${name}?region=all&from=${period.from}&to=${period.to}`, undefined, token));
}

/** What SQLite says it does for `sql`: one line per step. */
function planOf(sql: string): string[] {
  return db
    .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((step) => step.detail);
}

/** Revenue of the kept orders of `region` in the period, summed from the orders' own JSON. */
function storedRevenue(region: Region, days: number): number {
  const { start, end } = periodInstants(presetPeriod(days, 'all', NOW), REGION_TIME_ZONES[region]);
  const at = "json_extract(data, '$.created_at')";
  return (
    db
      .prepare<[string, string, string], { revenue: number | null }>(
        `SELECT SUM(json_extract(data, '$.total')) AS revenue FROM catalogue_records WHERE resource = 'orders'
         AND json_extract(data, '$.region') = ? AND json_extract(data, '$.status') != 'cancelled' AND ${at} >= ? AND ${at} < ?`,
      )
      .get(region, start, end)?.revenue ?? 0
  );
}

describe('the order figures', () => {
  it.each([7, 366, 731])('read index ranges alone over %i days, a few statements whatever the length', async (days) => {
    for (const name of ORDER_FIGURES) {
      prepared.length = 0;
      await figure(name, days);
      const statements = [...prepared];
      // Per region, the period and the one before: never a statement per day.
      expect([name, statements.length <= 4]).toEqual([name, true]);
      for (const sql of statements) {
        const plan = planOf(sql);
        expect([name, plan.filter((step) => step.includes('catalogue_records'))]).toEqual([name, []]);
        // A table is read through an index holding every column the query needs; only the query's own
        // day list and subqueries are scanned.
        const reads = plan.filter((step) => /^(SCAN|SEARCH) (dashboard_\w+|o|f)\b/.test(step));
        expect(reads.length).toBeGreaterThan(0);
        for (const step of reads) expect([name, step]).toEqual([name, expect.stringMatching(/USING COVERING INDEX dashboard_\w+/)]);
      }
    }
  });

  it('add up to the stored orders by day, each region in its own currency, after writes of every kind', async () => {
    const store = createCatalogueStore(db);
    const orders = store.all('orders') as StoredRecord[];
    // A cancellation, a changed total and a deleted order all reach the facts.
    const kept = orders.filter((order) => order.status !== 'cancelled');
    store.update('orders', kept[0].id, { ...kept[0], status: 'cancelled' });
    store.update('orders', kept[1].id, { ...kept[1], total: Number(kept[1].total) + 1234 });
    store.remove('orders', kept[2].id);

    const answer = await figure('revenue_by_day', 366);
    const series = answer.figures.revenue_by_day!;
    expect(series.map((s) => [s.region, s.currency, s.days.length])).toEqual([
      ['gb', 'GBP', 366],
      ['us', 'USD', 366],
    ]);
    const revenue = (await figure('revenue', 366)).figures.revenue!;
    for (const s of series) {
      const sum = s.days.reduce((total, day) => total + day.revenue, 0);
      expect([s.region, sum]).toEqual([s.region, storedRevenue(s.region, 366)]);
      expect(revenue.find((r) => r.currency === s.currency)!.current).toBe(sum);
    }
    expect(series.reduce((n, s) => n + s.days.reduce((m, day) => m + day.orders, 0), 0)).toBeGreaterThan(ORDERS / 2);
  });
});
