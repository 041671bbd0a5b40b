/** @jest-environment node */
// GET /api/export/orders.csv when a page read fails on the way, against a stand-in upstream (a local HTTP
// server answering the orders list by key): a page that gets no answer in time, is cut off or is answered
// 502/503 once is read again and the file is whole, each row once; a page failing every try ends the
// download with an error and one log line saying where; a 4xx is not asked again.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { getConfig } from '@/lib/server/config';
import { EXPORT_READ_RETRY_DELAYS_MS } from '@/lib/server/export-reads';
import { createLogger, setLogger } from '@/lib/server/log';
import { captureLogLines } from '@/lib/server/log-capture.test-support';
import { sealSession, sessionCookieName, startSession } from '@/lib/server/session-codec';
import { GET } from './route';

/** Orders the stand-in holds: three pages of 1,000 (the last short). */
const ORDERS = 2_500;
const TRIES = EXPORT_READ_RETRY_DELAYS_MS.length + 1;

/** What the stand-in does with one call: answer the page, answer an error status, never answer, or break off its answer. */
type Outcome = 'page' | 'no answer' | 'cut off' | number;

/** Decides each list call's outcome from the page asked for (after_id, none for the first) and how often it was asked before. */
let plan: (afterId: string | null, asked: number) => Outcome = () => 'page';
/** How many times each page was asked for, by after_id ('' for the first). */
const asked = new Map<string, number>();
const { lines, sink } = captureLogLines();
let server: Server;
let cookie = '';

function answerPage(url: URL, res: ServerResponse) {
  const limit = Number(url.searchParams.get('limit'));
  const descending = url.searchParams.get('order') === 'desc';
  const after = url.searchParams.get('after_id');
  const ids = Array.from({ length: ORDERS }, (_, i) => (descending ? ORDERS - i : i + 1)).filter((id) => after === null || (descending ? id < Number(after) : id > Number(after)));
  const records = ids.slice(0, limit).map((id) => ({ id, order_number: `GB-${100_000 + id}`, status: 'placed', region: 'gb', total: 12.5 }));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: { records, page: 1, pages: 1, total: ids.length } }));
}

function upstream(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://upstream.test');
  if (url.pathname !== '/v1/orders') return void res.writeHead(404).end();
  const afterId = url.searchParams.get('after_id');
  const before = asked.get(afterId ?? '') ?? 0;
  asked.set(afterId ?? '', before + 1);
  const outcome = plan(afterId, before);
  if (outcome === 'page') return answerPage(url, res);
  // Held until the console gives up on it and closes the connection.
  if (outcome === 'no answer') return;
  if (outcome === 'cut off') {
    // Headers and the start of the page, then the connection closes (an upstream restarting mid-answer).
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"data":{"records":[');
    return void setTimeout(() => res.destroy(), 50);
  }
  res.writeHead(outcome, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message: `stand-in ${outcome}` }));
}

beforeAll(async () => {
  server = createServer(upstream);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    MAIN_API_URL: base,
    AI_API_URL: `${base}/ai`,
    APP_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    SESSION_PASSWORD: 'export-retry-test-password-0123456789abcdef',
    // Short, so a page held without an answer costs the test two seconds, not a minute.
    EXPORT_PAGE_TIMEOUT_MS: '2000',
  });
  const config = getConfig();
  const upstreamSession = { access_token: 'access', refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };
  cookie = `${sessionCookieName(config)}=${await sealSession(startSession({ id: '1', name: 'Admin', role: 'admin', upstream: upstreamSession }), config)}`;
  setLogger(createLogger('info', sink));
});
afterAll(async () => {
  setLogger(createLogger('silent'));
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  plan = () => 'page';
  asked.clear();
  lines.length = 0;
});

async function exportOrders(): Promise<Response> {
  return GET(new NextRequest('http://localhost:3000/api/export/orders.csv', { headers: { cookie } }));
}

/** How many times each order number starts a line of the CSV. */
function orderNumberCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [number] of text.matchAll(/(?<=^|\r\n)GB-\d+(?=,)/g)) counts.set(number, (counts.get(number) ?? 0) + 1);
  return counts;
}

/** The after_id the second page is read from (the list's newest first: the 1,000th id from the top). */
const SECOND_PAGE = String(ORDERS - 1_000 + 1);

const cutLines = () => lines.filter((line) => line.msg === 'export cut off: a page could not be read');

describe('an export page that fails once', () => {
  it.each<[string, Outcome]>([
    ['answered 503', 503],
    ['answered 502', 502],
    ['answered 504', 504],
    ['not answered within the export deadline', 'no answer'],
    ['cut off mid-answer', 'cut off'],
  ])('is read again when %s, and the file has every order once', async (_what, outcome) => {
    plan = (afterId, before) => (afterId === SECOND_PAGE && before === 0 ? outcome : 'page');
    const response = await exportOrders();
    expect(response.status).toBe(200);
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const counts = orderNumberCounts(text);
    expect(counts.size).toBe(ORDERS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(asked.get(SECOND_PAGE)).toBe(2);
    expect(cutLines()).toEqual([]);
  });

  it('is read again when the first page fails, before the answer starts', async () => {
    plan = (afterId, before) => (afterId === null && before === 0 ? 503 : 'page');
    const response = await exportOrders();
    expect(response.status).toBe(200);
    expect(orderNumberCounts(Buffer.from(await response.arrayBuffer()).toString('utf8')).size).toBe(ORDERS);
    expect(asked.get('')).toBe(2);
  });
});

describe('an export page that fails every try', () => {
  it('ends the download with an error, not a short file, and logs one line with the page reached', async () => {
    plan = (afterId) => (afterId === SECOND_PAGE ? 503 : 'page');
    const response = await exportOrders();
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(asked.get(SECOND_PAGE)).toBe(TRIES);
    // Nothing after the failed page was asked for.
    expect([...asked.keys()]).toEqual(['', SECOND_PAGE]);
    expect(cutLines()).toEqual([expect.objectContaining({ level: 'error', handler: 'export', file: 'orders.csv', page: 2, from: { afterId: Number(SECOND_PAGE) }, rows: 1_000, tries: TRIES, status: 503 })]);
  });

  it('answers the failure itself when it is the first page (nothing was written yet)', async () => {
    plan = () => 504;
    const response = await exportOrders();
    expect(response.status).toBe(504);
    expect(asked.get('')).toBe(TRIES);
  });
});

describe('an export page answered 4xx', () => {
  it.each([401, 403, 422])('is not asked again (%i), and the download ends with an error', async (status) => {
    plan = (afterId) => (afterId === SECOND_PAGE ? status : 'page');
    const response = await exportOrders();
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(asked.get(SECOND_PAGE)).toBe(1);
    expect(cutLines()).toEqual([expect.objectContaining({ page: 2, rows: 1_000, tries: 1, status })]);
  });

  it('is not asked again when it is the first page: the answer is the failure', async () => {
    plan = () => 400;
    const response = await exportOrders();
    expect(response.status).toBe(400);
    expect(asked.get('')).toBe(1);
  });
});
