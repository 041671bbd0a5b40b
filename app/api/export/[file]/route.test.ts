/** @jest-environment node */
// GET /api/export/<resource>.csv against a running sandbox: an export is consistent while the set changes
// under it — orders leaving the filter between two upstream pages (cancelled by someone else) take no other
// row with them, and no row comes twice — and it stays a streamed CSV with a dated name.
import { NextRequest } from 'next/server';
import { getConfig } from '@/lib/server/config';
import { sealSession, sessionCookieName, startSession } from '@/lib/server/session-codec';
import { applyScenario, LARGE_ORDERS } from '@/sandbox/scenarios';
import { testSandbox } from '@/sandbox/test-harness';
import { GET } from './route';

/** Runs after each upstream call of the export has been answered and read, before the export reads the next page. */
let mockAfterUpstreamCall: (url: string) => Promise<void> = async () => {};

jest.mock('@/lib/server/upstream', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/upstream')>('@/lib/server/upstream');
  return {
    ...actual,
    fetchUpstream: async (...args: Parameters<typeof actual.fetchUpstream>) => {
      const answer = await actual.fetchUpstream(...args);
      // The body is read first, as the export reads it at once: a page of 1,000 orders does not fit the
      // socket's buffers, and left unread while the test writes, the upstream's deadline would cut it.
      const body = await answer.bytes();
      await mockAfterUpstreamCall(args[0]);
      return { ...answer, headers: answer.headers, bytes: async () => body, text: async () => body.toString('utf8') };
    },
  };
});

type Order = { id: number; order_number: string; status: string };
interface Page {
  records: Order[];
}

const sandbox = testSandbox({ signedInAs: 'admin@example.com' });
/** Orders the sandbox holds for these tests (the `large` scenario): an export of some of them spans several of its pages. */
const ORDERS = LARGE_ORDERS;
let cookie = '';

beforeAll(async () => {
  // On a new port: the sandbox is started again on the larger data.
  await sandbox.restartOn((db) => applyScenario(db, 'large', Date.now()));
  Object.assign(process.env, {
    MAIN_API_URL: sandbox.url,
    AI_API_URL: `${sandbox.url}/ai`,
    APP_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    SESSION_PASSWORD: 'export-route-test-password-0123456789abcdef',
  });
  const { id, name, role, session } = await sandbox.signIn('admin@example.com');
  const config = getConfig();
  cookie = `${sessionCookieName(config)}=${await sealSession(startSession({ id, name, role, upstream: session }), config)}`;
});
afterEach(() => {
  mockAfterUpstreamCall = async () => {};
});

/** Every order matching `query` now, read 1,000 at a time by key while nothing changes. */
async function ordersNow(query: string): Promise<Order[]> {
  const found: Order[] = [];
  for (;;) {
    const after = found.length > 0 ? `&after_id=${found.at(-1)!.id}` : '';
    const answer = await sandbox.data<Page>('GET', `/v1/orders?${query}&sort=id&limit=1000${after}`);
    found.push(...answer.records);
    if (answer.records.length < 1000) return found;
  }
}

async function exportOrders(query: string): Promise<{ response: Response; text: string }> {
  const response = await GET(new NextRequest(`http://localhost:3000/api/export/orders.csv?${query}`, { headers: { cookie } }));
  // Read as bytes: Response.text() would drop the byte-order mark a spreadsheet needs to read UTF-8.
  return { response, text: Buffer.from(await response.arrayBuffer()).toString('utf8') };
}

/** How many times each order number starts a line of the CSV (the first column). */
function orderNumberCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [number] of text.matchAll(/(?<=^|\r\n)(?:GB|US)-\d+(?=,)/g)) counts.set(number, (counts.get(number) ?? 0) + 1);
  return counts;
}

describe('GET /api/export/orders.csv', () => {
  it('has every order that matched from start to end exactly once, while others leave the filter mid-export', async () => {
    const query = 'status=needs_action';
    const before = await ordersNow(query);
    expect(before.length).toBeGreaterThan(2_000);

    // Once the first page is out, someone cancels 40 orders: 30 of those that page held (already written)
    // and the 10 newest of the set, as a busy fulfilment queue does.
    let listCalls = 0;
    const cancelled = new Set<string>();
    mockAfterUpstreamCall = async (url) => {
      if (!new URL(url).pathname.endsWith('/v1/orders')) return;
      listCalls += 1;
      if (listCalls !== 1) return;
      const served = (await sandbox.data<Page>('GET', `/v1/orders${new URL(url).search}`)).records;
      const newest = (await sandbox.data<Page>('GET', `/v1/orders?${query}&sort=created_at&order=desc&limit=10`)).records;
      for (const order of [...served.slice(0, 30), ...newest]) {
        if (cancelled.has(order.order_number)) continue;
        await sandbox.data('POST', `/v1/orders/${order.id}/status`, { from: order.status, to: 'cancelled', cancelled_reason: 'Customer asked to cancel' });
        cancelled.add(order.order_number);
      }
    };

    const { response, text } = await exportOrders(query);
    expect(response.status).toBe(200);
    expect(listCalls).toBeGreaterThan(2);
    expect(cancelled.size).toBeGreaterThanOrEqual(30);

    const after = new Set((await ordersNow(query)).map((order) => order.order_number));
    const stayed = before.map((order) => order.order_number).filter((number) => after.has(number));
    const counts = orderNumberCounts(text);
    expect(stayed.filter((number) => counts.get(number) !== 1)).toEqual([]);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    // Nothing that never matched is in it.
    const matchedAtSomePoint = new Set([...before.map((order) => order.order_number), ...after]);
    expect([...counts.keys()].filter((number) => !matchedAtSomePoint.has(number))).toEqual([]);
  }, 90_000);

  it('reads the set 1,000 orders a call, not page by page of 100', async () => {
    const total = (await sandbox.data<{ total: number }>('GET', '/v1/orders?limit=1')).total;
    expect(total).toBeGreaterThanOrEqual(ORDERS);
    let listCalls = 0;
    mockAfterUpstreamCall = async (url) => {
      if (new URL(url).pathname.endsWith('/v1/orders')) listCalls += 1;
    };
    const { response, text } = await exportOrders('');
    expect(response.status).toBe(200);
    expect(orderNumberCounts(text).size).toBe(total);
    // The last call answers a short page (or none): every call but that one a full 1,000.
    expect(listCalls).toBe(Math.floor(total / 1000) + 1);
  }, 60_000);

  it('writes every matching order once when nothing changes, in a dated file', async () => {
    const query = 'region=gb';
    const expected = (await ordersNow(query)).map((order) => order.order_number).sort();
    const { response, text } = await exportOrders(query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\uFEFForder_number,created_at,status,')).toBe(true);
    expect([...orderNumberCounts(text).keys()].sort()).toEqual(expected);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(expected.length + 1);
  }, 60_000);
});
