/** @jest-environment node */
// GET /api/drafts/key: only a live session gets a key, its own (the same at every sign-in, another user's
// differs), never cached; the role is checked against the route table at the time of the call.
import { createHmac } from 'node:crypto';
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

beforeAll(() => {
  Object.assign(process.env, {
    MAIN_API_URL: 'http://127.0.0.1:9',
    AI_API_URL: 'http://127.0.0.1:9/ai',
    APP_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    SESSION_PASSWORD: PASSWORD,
  });
});

const upstream = { access_token: 'access', refresh_token: 'refresh', expired_at: Date.now() + 3_600_000 };

async function cookieFor(id: string, role: Role): Promise<string> {
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
    expect(key).toBe(draftKeyFor('7', getConfig()));
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
    const session = { ...startSession({ id: '7', name: 'Someone', role: 'editor', upstream }), role: 'owner' };
    const sealed = await sealData(session, { password: { '1': PASSWORD }, ttl: 3600 });
    expect((await GET(keyRequest(`console_session=${sealed}`))).status).toBe(401);
  });

  it('answers 403 to a role that opens no form, as the route table says at the time of the call', async () => {
    jest.mocked(routesForRole).mockReturnValueOnce([]);
    const answer = await GET(keyRequest(await cookieFor('7', 'editor')));
    expect(answer.status).toBe(403);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('draftKeyFor', () => {
  it('derives from the newest session password under its own label, not the password itself', () => {
    const one = { SESSION_PASSWORD: { '1': PASSWORD } };
    const rotated = { SESSION_PASSWORD: { '2': 'another-password-0123456789abcdefghijkl', '1': PASSWORD } };
    expect(draftKeyFor('7', one)).not.toBe(draftKeyFor('7', rotated));
    expect(draftKeyFor('7', rotated)).toBe(draftKeyFor('7', { SESSION_PASSWORD: { '2': 'another-password-0123456789abcdefghijkl' } }));
    expect(draftKeyFor('7', one)).not.toBe(createHmac('sha256', PASSWORD).update('7').digest('base64url'));
  });
});
