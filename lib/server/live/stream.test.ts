/** @jest-environment node */
// GET /api/events through its real route and handler wrapper, with the in-process bus: 401 without a
// session, what each role hears, resume by Last-Event-ID (or `reset` when it cannot be told), the per-user
// and per-instance limits, session-ended on a logout, and SIGTERM's drain ending every stream at once.
import { NextRequest } from 'next/server';
import type { LiveChange } from '@/lib/contract/live';
import type { Role } from '@/lib/roles';
import { GET } from '@/app/api/events/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { getConfig } from '../config';
import { sealSession, startSession } from '../session-codec';
import { drain, isDraining } from '../shutdown';
import { createMemoryBus, setLiveBus, type LiveBus } from './bus';
import { getRevocationStore } from '../revocation';
import { checkSessions, openEventStream, openStreamCount } from './stream';

const ORIGIN = 'http://localhost:3000';

beforeAll(() => {
  Object.assign(process.env, {
    MAIN_API_URL: 'http://127.0.0.1:9',
    AI_API_URL: 'http://127.0.0.1:9/ai',
    APP_URL: ORIGIN,
    APP_ENV: 'test',
    SESSION_PASSWORD: 'live-stream-test-password-0123456789abcdef',
    LIVE_MAX_STREAMS_PER_USER: '3',
    LIVE_MAX_STREAMS: '5',
  });
});

let bus: LiveBus;
beforeEach(() => {
  bus = createMemoryBus({ maxEvents: 5, windowMs: 60_000 });
  setLiveBus(bus);
});

let nextUser = 1;
async function signedIn(role: Role, id = String(nextUser++)): Promise<{ cookie: string; sid: string }> {
  const upstream = { access_token: 'access', refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };
  const session = startSession({ id, name: 'Ada Lovelace', role, upstream });
  return { cookie: `console_session=${await sealSession(session, getConfig())}`, sid: session.sid };
}
const cookieFor = async (role: Role, id?: string) => (await signedIn(role, id)).cookie;

interface Opened {
  status: number;
  headers: Headers;
  /** Waits until the text read so far holds `what`, and returns it all. */
  until(what: string | RegExp): Promise<string>;
  text(): string;
  close(): void;
  ended: Promise<void>;
}

async function open(cookie: string | undefined, headers: Record<string, string> = {}, query = ''): Promise<Opened> {
  const controller = new AbortController();
  const request = new NextRequest(`${ORIGIN}/api/events${query}`, { headers: { ...(cookie ? { cookie } : {}), ...headers }, signal: controller.signal });
  const answer = await GET(request);
  let text = '';
  const waiters = new Set<() => void>();
  const reader = answer.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!reader || answer.status !== 200) return;
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
      for (const waiter of waiters) waiter();
    }
    for (const waiter of waiters) waiter();
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  const holds = (what: string | RegExp) => (typeof what === 'string' ? text.includes(what) : what.test(text));
  return {
    status: answer.status,
    headers: answer.headers,
    text: () => text,
    ended,
    close: () => controller.abort(),
    until: (what) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          if (holds(what)) {
            waiters.delete(check);
            resolve(text);
          } else if (finished) reject(new Error(`stream ended without ${String(what)}:\n${text}`));
        };
        waiters.add(check);
        check();
      }),
  };
}

const change = (resource: string, recordId: string, version: number): LiveChange => ({
  resource,
  recordId,
  action: 'updated',
  version,
  fields: ['price'],
  by: { id: 9, name: 'Grace' },
  at: Date.now(),
});

/** The ids of the `change` events in a stream's text. */
const changeIds = (text: string) => [...text.matchAll(/id: (\S+)\nevent: change/g)].map((match) => match[1]);

/**
 * The Last-Event-ID a browser would come back with after hearing change `products/1` and losing its stream:
 * the setup of both resume cases, which differ in what comes between (within the kept window, or past it).
 */
async function cursorAfterOneChange(cookie: string): Promise<string> {
  const first = await open(cookie);
  await first.until('event: state');
  await bus.publish(change('products', '1', 1));
  await first.until('"recordId":"1"');
  first.close();
  await first.ended;
  return changeIds(first.text())[0];
}

describe('GET /api/events', () => {
  it('answers 401 without a session, and opens no stream', async () => {
    const answer = await open(undefined);
    expect(answer.status).toBe(401);
    expect(openStreamCount()).toBe(0);
  });

  it('opens an unbuffered, unstored event stream that says how soon to reconnect and whether it is live', async () => {
    const stream = await open(await cookieFor('admin'));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    await stream.until('event: state\ndata: {"state":"live"}');
    expect(stream.text()).toMatch(/^retry: 2000\n\n/);
    stream.close();
    await stream.ended;
  });

  it("carries only what the session's role may read: an editor never hears of an order or an account", async () => {
    const admin = await open(await cookieFor('admin'));
    const editor = await open(await cookieFor('editor'));
    await admin.until('event: state');
    await editor.until('event: state');
    await bus.publish(change('orders', '7', 2));
    await bus.publish(change('users', '3', 4));
    await bus.publish(change('products', '5', 3));
    await bus.publishPresence({ resource: 'customers', recordId: '1', viewers: [{ userId: 1, name: 'Ada', editing: false }] });
    await bus.publishPresence({ resource: 'products', recordId: '5', viewers: [{ userId: 1, name: 'Ada', editing: true }] });
    await admin.until('"resource":"products","recordId":"5","viewers"');
    await editor.until('"resource":"products","recordId":"5","viewers"');
    expect(admin.text()).toContain('"resource":"orders"');
    expect(admin.text()).toContain('"resource":"users"');
    expect(admin.text()).toContain('"resource":"customers"');
    expect(editor.text()).not.toContain('"resource":"orders"');
    expect(editor.text()).not.toContain('"resource":"users"');
    expect(editor.text()).not.toContain('"resource":"customers"');
    expect(editor.text()).toContain('event: change\ndata: {"resource":"products","recordId":"5"');
    admin.close();
    editor.close();
  });

  it('resumes after Last-Event-ID with what was missed, in order, and nothing twice', async () => {
    const cookie = await cookieFor('admin');
    const seen = await cursorAfterOneChange(cookie);
    await bus.publish(change('products', '2', 1));
    await bus.publish(change('products', '3', 1));
    const again = await open(cookie, { 'last-event-id': seen });
    await again.until('"recordId":"3"');
    await bus.publish(change('products', '4', 1));
    await again.until('"recordId":"4"');
    expect(again.text()).not.toContain('"recordId":"1"');
    expect(again.text()).not.toContain('event: reset');
    expect([...again.text().matchAll(/"recordId":"(\d)"/g)].map((m) => m[1])).toEqual(['2', '3', '4']);
    again.close();
  });

  it('gives a fresh stream the newest cursor, so a reconnect before any change misses nothing', async () => {
    await bus.publish(change('products', '1', 1));
    const cookie = await cookieFor('admin');
    const first = await open(cookie);
    const head = /id: (\S+)\n\n/.exec(await first.until(/id: \S+\n\n/))?.[1] ?? '';
    first.close();
    await bus.publish(change('products', '2', 1));
    const again = await open(cookie, { 'last-event-id': head });
    await again.until('"recordId":"2"');
    expect(again.text()).not.toContain('"recordId":"1"');
    again.close();
  });

  it('says reset when the cursor is beyond the kept window, or unknown, and goes on from the newest', async () => {
    const cookie = await cookieFor('admin');
    const seen = await cursorAfterOneChange(cookie);
    // The ring keeps 5: six more push the one after the cursor out.
    for (let n = 2; n <= 7; n += 1) await bus.publish(change('products', String(n), 1));
    const late = await open(cookie, { 'last-event-id': seen });
    await late.until('event: reset');
    await bus.publish(change('products', '8', 1));
    await late.until('"recordId":"8"');
    expect(late.text()).not.toContain('"recordId":"7"');
    late.close();

    const unknown = await open(cookie, {}, '?lastEventId=not-a-cursor');
    await unknown.until('event: reset');
    unknown.close();
  });

  it('does not send one change twice when the BFF and the change feed both publish it', async () => {
    const stream = await open(await cookieFor('admin'));
    await stream.until('event: state');
    expect(await bus.publish(change('products', '1', 2), 'bff')).toBe('sent');
    expect(await bus.publish({ ...change('products', '1', 2), by: null }, 'feed')).toBe('duplicate');
    await bus.publish(change('products', '1', 3));
    await stream.until('"version":3');
    expect(changeIds(stream.text())).toHaveLength(2);
    stream.close();
  });

  it('refuses a user past the per-user limit, and the instance past its limit, with 429 and Retry-After', async () => {
    const cookie = await cookieFor('admin');
    const held = [await open(cookie), await open(cookie), await open(cookie)];
    const fourth = await open(cookie);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    held.push(await open(await cookieFor('editor')), await open(await cookieFor('editor')));
    const sixth = await open(await cookieFor('editor'));
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    held[0].close();
    await held[0].ended;
    const now = await open(cookie);
    expect(now.status).toBe(200);
    for (const stream of [...held, now]) stream.close();
    await Promise.all([...held, now].map((stream) => stream.ended));
    expect(openStreamCount()).toBe(0);
  });

  it("ends every stream of a session at once when it signs out, and not another session's", async () => {
    const cookie = await cookieFor('admin', '42');
    const tabs = [await open(cookie), await open(cookie)];
    const other = await open(await cookieFor('admin', '42'));
    await Promise.all([...tabs, other].map((stream) => stream.until('event: state')));
    const answer = await logout(new NextRequest(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'x-csrf': '1' } }));
    expect(answer.status).toBe(204);
    await Promise.all(tabs.map((tab) => tab.ended));
    for (const tab of tabs) expect(tab.text()).toContain('event: session-ended');
    expect(other.text()).not.toContain('session-ended');
    expect(openStreamCount()).toBe(1);
    other.close();
    await other.ended;
  });

  it('ends a stream whose session was revoked where no word reached it, at the next session check', async () => {
    const { cookie, sid } = await signedIn('editor');
    const stream = await open(cookie);
    const other = await open(await cookieFor('editor'));
    await Promise.all([stream.until('event: state'), other.until('event: state')]);
    await getRevocationStore().revoke(sid, Date.now() + 60_000);
    await checkSessions(getConfig());
    await stream.ended;
    expect(stream.text()).toContain('event: session-ended');
    expect(openStreamCount()).toBe(1);
    other.close();
    await other.ended;
  });

  it('sends a heartbeat comment every LIVE_HEARTBEAT_MS while nothing happens', async () => {
    const request = new NextRequest(`${ORIGIN}/api/events`);
    const session = startSession({ id: 'hb', name: 'Ada', role: 'editor', upstream: { access_token: 'a', refresh_token: 'r', expired_at: Date.now() + 60_000 } });
    const answer = openEventStream(request, session, { ...getConfig(), LIVE_HEARTBEAT_MS: 30 }, bus);
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes(': \n\n')) text += decoder.decode((await reader.read()).value);
    await reader.cancel();
    expect(openStreamCount()).toBe(0);
  });

  // Last: the drain leaves the process draining.
  it('ends every stream at once on SIGTERM, so the drain is not held, and refuses new ones with 503', async () => {
    const streams = [await open(await cookieFor('admin')), await open(await cookieFor('editor'))];
    await Promise.all(streams.map((stream) => stream.until('event: state')));
    const started = Date.now();
    const drained = drain(5_000);
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(openStreamCount()).toBe(0);
    expect(isDraining()).toBe(true);
    expect((await open(await cookieFor('admin'))).status).toBe(503);
    expect((await drained).abandoned).toBe(0);
  });
});
