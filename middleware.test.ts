// The Edge guard's answer to a signed-in visit of /login?next=…: its Location stays on the console's
// origin for every target an attacker can write, and a same-site target is kept.
import { NextRequest } from 'next/server';
import { hostileNextValues, KNOWN_ESCAPES } from '@/lib/safe-next-path.test-support';

const APP_URL = 'https://console.example.com';

let middleware: (request: NextRequest) => Promise<Response>;
let cookie: string;

beforeAll(async () => {
  Object.assign(process.env, {
    MAIN_API_URL: 'http://127.0.0.1:9',
    AI_API_URL: 'http://127.0.0.1:9/ai',
    APP_URL,
    APP_ENV: 'test',
    SESSION_PASSWORD: 'middleware-test-session-password-0123456789',
  });
  ({ middleware } = await import('./middleware'));
  const { getConfig } = await import('@/lib/server/config');
  const { sealSession, sessionCookieName, startSession } = await import('@/lib/server/session-codec');
  const config = getConfig();
  const session = startSession({ id: '1', name: 'Ada Admin', role: 'admin', upstream: { access_token: 'a', refresh_token: 'r', expired_at: Date.now() + 600_000 } });
  cookie = `${sessionCookieName(config)}=${await sealSession(session, config)}`;
});

/** The middleware's redirect for a signed-in visit to /login with this raw query string. */
async function landing(query: string): Promise<string> {
  const request = new NextRequest(`${APP_URL}/login?${query}`, { headers: { cookie } });
  const answer = await middleware(request);
  expect(answer.status).toBe(307);
  return answer.headers.get('location')!;
}

describe('middleware: signed in at /login?next=…', () => {
  it('goes on to a same-site target', async () => {
    expect(await landing(`next=${encodeURIComponent('/orders?page=2')}`)).toBe(`${APP_URL}/orders?page=2`);
  });

  it.each(KNOWN_ESCAPES)('lands %p on the console, written raw or encoded', async (next) => {
    for (const query of [`next=${encodeURIComponent(next)}`, `next=${next.replace(/[\t#&]/g, encodeURIComponent)}`]) {
      expect(new URL(await landing(query)).href).toBe(`${APP_URL}/`);
    }
  });

  it('keeps the Location on the console for 3,000 hostile targets', async () => {
    const escapes: string[] = [];
    for (const next of hostileNextValues(3_000, 7)) {
      const location = await landing(`next=${encodeURIComponent(next)}`);
      const resolved = new URL(location, APP_URL);
      if (resolved.origin !== APP_URL || /[\r\n]/.test(location)) escapes.push(`${JSON.stringify(next)} → ${location}`);
    }
    expect(escapes).toEqual([]);
  });
});
