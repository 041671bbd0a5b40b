/** @jest-environment node */
// An upstream 401 on a token the BFF holds current (a host whose clock is behind the API's): one refresh
// through the shared single flight, the call sent once more with the new token, the new session sealed into
// the cookie; a refused refresh, or a second 401, ends the session as before. Through the real route
// handlers, against an upstream stand-in over HTTP that refuses tokens as the API does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import type { UpstreamSession } from '@/lib/contract/auth';
import type { Role } from '@/lib/routes';
import { GET as aiGet } from '@/app/api/ai/[...path]/route';
import { GET as mainGet, POST as mainPost } from '@/app/api/main/[...path]/route';
import { GET as meGet } from '@/app/api/me/route';
import { getConfig } from './config';
import { UPLOAD_AGAIN_MESSAGE } from './proxy';
import { sealSession, startSession, unsealSession, type SessionData } from './session-codec';

const PASSWORD = 'upstream-refusal-test-password-0123456789abcdef';
const APP = 'http://localhost:3000';

/** What the stand-in received: method, path, the bearer and the body. */
interface Seen {
  method: string;
  path: string;
  token: string;
  body: string;
}

let seen: Seen[] = [];
/** Access tokens the stand-in takes; any other is refused with 401, as a lapsed one is. */
const accepted = new Set<string>();
/** Refresh tokens not yet spent, and whether the stand-in refuses every refresh. */
const refreshable = new Set<string>();
let refusesRefresh = false;
/** Whether the tokens a refresh gives are refused as well (an account whose access has ended). */
let refusesNewTokens = false;
let issued = 0;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const api: Server = createServer((req, res) => {
  void readBody(req).then((body) => {
    const path = (req.url ?? '').split('?')[0];
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    seen.push({ method: req.method ?? '', path, token, body });
    const json = (status: number, value: unknown) => {
      const text = JSON.stringify(value);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }).end(text);
    };
    if (path === '/v1/auth/refresh-token') {
      const { token: refreshToken } = JSON.parse(body) as { token: string };
      if (refusesRefresh || !refreshable.delete(refreshToken)) return void res.writeHead(401, { 'content-type': 'text/plain' }).end('Invalid refresh token');
      const session = newSession();
      if (refusesNewTokens) accepted.delete(session.access_token);
      return json(200, { data: session });
    }
    if (!accepted.has(token)) return void res.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
    if (path === '/v1/me') return json(200, { data: { id: 1, name: 'Ada', role: 'admin', photo: null } });
    if (req.method === 'POST') return json(201, { data: { id: 9, echo: body } });
    return json(200, { data: [], meta: { total: 0 } });
  });
});

/** A session the stand-in issues, an hour from lapsing as the BFF reads its clock. */
function newSession(): UpstreamSession {
  issued += 1;
  const session = { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, expired_at: Date.now() + 3_600_000 };
  accepted.add(session.access_token);
  refreshable.add(session.refresh_token);
  return session;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  Object.assign(process.env, {
    MAIN_API_URL: `http://127.0.0.1:${port}`,
    AI_API_URL: `http://127.0.0.1:${port}/ai`,
    APP_URL: APP,
    APP_ENV: 'test',
    SESSION_PASSWORD: PASSWORD,
  });
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  seen = [];
  refusesRefresh = false;
  refusesNewTokens = false;
});

/**
 * The cookie of a signed-in session whose access token the upstream has stopped taking, although by the
 * BFF's clock it has an hour to go: what a host behind the API's clock meets.
 */
async function refusedCookie(role: Role = 'admin'): Promise<{ cookie: string; upstream: UpstreamSession }> {
  const upstream = newSession();
  accepted.delete(upstream.access_token);
  const cookie = `console_session=${await sealSession(startSession({ id: '1', name: 'Ada', role, upstream }), getConfig())}`;
  return { cookie, upstream };
}

function request(path: string, cookie: string, init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {}): NextRequest {
  const mutation: Record<string, string> = init.method !== undefined && init.method !== 'GET' ? { 'x-csrf': '1', 'sec-fetch-site': 'same-origin' } : {};
  return new NextRequest(`${APP}${path}`, { method: init.method, body: init.body, headers: { cookie, ...mutation, ...init.headers } });
}

/** The session sealed into the answer's cookie; null when the cookie was cleared, undefined when none was set. */
async function sealedSession(answer: Response): Promise<SessionData | null | undefined> {
  const line = answer.headers.get('set-cookie');
  if (line === null) return undefined;
  const value = /console_session=([^;]*)/.exec(line)?.[1];
  return value ? await unsealSession(value, getConfig()) : null;
}

/** The answer ends the session: 401 with the sign-in message, the cookie cleared. */
async function expectSessionEnded(answer: Response): Promise<void> {
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ message: 'Your session has ended. Sign in again.' });
  expect(await sealedSession(answer)).toBeNull();
}

const refreshCalls = () => seen.filter((s) => s.path === '/v1/auth/refresh-token');
const callsTo = (path: string) => seen.filter((s) => s.path === path);

describe('an upstream 401 on a token the BFF holds current', () => {
  it('refreshes once, sends the call again with the new token, and seals the new session into the cookie', async () => {
    const { cookie, upstream } = await refusedCookie();
    const answer = await mainGet(request('/api/main/v1/products?page=1', cookie));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: [], meta: { total: 0 } });
    expect(refreshCalls().map((s) => s.body)).toEqual([JSON.stringify({ token: upstream.refresh_token })]);
    const sealed = await sealedSession(answer);
    expect(sealed?.upstream.refresh_token).not.toBe(upstream.refresh_token);
    expect(callsTo('/v1/products').map((s) => s.token)).toEqual([upstream.access_token, sealed?.upstream.access_token]);
  });

  it('sends a JSON body again as it came', async () => {
    const { cookie } = await refusedCookie();
    const body = JSON.stringify({ name: 'Calm tea' });
    const answer = await mainPost(request('/api/main/v1/products', cookie, { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
    expect(answer.status).toBe(201);
    expect(callsTo('/v1/products').map((s) => s.body)).toEqual([body, body]);
    expect(refreshCalls()).toHaveLength(1);
    expect((await sealedSession(answer))?.upstream.access_token).toBe(callsTo('/v1/products')[1].token);
  });

  it('does the same for the AI host', async () => {
    const { cookie } = await refusedCookie();
    const answer = await aiGet(request('/api/ai/v1/health', cookie));
    expect(answer.status).toBe(200);
    expect(callsTo('/ai/v1/health')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('makes one refresh for two requests refused at once with the same cookie', async () => {
    const { cookie } = await refusedCookie();
    const answers = await Promise.all([mainGet(request('/api/main/v1/products', cookie)), mainGet(request('/api/main/v1/orders', cookie))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(refreshCalls()).toHaveLength(1);
    const [first, second] = await Promise.all(answers.map(sealedSession));
    expect(first?.upstream.access_token).toBe(second?.upstream.access_token);
  });

  it('ends the session when the refresh is refused', async () => {
    const { cookie } = await refusedCookie();
    refusesRefresh = true;
    const answer = await mainGet(request('/api/main/v1/products', cookie));
    await expectSessionEnded(answer);
    expect(refreshCalls()).toHaveLength(1);
    expect(callsTo('/v1/products')).toHaveLength(1);
  });

  it('ends the session when the call is refused again with the new token, without a second refresh', async () => {
    const { cookie } = await refusedCookie();
    refusesNewTokens = true;
    const answer = await mainGet(request('/api/main/v1/products', cookie));
    await expectSessionEnded(answer);
    expect(callsTo('/v1/products')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('keeps a streamed upload from being sent twice: the session is renewed and the browser asked to send the file again', async () => {
    const { cookie, upstream } = await refusedCookie();
    const form = new FormData();
    form.append('file', new Blob(['file bytes'], { type: 'text/plain' }), 'note.txt');
    const answer = await mainPost(request('/api/main/v1/files', cookie, { method: 'POST', body: form }));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: UPLOAD_AGAIN_MESSAGE });
    expect(callsTo('/v1/files')).toHaveLength(1);
    expect(refreshCalls()).toHaveLength(1);
    const sealed = await sealedSession(answer);
    expect(sealed?.upstream.access_token).toBeDefined();
    expect(sealed?.upstream.access_token).not.toBe(upstream.access_token);
  });

  it('renews the session for GET /api/me, whose answer gives the renewed expiry', async () => {
    const { cookie, upstream } = await refusedCookie();
    const answer = await meGet(request('/api/me', cookie));
    expect(answer.status).toBe(200);
    const sealed = await sealedSession(answer);
    expect(sealed?.upstream.access_token).not.toBe(upstream.access_token);
    expect(((await answer.json()) as { expiresAt: number }).expiresAt).toBe(sealed?.upstream.expired_at);
    expect(callsTo('/v1/me').map((s) => s.token)).toEqual([upstream.access_token, sealed?.upstream.access_token]);
  });

  it('ends the session for GET /api/me when the renewed token is refused as well', async () => {
    const { cookie } = await refusedCookie();
    refusesNewTokens = true;
    const answer = await meGet(request('/api/me', cookie));
    expect(answer.status).toBe(401);
    expect(await sealedSession(answer)).toBeNull();
    expect(refreshCalls()).toHaveLength(1);
  });
});
