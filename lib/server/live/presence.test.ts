/** @jest-environment node */
// POST/DELETE /api/presence through the real route: who may report (a session, the anti-forgery header, a
// role that reads the resource), what the answer and the stream say as viewers come, start editing and
// leave, and that a report not renewed expires and is published as gone.
import { NextRequest } from 'next/server';
import { PRESENCE_EXPIRES_MS, type LivePresence } from '@/lib/contract/live';
import type { Role } from '@/lib/roles';
import { DELETE, POST } from '@/app/api/presence/route';
import { getConfig } from '../config';
import { sealSession, startSession } from '../session-codec';
import { createMemoryBus, setLiveBus, type LiveBus } from './bus';
import { createMemoryPresence, setPresence, sweepPresence, type PresenceStore } from './presence';

const ORIGIN = 'http://localhost:3000';

beforeAll(() => {
  Object.assign(process.env, {
    MAIN_API_URL: 'http://127.0.0.1:9',
    AI_API_URL: 'http://127.0.0.1:9/ai',
    APP_URL: ORIGIN,
    APP_ENV: 'test',
    SESSION_PASSWORD: 'live-presence-test-password-0123456789abcdef',
  });
});

let bus: LiveBus;
let store: PresenceStore;
let published: LivePresence[];
beforeEach(() => {
  bus = createMemoryBus({ maxEvents: 100, windowMs: 60_000 });
  published = [];
  bus.subscribe((message) => {
    if (message.kind === 'presence') published.push(message.presence);
  });
  setLiveBus(bus);
  store = createMemoryPresence();
  setPresence(store);
});

async function cookieFor(id: string, name: string, role: Role = 'admin'): Promise<string> {
  const upstream = { access_token: 'access', refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };
  return `console_session=${await sealSession(startSession({ id, name, role, upstream }), getConfig())}`;
}

async function send(route: typeof POST, method: string, cookie: string | undefined, body: unknown, csrf = true) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (csrf) headers['x-csrf'] = '1';
  const answer = await route(new NextRequest(`${ORIGIN}/api/presence`, { method, headers, body: JSON.stringify(body) }));
  return { status: answer.status, body: answer.status === 200 ? ((await answer.json()) as { data: LivePresence }).data : undefined };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));
const product = { resource: 'products', recordId: '5' };

describe('/api/presence', () => {
  it('refuses without a session (401), without the anti-forgery header (403), for a resource the role may not read (403), and a bad report (400)', async () => {
    const ada = await cookieFor('1', 'Ada');
    expect((await send(POST, 'POST', undefined, { ...product, editing: false })).status).toBe(401);
    expect((await send(POST, 'POST', ada, { ...product, editing: false }, false)).status).toBe(403);
    expect((await send(POST, 'POST', await cookieFor('2', 'Eve', 'editor'), { resource: 'orders', recordId: '1', editing: false })).status).toBe(403);
    expect((await send(POST, 'POST', ada, { ...product })).status).toBe(400);
    expect((await send(POST, 'POST', ada, { resource: 'products', recordId: 'x'.repeat(65), editing: false })).status).toBe(400);
    await flush();
    expect(published).toEqual([]);
  });

  it('answers who has the record open and publishes each change of the list, not a plain renewal', async () => {
    const ada = await cookieFor('1', 'Ada');
    const grace = await cookieFor('2', 'Grace', 'editor');
    expect((await send(POST, 'POST', ada, { ...product, editing: false })).body).toEqual({ ...product, viewers: [{ userId: '1', name: 'Ada', editing: false }] });
    expect((await send(POST, 'POST', ada, { ...product, editing: false })).status).toBe(200);
    const both = await send(POST, 'POST', grace, { ...product, editing: true });
    expect(both.body?.viewers).toEqual([
      { userId: '1', name: 'Ada', editing: false },
      { userId: '2', name: 'Grace', editing: true },
    ]);
    expect((await send(DELETE, 'DELETE', ada, product)).status).toBe(204);
    await flush();
    expect(published.map((presence) => presence.viewers.map((viewer) => `${viewer.name}${viewer.editing ? '*' : ''}`))).toEqual([['Ada'], ['Ada', 'Grace*'], ['Grace*']]);
  });

  it('sweeps a viewer whose report was not renewed, and publishes them gone', async () => {
    const now = Date.now();
    await store.report(product, { userId: '1', name: 'Ada', editing: true }, now);
    await store.report(product, { userId: '2', name: 'Grace', editing: false }, now + 20_000);
    await sweepPresence(store, bus, now + PRESENCE_EXPIRES_MS - 1);
    await sweepPresence(store, bus, now + PRESENCE_EXPIRES_MS);
    expect(published).toEqual([{ ...product, viewers: [{ userId: '2', name: 'Grace', editing: false }] }]);
    await sweepPresence(store, bus, now + 20_000 + PRESENCE_EXPIRES_MS);
    expect(published[1]).toEqual({ ...product, viewers: [] });
  });
});
