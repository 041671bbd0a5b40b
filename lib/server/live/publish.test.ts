/** @jest-environment node */
// Writes through the real /api/main route to a real HTTP upstream: each write it accepted reaches the live
// bus as the change it made (who, which record, the version after, the fields sent, the status step), once
// the answer has gone; refused writes, reads and calls that change no one record publish nothing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import type { LiveChange } from '@/lib/contract/live';
import type { Role } from '@/lib/roles';
import { DELETE, GET, POST, PUT } from '@/app/api/main/[...path]/route';
import { getConfig } from '../config';
import { sealSession, startSession } from '../session-codec';
import { createMemoryBus, setLiveBus, type BusMessage } from './bus';
import { changeOfWrite } from './publish';
import { forgetRecords } from './record-memory';

const ORIGIN = 'http://localhost:3000';

/** The upstream: answers by method and path as the main API does; `refuse` makes it answer 412. */
let refuse = false;
const upstream: Server = createServer((req: IncomingMessage, res) => {
  req.resume();
  req.on('end', () => {
    const path = req.url ?? '';
    if (refuse) return void res.writeHead(412, { 'content-type': 'text/plain' }).end('Changed meanwhile.');
    if (req.method === 'DELETE') return void res.writeHead(204).end();
    if (req.method === 'POST' && path === '/v1/products') return void json(res, 201, { data: { id: 12, name: 'New', version: 1 } });
    if (req.method === 'POST' && /\/status$/.test(path)) return void json(res, 200, { data: { id: 3, status: 'processed' } }, '"9"');
    if (req.method === 'PUT' && path === '/v1/products/bestsellers') return void json(res, 200, { data: { region: 'gb', items: [] } });
    // Product 8: read at version 4, its price changed by a save (version 5).
    if (req.method === 'GET' && path === '/v1/products/8') return void json(res, 200, { data: { id: 8, name: 'Tea', price: 3, tags: ['hot'], version: 4 } }, '"4"');
    if (req.method === 'PUT' && path === '/v1/products/8') {
      const version = Number(String(req.headers['if-match'] ?? '"4"').replaceAll('"', '')) + 1;
      return void json(res, 200, { data: { id: 8, name: 'Tea', price: 5, tags: ['hot'], version } }, `"${version}"`);
    }
    return void json(res, 200, { data: { id: 5, name: 'Tea', price: 3, version: 4 } }, 'W/"4"');
  });
});

function json(res: import('node:http').ServerResponse, status: number, body: unknown, etag?: string) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...(etag ? { etag } : {}) }).end(text);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  Object.assign(process.env, {
    MAIN_API_URL: `http://127.0.0.1:${port}`,
    AI_API_URL: `http://127.0.0.1:${port}/ai`,
    APP_URL: ORIGIN,
    APP_ENV: 'test',
    SESSION_PASSWORD: 'live-publish-test-password-0123456789abcdef',
  });
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

let heard: BusMessage[];
beforeEach(() => {
  refuse = false;
  heard = [];
  forgetRecords();
  const bus = createMemoryBus({ maxEvents: 100, windowMs: 60_000 });
  bus.subscribe((message) => heard.push(message));
  setLiveBus(bus);
});

async function cookieFor(role: Role): Promise<string> {
  const upstreamSession = { access_token: 'access', refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };
  return `console_session=${await sealSession(startSession({ id: '7', name: 'Ada Lovelace', role, upstream: upstreamSession }), getConfig())}`;
}

type Route = (request: NextRequest) => Promise<Response>;

async function call(route: Route, method: string, path: string, body?: unknown, role: Role = 'admin', ifMatch?: string): Promise<number> {
  const headers: Record<string, string> = { cookie: await cookieFor(role), origin: ORIGIN, 'x-csrf': '1', ...(ifMatch ? { 'if-match': ifMatch } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await route(new NextRequest(`${ORIGIN}/api/main/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  await answer.arrayBuffer();
  return answer.status;
}

/** The changes heard, after the announcements queued behind the answer have run. */
async function changesHeard(): Promise<LiveChange[]> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return heard.flatMap((message) => (message.kind === 'change' ? [message.change] : []));
}

describe('writes through the BFF reach the live bus', () => {
  it('an update: the record, its version from the ETag, the fields sent (not the bookkeeping) and who sent them', async () => {
    expect(await call(PUT, 'PUT', 'products/5', { id: 5, name: 'Tea', price: 3, version: 3, updated_at: '2026-11-28T16:00:00Z' })).toBe(200);
    expect(await changesHeard()).toEqual([
      { resource: 'products', recordId: '5', action: 'updated', version: '4', fields: ['name', 'price'], by: { id: '7', name: 'Ada Lovelace' }, at: expect.any(Number) },
    ]);
  });

  it('an update made against a version this instance passed on names only the fields it changed, and the next save against its answer too', async () => {
    const form = { name: 'Tea', price: 5, tags: ['hot'] };
    expect(await call(GET, 'GET', 'products/8')).toBe(200);
    expect(await call(PUT, 'PUT', 'products/8', form, 'admin', '"4"')).toBe(200);
    // The record at version 5 is the first save's answer.
    expect(await call(PUT, 'PUT', 'products/8', form, 'admin', '"5"')).toBe(200);
    const [first, second] = await changesHeard();
    expect(first).toMatchObject({ recordId: '8', version: '5', fields: ['price'] });
    expect(second).toMatchObject({ recordId: '8', fields: [] });
  });

  it('an update whose version it did not pass on (or without If-Match) names every field sent, as the most it touched', async () => {
    const form = { name: 'Tea', price: 5, tags: ['hot'] };
    expect(await call(GET, 'GET', 'products/8')).toBe(200);
    expect(await call(PUT, 'PUT', 'products/8', form, 'admin', '"3"')).toBe(200);
    forgetRecords();
    expect(await call(PUT, 'PUT', 'products/8', form)).toBe(200);
    const [stale, unconditional] = await changesHeard();
    expect(stale.fields).toEqual(['name', 'price', 'tags']);
    expect(unconditional.fields).toEqual(['name', 'price', 'tags']);
  });

  it("a create (the answer's id and version), a delete, and a status step with its from and to", async () => {
    expect(await call(POST, 'POST', 'products', { name: 'New' })).toBe(201);
    expect(await call(DELETE, 'DELETE', 'products/5')).toBe(204);
    expect(await call(POST, 'POST', 'orders/3/status', { from: 'placed', to: 'processed' })).toBe(200);
    const [created, deleted, stepped] = await changesHeard();
    expect(created).toMatchObject({ resource: 'products', recordId: '12', action: 'created', version: 1 });
    expect(deleted).toMatchObject({ resource: 'products', recordId: '5', action: 'deleted', version: null });
    expect(stepped).toMatchObject({ resource: 'orders', recordId: '3', action: 'status_changed', version: '9', status: { from: 'placed', to: 'processed' } });
  });

  it('nothing for a refused write, a read, or a call that is no change to one record', async () => {
    refuse = true;
    expect(await call(PUT, 'PUT', 'products/5', { name: 'Tea' })).toBe(412);
    refuse = false;
    expect(await call(GET, 'GET', 'products/5')).toBe(200);
    expect(await call(PUT, 'PUT', 'products/bestsellers', { region: 'gb', items: [] }, 'editor')).toBe(200);
    expect(await changesHeard()).toEqual([]);
  });
});

describe('changeOfWrite', () => {
  const by = { id: '7', name: 'Ada' };
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('reads a restore as restored, with the version of the answer', () => {
    expect(changeOfWrite({ method: 'POST', segments: ['products', '5', 'history', '3', 'restore'], requestBody: null, etag: '"6"', answerBody: null, by, at: 1 })).toEqual({
      resource: 'products',
      recordId: '5',
      action: 'restored',
      version: '6',
      by,
      at: 1,
    });
  });

  it('publishes nothing for a create whose answer names no record, or a resource that is not one of records', () => {
    expect(changeOfWrite({ method: 'POST', segments: ['products'], requestBody: null, etag: null, answerBody: bytes({ data: {} }), by })).toBeNull();
    expect(changeOfWrite({ method: 'PUT', segments: ['saved-views', '3'], requestBody: bytes({ name: 'x' }), etag: null, answerBody: null, by })).toBeNull();
    expect(changeOfWrite({ method: 'POST', segments: ['products', 'status-jobs'], requestBody: null, etag: null, answerBody: null, by })).toBeNull();
  });
});
