/** @jest-environment node */
// GET /api/drafts/key: only a live session of an account the upstream still knows gets a key, its own (the
// same at every sign-in; another account's differs, even one given a deleted account's id), never cached;
// the role is checked against the route table at the time of the call.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { routesForRole, type Role } from '@/lib/routes';
import { getConfig } from '@/lib/server/config';
import { draftKeyFor } from '@/lib/server/draft-key';
import { sealSession, startSession } from '@/lib/server/session-codec';
import { GET } from './route';

jest.mock('@/lib/routes', () => {
  const actual = jest.requireActual<typeof import('@/lib/routes')>('@/lib/routes');
  return { ...actual, routesForRole: jest.fn(actual.routesForRole) };
});

const PASSWORD = 'drafts-key-test-password-0123456789abcdef';
const MADE = '2026-01-05T09:00:00.000Z';
/** The access token of an account the upstream has deleted since the session began. */
const DELETED = 'deleted-account';

/**
 * The upstream's GET /v1/me: the account a token names (`<id>.<role>.<created_at>`), or 401 for a deleted
 * one. `withoutCreatedAt` plays an upstream that does not say when accounts were made.
 */
let withoutCreatedAt = false;
let meCalls = 0;
const mainApi: Server = createServer((req, res) => {
  meCalls += 1;
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? DELETED;
  if (req.url !== '/v1/me' || token === DELETED) return void res.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
  const [id, role, created_at] = token.split('|');
  const data = { id: Number(id), name: 'Someone', role, photo: null, ...(withoutCreatedAt ? {} : { created_at }) };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => mainApi.listen(0, '127.0.0.1', resolve));
  const { port } = mainApi.address() as AddressInfo;
  Object.assign(process.env, {
    MAIN_API_URL: `http://127.0.0.1:${port}`,
    AI_API_URL: `http://127.0.0.1:${port}/ai`,
    APP_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    SESSION_PASSWORD: PASSWORD,
  });
});

afterAll(async () => {
  mainApi.closeAllConnections();
  await new Promise((resolve) => mainApi.close(resolve));
});

beforeEach(() => {
  withoutCreatedAt = false;
  meCalls = 0;
});

async function cookieFor(id: string, role: Role, createdAt = MADE, accessToken = `${id}|${role}|${createdAt}`): Promise<string> {
  const upstream = { access_token: accessToken, refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };
  return `console_session=${await sealSession(startSession({ id, name: 'Someone', role, upstream }), getConfig())}`;
}

function keyRequest(cookie?: string): NextRequest {
  return new NextRequest('http://localhost:3000/api/drafts/key', { headers: cookie ? { cookie } : {} });
}

async function keyOf(cookie: string): Promise<string> {
  const answer = await GET(keyRequest(cookie));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

describe('GET /api/drafts/key', () => {
  it('answers the signed-in user their own 256-bit key, never to be stored', async () => {
    const answer = await GET(keyRequest(await cookieFor('7', 'editor')));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { key } = (await answer.json()) as { key: string };
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(key).toBe(draftKeyFor({ id: '7', createdAt: MADE }, getConfig()));
    expect(meCalls).toBe(1);
  });

  it('gives an account made later with a deleted account’s id another key', async () => {
    const deleted = await keyOf(await cookieFor('7', 'editor', '2026-01-05T09:00:00.000Z'));
    expect(await keyOf(await cookieFor('7', 'editor', '2026-02-11T16:30:00.000Z'))).not.toBe(deleted);
  });

  it('answers 401 and ends the session when the upstream no longer knows the account', async () => {
    const answer = await GET(keyRequest(await cookieFor('7', 'editor', MADE, DELETED)));
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).not.toMatch(/"key"/);
    expect(answer.headers.get('set-cookie')).toMatch(/console_session=;|Max-Age=0/i);
  });

  it('binds the key to the id alone when the upstream does not say when accounts were made', async () => {
    withoutCreatedAt = true;
    expect(await keyOf(await cookieFor('7', 'editor'))).toBe(draftKeyFor({ id: '7' }, getConfig()));
  });

  it('gives a user the same key at every sign-in, and another user another key', async () => {
    const first = await keyOf(await cookieFor('7', 'editor'));
    expect(await keyOf(await cookieFor('7', 'editor'))).toBe(first);
    expect(await keyOf(await cookieFor('1', 'admin'))).not.toBe(first);
  });

  it('answers 401, uncached, without a session or with one that does not open', async () => {
    for (const request of [keyRequest(), keyRequest('console_session=Fe26.2*1*forged')]) {
      const answer = await GET(request);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).not.toMatch(/"key"/);
    }
  });

  it('answers 401 to a session whose role is no longer one the console knows', async () => {
    const upstream = { access_token: `7|editor|${MADE}`, refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };
    const session = { ...startSession({ id: '7', name: 'Someone', role: 'editor', upstream }), role: 'owner' };
    const sealed = await sealData(session, { password: { '1': PASSWORD }, ttl: 3600 });
    expect((await GET(keyRequest(`console_session=${sealed}`))).status).toBe(401);
  });

  it('answers 403 to a role that opens no form, as the route table says at the time of the call', async () => {
    jest.mocked(routesForRole).mockReturnValueOnce([]);
    const answer = await GET(keyRequest(await cookieFor('7', 'editor')));
    expect(answer.status).toBe(403);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(meCalls).toBe(0);
  });
});

describe('draftKeyFor', () => {
  const config = { SESSION_PASSWORD: { '1': PASSWORD } };

  it('differs between two accounts with one id made at different times', () => {
    expect(draftKeyFor({ id: '7', createdAt: '2026-01-05T09:00:00.000Z' }, config)).not.toBe(
      draftKeyFor({ id: '7', createdAt: '2026-01-05T09:00:00.001Z' }, config),
    );
    expect(draftKeyFor({ id: '7', createdAt: MADE }, config)).not.toBe(draftKeyFor({ id: '7' }, config));
  });

  it('derives from the newest session password under its own label, not the password itself', () => {
    const one = { SESSION_PASSWORD: { '1': PASSWORD } };
    const rotated = { SESSION_PASSWORD: { '2': 'another-password-0123456789abcdefghijkl', '1': PASSWORD } };
    expect(draftKeyFor({ id: '7' }, one)).not.toBe(draftKeyFor({ id: '7' }, rotated));
    expect(draftKeyFor({ id: '7' }, rotated)).toBe(draftKeyFor({ id: '7' }, { SESSION_PASSWORD: { '2': 'another-password-0123456789abcdefghijkl' } }));
    expect(draftKeyFor({ id: '7' }, one)).not.toBe(createHmac('sha256', PASSWORD).update('7').digest('base64url'));
  });
});
