// The BFF under attack and under faults, against the real server: a console (`next start`) whose main
// API is the fault upstream this file runs in-process, served as if over https (see support/security-console.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FaultUpstream, KNOWN_EMAIL, LOGIN_CODE, send, sleep } from './support/fault-upstream';
import { E2E } from './support/ports';
import { cookieValue, raw, type RawAnswer } from './support/raw-http';
import { KNOWN_ESCAPES } from '@/lib/safe-next-path.test-support';
import {
  SECURITY,
  cookieHeader,
  sameOrigin,
  seal,
  session,
  unseal,
  type CraftedSession,
} from './support/security-console';

const upstream = new FaultUpstream();
const foreign = new FaultUpstream(E2E.foreignPort);
const at = (path: string) => `${SECURITY.url}${path}`;

/** A span as an OTLP/HTTP JSON export carries it, its attributes flattened. */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** A small OTLP/HTTP receiver on loopback: the spans the security console exports (POST /v1/traces, JSON). */
const otlp = {
  spans: [] as ReceivedSpan[],
  server: undefined as Server | undefined,
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          type Value = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            resourceSpans: { scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: Value }[] })[] }[] }[];
          };
          for (const resource of body.resourceSpans) {
            for (const scope of resource.scopeSpans) {
              for (const span of scope.spans) {
                const attributes = Object.fromEntries(
                  (span.attributes ?? []).map(({ key, value }) => [key, value.intValue !== undefined ? Number(value.intValue) : (value.stringValue ?? value.boolValue)]),
                );
                this.spans.push({ ...span, attributes });
              }
            }
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(E2E.otlpPort, '127.0.0.1', resolve));
  },
  async stop() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  },
};

test.beforeAll(async () => {
  await upstream.start();
  await foreign.start();
  await otlp.start();
});
test.afterAll(async () => {
  await upstream.stop();
  await foreign.stop();
  await otlp.stop();
});
test.beforeEach(() => {
  upstream.reset();
  foreign.reset();
});

/** A fresh, valid session cookie for the security console. */
async function signedIn(overrides: Partial<CraftedSession> = {}, key: 1 | 2 = 2) {
  const data = session(overrides);
  return { data, cookie: cookieHeader(await seal(data, key)) };
}

function sessionCookieLine(answer: RawAnswer): string | undefined {
  return answer.cookies.find((line) => line.startsWith(`${SECURITY.cookieName}=`));
}

function expectCleared(answer: RawAnswer) {
  const line = sessionCookieLine(answer);
  expect(line, 'the session cookie is cleared').toBeDefined();
  expect(line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
}

function maxAgeOf(line: string): number {
  return Number(/Max-Age=(\d+)/i.exec(line)?.[1]);
}

async function logIn(address = '203.0.113.10'): Promise<RawAnswer> {
  const headers = sameOrigin({ 'x-forwarded-for': address });
  return raw(at('/api/auth/login'), { method: 'POST', headers, body: JSON.stringify({ email: KNOWN_EMAIL, code: LOGIN_CODE }) });
}

test.describe('session cookie', () => {
  test('is __Host- over https, HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, Max-Age within the lifetime', async () => {
    const login = await logIn('203.0.113.1');
    expect(login.status, login.body).toBe(200);
    const line = sessionCookieLine(login)!;
    expect(line).toMatch(/^__Host-console_session=Fe26\.2\*2\*/);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/Domain=/i);
    expect(maxAgeOf(line)).toBeLessThanOrEqual(SECURITY.ttlSeconds);
    expect(maxAgeOf(line)).toBeGreaterThan(SECURITY.ttlSeconds - 60);
    const sealed = await unseal(cookieValue(login.cookies, SECURITY.cookieName)!);
    expect(sealed.sid.length).toBeGreaterThanOrEqual(16);
    expect(sealed.lastSeenAt).toBe(sealed.createdAt);
  });

  test('re-seals an old-key cookie with the new key, never past the remaining absolute lifetime', async () => {
    const createdAt = Date.now() - (SECURITY.ttlSeconds - 120) * 1000;
    const { cookie } = await signedIn({ createdAt }, 1);
    const answer = await raw(at('/api/me'), { headers: { cookie } });
    expect(answer.status, answer.body).toBe(200);
    const line = sessionCookieLine(answer)!;
    expect(line).toMatch(/^__Host-console_session=Fe26\.2\*2\*/);
    expect(maxAgeOf(line)).toBeLessThanOrEqual(120);
    expect(maxAgeOf(line)).toBeGreaterThan(100);
  });

  test('ends a session past its absolute lifetime without calling upstream', async () => {
    const { cookie } = await signedIn({ createdAt: Date.now() - SECURITY.ttlSeconds * 1000 - 1000 });
    const answer = await raw(at('/api/me'), { headers: { cookie } });
    expect(answer.status).toBe(401);
    expectCleared(answer);
    expect(upstream.count()).toBe(0);
  });

  test('ends an idle session, and moves lastSeenAt at most about once a minute', async () => {
    const idle = await signedIn({ lastSeenAt: Date.now() - SECURITY.idleSeconds * 1000 - 1000 });
    const refused = await raw(at('/api/me'), { headers: { cookie: idle.cookie } });
    expect(refused.status).toBe(401);
    expectCleared(refused);
    const page = await raw(at('/dashboard'), { headers: { cookie: idle.cookie } });
    expect(page.status).toBe(307);
    expect(page.headers.location).toBe(`${SECURITY.appOrigin}/login?next=%2Fdashboard`);
    expect(upstream.count()).toBe(0);

    const recent = await signedIn({ lastSeenAt: Date.now() - 10_000 });
    const untouched = await raw(at('/api/me'), { headers: { cookie: recent.cookie } });
    expect(untouched.status).toBe(200);
    expect(sessionCookieLine(untouched), 'no re-seal within the minute').toBeUndefined();

    const older = await signedIn({ lastSeenAt: Date.now() - 120_000 });
    const touched = await raw(at('/api/me'), { headers: { cookie: older.cookie } });
    expect(touched.status).toBe(200);
    const resealed = await unseal(cookieValue(touched.cookies, SECURITY.cookieName)!);
    expect(resealed.lastSeenAt).toBeGreaterThan(Date.now() - 10_000);
    expect(resealed.sid).toBe(older.data.sid);
  });

  test('logout revokes the session: a copy of the cookie taken before is refused by handlers and pages', async () => {
    const login = await logIn('203.0.113.2');
    const copy = cookieHeader(cookieValue(login.cookies, SECURITY.cookieName)!);
    expect((await raw(at('/api/me'), { headers: { cookie: copy } })).status).toBe(200);
    expect((await raw(at('/dashboard'), { headers: { cookie: copy } })).status).toBe(200);

    const logout = await raw(at('/api/auth/logout'), { method: 'POST', headers: { ...sameOrigin(), cookie: copy } });
    expect(logout.status).toBe(204);
    expectCleared(logout);
    upstream.reset();

    for (const path of ['/api/me', '/api/main/v1/products', '/api/ai/v1/health']) {
      const replay = await raw(at(path), { headers: { cookie: copy } });
      expect(replay.status, path).toBe(401);
      expectCleared(replay);
    }
    const refresh = await raw(at('/api/auth/refresh'), { method: 'POST', headers: { ...sameOrigin(), cookie: copy } });
    expect(refresh.status).toBe(401);
    const page = await raw(at('/dashboard'), { headers: { cookie: copy } });
    expect(page.status, 'the page layer refuses it too').toBe(307);
    expect(page.headers.location).toMatch(/\/login/);
    expect(page.body).not.toContain('Sec Admin');
    expect(upstream.count()).toBe(0);
  });

  test('treats a tampered or unknown-key cookie as signed out, clears it, and calls nobody', async () => {
    const good = await seal(session());
    const tampered = `${good.slice(0, -6)}AAAAAA`;
    const foreignKey = await seal(session(), 'unknown');
    for (const value of [tampered, foreignKey, 'Fe26.2**garbage', 'not-a-seal']) {
      const api = await raw(at('/api/main/v1/products'), { headers: { cookie: cookieHeader(value) } });
      expect(api.status).toBe(401);
      expectCleared(api);
      const page = await raw(at('/dashboard'), { headers: { cookie: cookieHeader(value) } });
      expect(page.status).toBe(307);
      expectCleared(page);
    }
    expect(upstream.count()).toBe(0);
  });

  test('marks every authenticated answer no-store, pages included', async () => {
    const { cookie } = await signedIn();
    upstream.on('GET', '/v1/products', (_req, res) => send(res, 404, 'No such product'));
    for (const [path, method] of [
      ['/api/me', 'GET'],
      ['/api/main/v1/orders', 'GET'],
      ['/api/main/v1/products', 'GET'],
      ['/api/main/v2/nothing', 'GET'],
      ['/dashboard', 'GET'],
      ['/me', 'GET'],
      ['/api/auth/refresh', 'POST'],
    ] as const) {
      const answer = await raw(at(path), { method, headers: { ...sameOrigin(), cookie } });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers['cache-control'], path).toMatch(/no-store/);
    }
  });
});

/** Every app/**\/route.ts as a URL, with the methods it exports. */
function routeHandlers(): { url: string; file: string; methods: string[] }[] {
  const found: { url: string; file: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'route.ts') {
        const source = readFileSync(path, 'utf8');
        const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) =>
          new RegExp(`export (const|async function|function) ${m}\\b|as ${m}\\b`).test(source),
        );
        const url = path
          .slice('app'.length, -'/route.ts'.length)
          .split('/')
          .filter((segment) => !/^\(.*\)$/.test(segment))
          .map((segment) => (segment.startsWith('[...') ? 'v1/products' : segment.startsWith('[') ? '1' : segment))
          .join('/');
        found.push({ url, file: path, methods });
      }
    }
  };
  walk('app');
  return found;
}

test.describe('anti-forgery', () => {
  test('every route handler × every mutating method refuses a forged request with 403 and calls nobody', async () => {
    const routes = routeHandlers();
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/main/v1/products', '/api/health']));
    const { cookie } = await signedIn();
    const forgeries: Record<string, Record<string, string>> = {
      'no x-csrf': { origin: SECURITY.appOrigin, 'sec-fetch-site': 'same-origin' },
      'x-csrf other than 1': { 'x-csrf': 'true', origin: SECURITY.appOrigin, 'sec-fetch-site': 'same-origin' },
      'cross-site Origin': { 'x-csrf': '1', origin: 'https://evil.example' },
      'Sec-Fetch-Site cross-site': { 'x-csrf': '1', origin: SECURITY.appOrigin, 'sec-fetch-site': 'cross-site' },
      'Sec-Fetch-Site same-site': { 'x-csrf': '1', 'sec-fetch-site': 'same-site' },
      'null Origin': { 'x-csrf': '1', origin: 'null' },
    };
    for (const route of routes) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const [label, headers] of Object.entries(forgeries)) {
          const answer = await raw(at(route.url), {
            method,
            headers: { ...headers, cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ email: KNOWN_EMAIL, code: LOGIN_CODE }),
          });
          const expected = route.methods.includes(method) ? [403] : [403, 405];
          expect(expected, `${method} ${route.url} (${route.file}) with ${label} → ${answer.status}`).toContain(answer.status);
        }
      }
    }
    expect(upstream.seen, 'nothing reached the upstream').toEqual([]);
    // The forged logouts did not end the session.
    expect((await raw(at('/api/me'), { headers: { cookie } })).status).toBe(200);
  });

  test('JSON routes refuse other content types with 415, before calling upstream', async () => {
    const { cookie } = await signedIn();
    for (const path of ['/api/auth/request-code', '/api/auth/login', '/api/main/v1/products']) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const answer = await raw(at(path), {
          method: 'POST',
          headers: { ...sameOrigin({ 'content-type': type, 'x-forwarded-for': '198.51.100.200' }), cookie },
          body: `email=${KNOWN_EMAIL}`,
        });
        expect(answer.status, `${path} ${type}`).toBe(415);
      }
    }
    expect(upstream.count()).toBe(0);
  });

  test('sends no CORS headers to a foreign origin', async () => {
    const { cookie } = await signedIn();
    const preflight = await raw(at('/api/main/v1/products'), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-csrf', cookie },
    });
    const read = await raw(at('/api/me'), { headers: { origin: 'https://evil.example', cookie } });
    for (const answer of [preflight, read]) {
      expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});

test.describe('redirects', () => {
  const NEXT_VALUES = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:%20x=1',
    '/orders\r\nLocation: https://evil.example',
    '\\\\evil.example',
    'https:evil.example',
    ...KNOWN_ESCAPES,
  ];

  test('a signed-in visit to /login?next=… lands on / or a same-site path, never elsewhere', async () => {
    const { cookie } = await signedIn();
    for (const next of NEXT_VALUES) {
      const answer = await raw(at(`/login?next=${encodeURIComponent(next)}`), { headers: { cookie } });
      expect(answer.status, next).toBe(307);
      const location = answer.headers.location!;
      expect(new URL(location).origin, next).toBe(SECURITY.appOrigin);
      expect(new URL(location).pathname === '/' || !/evil/.test(location), `${next} → ${location}`).toBe(true);
      expect(location).not.toMatch(/[\r\n]/);
    }
    // The same values written raw in the query, as a link would carry them, and asked for by the client router.
    for (const next of NEXT_VALUES.filter((value) => value.startsWith('/') && !/[\t\r\n]/.test(value))) {
      for (const headers of [{ cookie }, { cookie, rsc: '1' }] as Record<string, string>[]) {
        const answer = await raw(at(`/login?next=${next}`), { headers });
        const location = answer.headers.location;
        expect(answer.status, `${next} ${JSON.stringify(headers)}`).toBe(307);
        expect(new URL(location!, SECURITY.appOrigin).origin, `${next} → ${location}`).toBe(SECURITY.appOrigin);
      }
    }
    const safe = await raw(at(`/login?next=${encodeURIComponent('/orders?page=2')}`), { headers: { cookie } });
    expect(safe.headers.location).toBe(`${SECURITY.appOrigin}/orders?page=2`);
  });

  test('a spoofed Host or X-Forwarded-Host never reaches a Location header', async () => {
    const { cookie } = await signedIn();
    const spoofs: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    for (const headers of spoofs) {
      for (const [path, extra] of [
        ['/dashboard', {}],
        ['/login?next=%2Forders', { cookie }],
        ['/dashboard', { cookie: cookieHeader('tampered') }],
      ] as const) {
        const answer = await raw(at(path), { headers: { ...headers, ...extra } });
        expect(answer.status).toBe(307);
        expect(answer.headers.location, `${path} ${JSON.stringify(headers)}`).not.toContain('evil');
        expect(new URL(answer.headers.location!, SECURITY.appOrigin).origin).toBe(SECURITY.appOrigin);
      }
    }
  });
});

test.describe('proxy confinement', () => {
  test('refuses unsafe paths with 400 and the upstream sees nothing', async () => {
    const { cookie } = await signedIn();
    const paths = [
      '/api/main/v1/products/../users',
      '/api/main/v1/%2e%2e/admin',
      '/api/main/v1/%2E%2E/admin',
      '/api/main/v1/products%2F..%2Fusers',
      '/api/main/v1/products%2fusers',
      '/api/main/v1/products%5Cusers',
      '/api/main/v1/products\\users',
      '/api/main/v1/http:%2F%2Fevil.example',
      '/api/main/v1/https:/evil.example',
      '/api/main/v1//evil.example/x',
      '/api/main/v1/@evil.example',
      '/api/main/v1/products%00',
      '/api/main/v2/products',
      '/api/main/products',
      '/api/main/v1',
      '/api/ai/v1/%2e%2e/v2/x',
    ];
    for (const path of paths) {
      const answer = await raw(at(path), { headers: { cookie } });
      expect([400, 404], `${path} → ${answer.status}`).toContain(answer.status);
      if (path.startsWith('/api/main/v1/')) expect(answer.status, path).toBe(400);
    }
    expect(upstream.seen).toEqual([]);
  });

  test('does not follow upstream redirects, so the bearer never reaches another host', async () => {
    const { cookie, data } = await signedIn();
    for (const status of [301, 302, 303, 307, 308]) {
      upstream.on('GET', '/v1/products', (_req, res) => send(res, status, '', { location: `${foreign.address}/steal` }));
      const answer = await raw(at('/api/main/v1/products'), { headers: { cookie } });
      expect(answer.status, String(status)).toBe(502);
      expect(answer.headers.location).toBeUndefined();
    }
    upstream.on('POST', '/v1/products', (_req, res) => send(res, 307, '', { location: `${foreign.address}/steal` }));
    const post = await raw(at('/api/main/v1/products'), { method: 'POST', headers: { ...sameOrigin(), cookie }, body: '{}' });
    expect(post.status).toBe(502);
    expect(foreign.seen).toEqual([]);
    expect(upstream.seen.every((s) => s.headers.authorization === `Bearer ${data.upstream.access_token}`)).toBe(true);
  });

  test('forwards neither the browser cookie nor its Authorization, and drops upstream Set-Cookie', async () => {
    const { cookie, data } = await signedIn();
    upstream.on('GET', '/v1/products', (_req, res) =>
      send(res, 200, { data: [] }, { 'set-cookie': ['upstream_session=stolen; Path=/', `${SECURITY.cookieName}=evil; Path=/`] }),
    );
    const answer = await raw(at('/api/main/v1/products'), { headers: { cookie, authorization: 'Bearer browser-token' } });
    expect(answer.status).toBe(200);
    expect(answer.cookies).toEqual([]);
    const seen = upstream.seen[0];
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBe(`Bearer ${data.upstream.access_token}`);
  });

  test('refuses a single-valued query parameter given twice with 400 naming it, and the upstream sees nothing', async () => {
    const { cookie } = await signedIn();
    // The BFF's own checks and the upstream must read one value: a history page's limit is checked here.
    const calls = [
      ['/api/main/v1/products?limit=100000&limit=1', 'limit'],
      ['/api/main/v1/products/3/history?limit=1&limit=100000', 'limit'],
      ['/api/main/v1/orders?status=new&page=1&status=paid', 'status'],
      ['/api/export/orders.csv?sort=total&sort=created_at', 'sort'],
    ];
    for (const [path, name] of calls) {
      const answer = await raw(at(path), { headers: { cookie } });
      expect(answer.status, path).toBe(400);
      expect(answer.json(), path).toEqual({ message: `The query parameter “${name}” is given more than once; give it once.` });
    }
    expect(upstream.seen).toEqual([]);
  });

  test('gives the console’s own address where an answer holds the upstream’s, and streams a file’s bytes as they are', async () => {
    const { cookie } = await signedIn();
    const file = (url: string) => ({ id: 9, filename: 'a.png', url });
    upstream.on('GET', '/v1/files/9', (_req, res) => send(res, 200, { data: file(`${upstream.address}/v1/files/9/content`) }));
    upstream.on('GET', '/v1/files', (_req, res) => send(res, 200, { data: { records: [file(`${upstream.address}/v1/files/9/content`)], page: 1, limit: 20, total: 1, pages: 1 } }));
    const bytes = `"${upstream.address}/v1/files/9/content"`;
    upstream.on('GET', '/v1/files/9/content', (_req, res) => send(res, 200, bytes, { 'content-type': 'text/plain' }));
    const record = await raw(at('/api/main/v1/files/9'), { headers: { cookie } });
    expect(JSON.parse(record.body)).toEqual({ data: file('/api/main/v1/files/9/content') });
    const list = await raw(at('/api/main/v1/files?page=1'), { headers: { cookie } });
    expect((JSON.parse(list.body) as { data: { records: unknown[] } }).data.records).toEqual([file('/api/main/v1/files/9/content')]);
    expect((await raw(at('/api/main/v1/files/9/content'), { headers: { cookie } })).body).toBe(bytes);
  });

  test('answers TRACE and CONNECT with 405', async () => {
    const { cookie } = await signedIn();
    for (const method of ['TRACE']) {
      for (const path of ['/api/main/v1/products', '/api/health', '/dashboard']) {
        const answer = await raw(at(path), { method, headers: { cookie } });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.body).not.toContain('Fe26');
      }
    }
    const connect = await raw(at('/api/main/v1/products'), { method: 'CONNECT', headers: { host: 'evil.example:443' } }).catch(
      (error: Error) => ({ status: 0, error }),
    );
    expect(connect.status).toBe(405);
    expect(upstream.seen).toEqual([]);
  });

  test('refuses bodies over the limit with 413 before anything is sent', async () => {
    const { cookie } = await signedIn();
    const big = JSON.stringify({ text: 'x'.repeat(1_000_001) });
    for (const path of ['/api/main/v1/products', '/api/ai/v1/interlinks', '/api/auth/login']) {
      const answer = await raw(at(path), {
        method: 'POST',
        headers: { ...sameOrigin({ 'x-forwarded-for': '198.51.100.201' }), cookie },
        body: big,
      });
      expect(answer.status, path).toBe(413);
    }
    // A streamed JSON body (no Content-Length) is measured as it arrives.
    const chunked = await raw(at('/api/main/v1/products/1'), {
      method: 'PUT',
      headers: { ...sameOrigin({ 'transfer-encoding': 'chunked' }), cookie },
      body: big,
    });
    expect(chunked.status).toBe(413);
    // An upload declaring more than 200 MB and its multipart envelope is refused on its headers alone.
    const upload = await raw(at('/api/main/v1/files'), {
      method: 'POST',
      headers: {
        ...sameOrigin({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024 + 64 * 1024 + 1) }),
        cookie,
      },
      abortAfterMs: 5_000,
    });
    expect(upload.status).toBe(413);
    expect(upstream.seen).toEqual([]);
    // Within the limits, both pass.
    const ok = await raw(at('/api/main/v1/products'), { method: 'POST', headers: { ...sameOrigin(), cookie }, body: '{"name":"x"}' });
    expect(ok.status).toBe(200);
    expect(upstream.seen[0].body).toBe('{"name":"x"}');
  });
});

test.describe('roles', () => {
  test('a role in a header, the query or the body is ignored', async () => {
    const { cookie } = await signedIn({ role: 'editor' });
    const attempts: [string, string, Record<string, string>, string?][] = [
      ['GET', '/api/main/v1/orders', { 'x-role': 'admin', 'x-user-role': 'admin', role: 'admin' }],
      ['GET', '/api/main/v1/orders?role=admin&as=admin', {}],
      ['POST', '/api/main/v1/orders', sameOrigin(), JSON.stringify({ role: 'admin' })],
      ['GET', '/api/main/v1/customers', { cookie: `${cookie}; role=admin` }],
    ];
    for (const [method, path, headers, body] of attempts) {
      const answer = await raw(at(path), { method, headers: { cookie, ...headers }, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const page = await raw(at('/orders?role=admin'), { headers: { cookie, 'x-role': 'admin' } });
    expect(page.status).toBe(404);
    expect(upstream.seen).toEqual([]);
  });

  test('an unknown role from upstream is denied: no cookie at login, no profile from /v1/me', async () => {
    upstream.on('POST', '/v1/auth/login', (_req, res) =>
      send(res, 200, { data: { id: 1, name: 'Odd', role: 'owner', session: upstream.session() } }),
    );
    const login = await logIn('203.0.113.3');
    expect(login.status).toBe(502);
    expect(sessionCookieLine(login)).toBeUndefined();

    const { cookie } = await signedIn();
    upstream.on('GET', '/v1/me', (_req, res) => send(res, 200, { data: { id: 1, name: 'Odd', role: 'superuser' } }));
    const me = await raw(at('/api/me'), { headers: { cookie } });
    expect(me.status).toBe(502);
  });

  test('bypass headers give nothing without a session, at either layer', async () => {
    const bypass = {
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      'x-middleware-prefetch': '1',
      'x-invoke-path': '/api/me',
      'x-invoke-status': '200',
      'x-nextjs-data': '1',
      'x-now-route-matches': '1',
      'x-original-url': '/api/health',
      'x-rewrite-url': '/api/health',
      rsc: '1',
    };
    for (const sub of ['middleware', 'src/middleware', 'pages/_middleware', 'middleware:middleware:middleware:middleware:middleware']) {
      const headers = { ...bypass, 'x-middleware-subrequest': sub };
      expect((await raw(at('/api/me'), { headers })).status).toBe(401);
      expect((await raw(at('/api/main/v1/products'), { headers })).status).toBe(401);
      const page = await raw(at('/dashboard'), { headers });
      expect([307, 303, 200]).toContain(page.status);
      expect(page.body).not.toContain('Sec Admin');
      if (page.status !== 200) expect(page.headers.location).toMatch(/\/login/);
    }
    expect(upstream.seen).toEqual([]);
  });
});

test.describe('abuse', () => {
  /** A sign-in call as a client behind the trusted proxy at `address` would make it. */
  const attempt = (action: 'login' | 'request-code', email: string, address: string, code = '000000') =>
    raw(at(`/api/auth/${action}`), {
      method: 'POST',
      headers: sameOrigin({ 'x-forwarded-for': address }),
      body: JSON.stringify(action === 'login' ? { email, code } : { email }),
    });

  /** Runs `count` calls, `batch` at a time in parallel, and gives their answers in order. */
  async function inBatches(count: number, batch: number, call: (i: number) => Promise<RawAnswer>): Promise<RawAnswer[]> {
    const answers: RawAnswer[] = [];
    for (let start = 0; start < count; start += batch) {
      const size = Math.min(batch, count - start);
      answers.push(...(await Promise.all(Array.from({ length: size }, (_, i) => call(start + i)))));
    }
    return answers;
  }

  test('1,000 failed logins for one e-mail from one address leave its owner able to sign in from another', async () => {
    test.setTimeout(120_000);
    const attacker = '192.0.2.66';
    const answers = await inBatches(1_000, 50, () => attempt('login', KNOWN_EMAIL, attacker));
    const statuses = answers.map((a) => a.status);
    // Counted before the upstream answers, so even parallel bursts get exactly perEmail tries.
    expect(statuses.filter((s) => s === 401)).toHaveLength(SECURITY.perEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1_000 - SECURITY.perEmail);
    expect(Number(answers.find((a) => a.status === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    expect(upstream.count('POST', '/v1/auth/login')).toBe(SECURITY.perEmail);
    // The attacker's address stays shut for this e-mail, even with the right code…
    expect((await attempt('login', KNOWN_EMAIL, attacker, LOGIN_CODE)).status).toBe(429);
    // …while the owner signs in from anywhere else.
    const owner = await logIn('203.0.113.20');
    expect(owner.status).toBe(200);
    expect(sessionCookieLine(owner)).toBeDefined();
  });

  test('an address spraying many e-mails is stopped after its failures reach the per-address limit', async () => {
    const sprayer = '192.0.2.77';
    const answers = await inBatches(SECURITY.perAddress + 10, 10, (i) => attempt('login', `spray-login-${i}@example.com`, sprayer));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SECURITY.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(upstream.count('POST', '/v1/auth/login')).toBe(SECURITY.perAddress);
    // Another address is not affected.
    expect((await attempt('login', 'spray-login-0@example.com', '192.0.2.78')).status).toBe(401);
  });

  test('a successful sign-in resets the failures for that e-mail from that address', async () => {
    const address = '192.0.2.88';
    const failures = async (count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push((await attempt('login', KNOWN_EMAIL, address)).status);
      return statuses;
    };
    expect(await failures(SECURITY.perEmail - 1)).toEqual(Array(SECURITY.perEmail - 1).fill(401));
    expect((await logIn(address)).status).toBe(200);
    // Without the reset the second of these would be refused.
    expect(await failures(SECURITY.perEmail)).toEqual(Array(SECURITY.perEmail).fill(401));
    expect((await attempt('login', KNOWN_EMAIL, address, LOGIN_CODE)).status).toBe(429);
  });

  test("limits code requests per e-mail from one address, without stopping that user's login with a code already received", async () => {
    // Not KNOWN_EMAIL, whose code requests other tests make; the upstream accepts this one's code below.
    const email = 'code-flood@example.com';
    const address = '192.0.2.10';
    const answers: RawAnswer[] = [];
    for (let i = 0; i < SECURITY.perEmail + 2; i += 1) answers.push(await attempt('request-code', email, address));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, SECURITY.perEmail)).toEqual(Array(SECURITY.perEmail).fill(200));
    expect(statuses.slice(SECURITY.perEmail)).toEqual([429, 429]);
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    expect(upstream.count('POST', '/v1/auth/request-code')).toBe(SECURITY.perEmail);
    // The user, at that address, signs in with the code already received.
    upstream.on('POST', '/v1/auth/login', (_req, res) =>
      send(res, 200, { data: { id: 2, name: 'Flooded', role: 'editor', session: upstream.session() } }),
    );
    const login = await attempt('login', email, address, LOGIN_CODE);
    expect(login.status).toBe(200);
    expect(upstream.count('POST', '/v1/auth/login')).toBe(1);
    // Signed in, they may ask for codes from there again.
    expect((await attempt('request-code', email, address)).status).toBe(200);
  });

  test('a stranger asking for codes in an e-mail from one address never keeps its owner from a code and a sign-in', async () => {
    test.setTimeout(60_000);
    const email = 'code-target@example.com';
    const stranger = '192.0.2.150';
    const answers = await inBatches(100, 10, () => attempt('request-code', email, stranger));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SECURITY.perEmail);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(100 - SECURITY.perEmail);
    expect(upstream.count('POST', '/v1/auth/request-code')).toBe(SECURITY.perEmail);
    // The owner, at another address, is still sent a code, and again within the window…
    const owner = '203.0.113.30';
    for (let i = 0; i < 2; i += 1) expect((await attempt('request-code', email, owner)).status).toBe(200);
    expect(upstream.count('POST', '/v1/auth/request-code')).toBe(SECURITY.perEmail + 2);
    // …and signs in with it.
    upstream.on('POST', '/v1/auth/login', (_req, res) =>
      send(res, 200, { data: { id: 3, name: 'Targeted', role: 'editor', session: upstream.session() } }),
    );
    const login = await attempt('login', email, owner, LOGIN_CODE);
    expect(login.status).toBe(200);
    expect(sessionCookieLine(login)).toBeDefined();
    // The stranger's address stays shut for that e-mail.
    expect((await attempt('request-code', email, stranger)).status).toBe(429);
  });

  test('limits code requests per client address, read through the trusted proxy only', async () => {
    const address = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < SECURITY.perAddress + 1; i += 1) {
      // The left entry is the client's own word; the trusted proxy appended the right one.
      const answer = await attempt('request-code', `spray-${i}@example.com`, `10.9.9.${i}, ${address}`);
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, SECURITY.perAddress)).not.toContain(429);
    expect(upstream.count('POST', '/v1/auth/request-code')).toBe(SECURITY.perAddress);
  });

  test('without a forwarded chain the address is the socket peer, whatever the client claims', async () => {
    // No X-Forwarded-For: the chain is too short for the trusted proxy, so the peer counts. A client
    // that sends the gate's internal header, different every time, still shares its socket's bucket.
    const ask = (i: number, localAddress: string) =>
      raw(at('/api/auth/request-code'), {
        method: 'POST',
        headers: sameOrigin({ 'x-console-client-address': `198.51.100.${i}` }),
        body: JSON.stringify({ email: `peer-${localAddress}-${i}@example.com` }),
        localAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < SECURITY.perAddress + 1; i += 1) statuses.push((await ask(i, '127.0.0.50')).status);
    expect(statuses.slice(0, SECURITY.perAddress)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another peer has its own bucket: the peer was told apart, not lumped into one "unknown".
    expect((await ask(0, '127.0.0.51')).status).toBe(200);
  });

  test('known and unknown e-mails get the same answer', async () => {
    const ask = (email: string, address: string, path: string, body: object) =>
      raw(at(path), { method: 'POST', headers: sameOrigin({ 'x-forwarded-for': address }), body: JSON.stringify({ email, ...body }) });
    const known = await ask(KNOWN_EMAIL, '192.0.2.101', '/api/auth/request-code', {});
    const unknown = await ask('nobody-here@example.com', '192.0.2.102', '/api/auth/request-code', {});
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(200);
    const wrongCode = await ask(KNOWN_EMAIL, '192.0.2.103', '/api/auth/login', { code: '999999' });
    const noAccount = await ask('nobody-here@example.com', '192.0.2.104', '/api/auth/login', { code: '999999' });
    expect([wrongCode.status, wrongCode.body]).toEqual([noAccount.status, noAccount.body]);
    expect(wrongCode.status).toBe(401);
  });
});

test.describe('upstream faults', () => {
  test('a refused connection answers 502 JSON and keeps the session', async () => {
    const { cookie } = await signedIn();
    await upstream.stop();
    try {
      const answer = await raw(at('/api/main/v1/products'), { headers: { cookie } });
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(answer.json().message).toMatch(/cannot be reached/);
      expect(sessionCookieLine(answer)).toBeUndefined();
    } finally {
      await upstream.start();
    }
    expect((await raw(at('/api/main/v1/products'), { headers: { cookie } })).status).toBe(200);
  });

  test('no headers within the deadline → 504', async () => {
    const { cookie } = await signedIn();
    upstream.on('GET', '/v1/products', async (_req, res) => {
      await sleep(SECURITY.timeoutMs + 1_500);
      send(res, 200, { data: [] });
    });
    const started = Date.now();
    const answer = await raw(at('/api/main/v1/products'), { headers: { cookie } });
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(SECURITY.timeoutMs + 1_000);
    expect(sessionCookieLine(answer)).toBeUndefined();
  });

  test('a body that trickles is cut off at the deadline', async () => {
    const { cookie } = await signedIn();
    const trickle = async (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":');
      for (let i = 0; i < 40 && !res.destroyed; i += 1) {
        await sleep(150);
        res.write(' ');
      }
      res.end('{}}');
    };
    // /api/me: the first try is cut off at the deadline, then retried (docs/api-contract.md#auth-calls) and answered.
    upstream.on('GET', '/v1/me', trickle);
    let started = Date.now();
    const me = await raw(at('/api/me'), { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(upstream.seen.filter((s) => s.path === '/v1/me').map((s) => s.closedEarly)).toEqual([true, false]);
    expect(Date.now() - started).toBeLessThan(SECURITY.timeoutMs + 1_000 + 1_500);

    upstream.on('GET', '/v1/products', trickle);
    started = Date.now();
    const proxied = await raw(at('/api/main/v1/products'), { headers: { cookie } }).catch((e: Error) => e);
    expect(Date.now() - started).toBeLessThan(SECURITY.timeoutMs + 1_500);
    if (!(proxied instanceof Error)) expect(proxied.body).not.toBe('{"data":' + ' '.repeat(40) + '{}}');
    await expect.poll(() => upstream.seen.filter((s) => s.path === '/v1/products').every((s) => s.closedEarly)).toBe(true);
  });

  test('invalid JSON with 200 on login or refresh → 502 and no cookie', async () => {
    upstream.on('POST', '/v1/auth/login', (_req, res) => send(res, 200, '<html>not json</html>'));
    const login = await logIn('203.0.113.4');
    expect(login.status).toBe(502);
    expect(sessionCookieLine(login)).toBeUndefined();

    const { cookie } = await signedIn();
    upstream.on('POST', '/v1/auth/refresh-token', (_req, res) => send(res, 200, 'definitely { not json'));
    const refresh = await raw(at('/api/auth/refresh'), { method: 'POST', headers: { ...sameOrigin(), cookie } });
    expect(refresh.status).toBe(502);
    expect(sessionCookieLine(refresh)).toBeUndefined();
    expect((await raw(at('/api/me'), { headers: { cookie } })).status).toBe(200);
  });

  test('a 5xx on a GET is passed back, not retried — except /v1/me, per docs/api-contract.md#auth-calls', async () => {
    const { cookie } = await signedIn();
    upstream.on('GET', '/v1/products', (_req, res) => send(res, 503, 'Down for maintenance'));
    const answer = await raw(at('/api/main/v1/products'), { headers: { cookie } });
    expect(answer.status).toBe(503);
    expect(answer.body).toBe('Down for maintenance');
    expect(upstream.count('GET', '/v1/products')).toBe(1);

    upstream.on('GET', '/v1/me', (_req, res) => send(res, 503, 'Down'));
    const me = await raw(at('/api/me'), { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(upstream.count('GET', '/v1/me')).toBe(2);
  });

  test('a mutation is sent exactly once, whatever happens to it', async () => {
    const { cookie } = await signedIn();
    upstream.on('POST', '/v1/products', (_req, res) => send(res, 503, 'Down'));
    const failed = await raw(at('/api/main/v1/products'), { method: 'POST', headers: { ...sameOrigin(), cookie }, body: '{"a":1}' });
    expect(failed.status).toBe(503);
    upstream.on('PUT', '/v1/products/1', (_req, res) => {
      res.socket?.destroy();
    });
    const dropped = await raw(at('/api/main/v1/products/1'), { method: 'PUT', headers: { ...sameOrigin(), cookie }, body: '{"a":1}' });
    expect(dropped.status).toBe(502);
    upstream.on('DELETE', '/v1/products/2', async (_req, res) => {
      await sleep(SECURITY.timeoutMs + 500);
      send(res, 204, '');
    });
    const slow = await raw(at('/api/main/v1/products/2'), { method: 'DELETE', headers: { ...sameOrigin(), cookie } });
    expect(slow.status).toBe(504);
    await sleep(300);
    expect(upstream.count('POST', '/v1/products')).toBe(1);
    expect(upstream.count('PUT', '/v1/products/1')).toBe(1);
    expect(upstream.count('DELETE', '/v1/products/2')).toBe(1);
  });

  test('the browser going away aborts the upstream call', async () => {
    const { cookie } = await signedIn();
    upstream.on('GET', '/v1/products', async (_req, res) => {
      await sleep(1_400);
      if (!res.destroyed) send(res, 200, { data: [] });
    });
    await raw(at('/api/main/v1/products'), { headers: { cookie }, abortAfterMs: 300 }).catch(() => undefined);
    await expect
      .poll(() => upstream.seen.find((s) => s.path === '/v1/products')?.closedEarly, { timeout: 1_000, intervals: [100] })
      .toBe(true);
  });

  test('GET /api/health answers 200 without calling upstream', async () => {
    const answer = await raw(at('/api/health'));
    expect(answer.status).toBe(200);
    expect(upstream.seen).toEqual([]);
  });

  test('GET /api/ready asks the main API one anonymous GET /health, even from a signed-in browser', async () => {
    const { cookie } = await signedIn();
    const answer = await raw(at('/api/ready'), { headers: { cookie, authorization: 'Bearer from-the-browser' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(upstream.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /health']);
    expect(upstream.seen[0].headers.authorization).toBeUndefined();
    expect(upstream.seen[0].headers.cookie).toBeUndefined();
  });

  test('GET /api/ready counts any answer below 500 as up: an API without /health is ready', async () => {
    upstream.on('GET', '/health', (_req, res) => send(res, 404, 'Not Found'));
    const answer = await raw(at('/api/ready'));
    expect(answer.status).toBe(200);
  });

  test('GET /api/ready answers 503 with the reason when the main API fails, is slow or is down', async () => {
    upstream.on('GET', '/health', (_req, res) => send(res, 502, 'Bad Gateway'));
    const failing = await raw(at('/api/ready'));
    expect(failing.status).toBe(503);
    expect(JSON.parse(failing.body)).toEqual({ message: 'Not ready: the main API answered 502.' });

    upstream.on('GET', '/health', async (_req, res) => {
      await sleep(SECURITY.timeoutMs + 500);
      if (!res.destroyed) send(res, 200, { ok: true });
    });
    const slow = await raw(at('/api/ready'));
    expect(slow.status).toBe(503);
    expect(JSON.parse(slow.body)).toEqual({ message: 'Not ready: the main API did not answer in time.' });

    // Twice: a read on a reused socket that drops is sent once more.
    upstream.on('GET', '/health', (req) => void req.socket.destroy(), 2);
    const dropped = await raw(at('/api/ready'));
    expect(dropped.status).toBe(503);
    expect(JSON.parse(dropped.body)).toEqual({ message: 'Not ready: the main API cannot be reached.' });
  });
});

test.describe('refresh', () => {
  test('50 concurrent calls inside the 5-second window make exactly one upstream refresh, and all succeed', async () => {
    const { cookie } = await signedIn({
      upstream: { access_token: 'acc-concurrent', refresh_token: `ref-concurrent-${Date.now()}`, expired_at: Date.now() + 3_000 },
    });
    upstream.on('POST', '/v1/auth/refresh-token', async (_req, res) => {
      await sleep(300);
      send(res, 200, { data: upstream.session() });
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? raw(at('/api/main/v1/products'), { headers: { cookie } })
          : raw(at('/api/auth/refresh'), { method: 'POST', headers: { ...sameOrigin(), cookie } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(upstream.count('POST', '/v1/auth/refresh-token')).toBe(1);
    const tokens = new Set(upstream.seen.filter((s) => s.path === '/v1/products').map((s) => s.headers.authorization));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).not.toBe('Bearer acc-concurrent');
  });

  test('a refused refresh ends the session with 401', async () => {
    const { cookie } = await signedIn({ upstream: { access_token: 'a-401', refresh_token: `r-401-${Date.now()}`, expired_at: Date.now() - 1_000 } });
    upstream.on('POST', '/v1/auth/refresh-token', (_req, res) => send(res, 401, 'Invalid refresh token'));
    const answer = await raw(at('/api/main/v1/products'), { headers: { cookie } });
    expect(answer.status).toBe(401);
    expectCleared(answer);
    expect(upstream.count('GET', '/v1/products')).toBe(0);
  });

  test('a refresh answering 5xx or timing out keeps the session and answers 503', async () => {
    const stale = { access_token: 'a-503', refresh_token: `r-503-${Date.now()}`, expired_at: Date.now() - 1_000 };
    const { cookie } = await signedIn({ upstream: stale });
    upstream.on('POST', '/v1/auth/refresh-token', (_req, res) => send(res, 500, 'Boom'));
    const failed = await raw(at('/api/main/v1/products'), { headers: { cookie } });
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBeDefined();
    expect(sessionCookieLine(failed)).toBeUndefined();

    upstream.on('POST', '/v1/auth/refresh-token', async (_req, res) => {
      await sleep(SECURITY.timeoutMs + 500);
      send(res, 200, { data: upstream.session() });
    });
    const slow = await raw(at('/api/auth/refresh'), { method: 'POST', headers: { ...sameOrigin(), cookie } });
    expect(slow.status).toBe(503);
    expect(sessionCookieLine(slow)).toBeUndefined();

    const recovered = await raw(at('/api/main/v1/products'), { headers: { cookie } });
    expect(recovered.status).toBe(200);
    expect(sessionCookieLine(recovered)).toBeDefined();
  });

  test('refreshes at or after expiry − 5 s, not before', async () => {
    const cases: [string, number, boolean][] = [
      ['a minute left', 60_000, false],
      ['just over 5 s left', 6_000, false],
      ['just under 5 s left', 4_000, true],
      ['already expired', -1_000, true],
    ];
    for (const [label, left, refreshes] of cases) {
      upstream.reset();
      const { cookie } = await signedIn({
        upstream: { access_token: `a-${label}`, refresh_token: `r-${label}-${Date.now()}`, expired_at: Date.now() + left },
      });
      const answer = await raw(at('/api/main/v1/products'), { headers: { cookie } });
      expect(answer.status, label).toBe(200);
      expect(upstream.count('POST', '/v1/auth/refresh-token'), label).toBe(refreshes ? 1 : 0);
    }
  });
});

test.describe('headers', () => {
  test('HSTS over https, with the other hardening headers and no X-Powered-By', async () => {
    for (const path of ['/login', '/api/health', '/api/me']) {
      const answer = await raw(at(path));
      expect(answer.headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});

test.describe('metrics', () => {
  const scrape = (token?: string) => raw(at('/api/metrics'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** The count of one series of the request histogram, 0 when it has none yet. */
  const requestCount = (text: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`console_http_request_duration_seconds_count{${labels}}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  test('answer with their token only (read from a file), count a request once, carry no id or e-mail, and never count themselves', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('not-the-token')).status).toBe(401);
    const health = 'route="/api/health",method="GET",status="200"';
    const before = await scrape(SECURITY.metricsToken);
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain/);
    await raw(at('/api/health'));
    const after = (await scrape(SECURITY.metricsToken)).body;
    expect(requestCount(after, health) - requestCount(before.body, health)).toBe(1);

    // Paths a client made up, with an e-mail and ids in them, and a proxied call below a record.
    const { cookie } = await signedIn();
    await raw(at('/api/main/v1/products/48213'), { headers: { cookie } });
    await raw(at('/api/main/v1/someone@example.com/48213'), { headers: { cookie } });
    await raw(at('/content/update/48213'));
    await raw(at('/someone@example.com'));
    const text = (await scrape(SECURITY.metricsToken)).body;
    const routes = [...text.matchAll(/\broute="([^"]*)"/g)].map(([, route]) => route);
    expect(routes).toEqual(expect.arrayContaining(['/api/health', '/api/main/v1/products/[...]', '/content/update/:id']));
    for (const route of routes) expect(route, route).not.toMatch(/@|\d{3,}/);
    expect(text).not.toContain('someone@example.com');
    expect(routes).not.toContain('/api/metrics');
    // The upstream call behind the proxied one, and the process's own figures.
    expect(text).toMatch(/console_upstream_request_duration_seconds_count\{upstream="main",status="\d{3}"\} [1-9]/);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

test.describe('traces', () => {
  test('a request and its upstream call reach the OTLP receiver as one trace, with the request id, and the upstream sees traceparent', async () => {
    const { cookie } = await signedIn();
    // The security console trusts one proxy, so the id a proxy would set is kept.
    const requestId = `trace-check-${Date.now()}`;
    await raw(at('/api/main/v1/products?search=ada%40example.com'), { headers: { cookie, 'x-request-id': requestId } });
    const call = upstream.seen.find((seen) => seen.path.startsWith('/v1/products'));
    const traceparent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(call?.headers.traceparent));
    expect(traceparent, `traceparent sent upstream: ${call?.headers.traceparent}`).not.toBeNull();
    const [, traceId, clientSpanId] = traceparent!;

    await expect.poll(() => otlp.spans.filter((span) => span.traceId === traceId).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const trace = otlp.spans.filter((span) => span.traceId === traceId);
    const client = trace.find((span) => span.spanId === clientSpanId);
    expect(client).toMatchObject({ name: 'GET main', kind: 3, attributes: { 'console.upstream': 'main', 'url.path': '/v1/products', 'http.response.status_code': 200 } });
    // The gate's span is the request's root (Next's own spans, its server span among them, sit below it).
    const server = trace.find((span) => span.attributes['console.request_id'] === requestId);
    expect(server).toMatchObject({ name: 'GET /api/main/v1/products', kind: 2, attributes: { 'http.route': '/api/main/v1/products', 'http.response.status_code': 200 } });
    expect(server!.parentSpanId || undefined).toBeUndefined();
    // The client span sits under it (through Next's spans between them).
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    let parent = client!.parentSpanId;
    while (parent && parent !== server!.spanId) parent = byId.get(parent)?.parentSpanId;
    expect(parent).toBe(server!.spanId);
    // No query (a search term, an e-mail) in any span.
    expect(JSON.stringify(trace)).not.toContain('example.com');
  });

  test('no span names or holds a query, where no route resolved either: 404s and redirects', async () => {
    const { cookie } = await signedIn();
    const stamp = Date.now();
    // Each request's query carries a marker no span may hold; signed in or out, as the case needs.
    const requests = [
      { path: '/api/main/v1/nope?email=leak-1%40example.com', cookie },
      { path: '/api/no-such-call?email=leak-2%40example.com', cookie },
      { path: '/no-such-page?secret=leak-3', cookie },
      { path: '/login?next=/products%3Fsecret%3Dleak-4', cookie },
      { path: '/products?secret=leak-5', cookie: undefined },
      { path: '/?secret=leak-6', cookie: undefined },
    ];
    const ids: string[] = [];
    for (const [index, request] of requests.entries()) {
      const requestId = `trace-query-${stamp}-${index}`;
      ids.push(requestId);
      const answer = await raw(at(request.path), { headers: { 'x-request-id': requestId, ...(request.cookie ? { cookie: request.cookie } : {}) } });
      expect([307, 308, 400, 403, 404], `${request.path} → ${answer.status}`).toContain(answer.status);
    }
    const roots = () => ids.map((id) => otlp.spans.find((span) => span.attributes['console.request_id'] === id));
    await expect.poll(() => roots().filter(Boolean).length, { timeout: 10_000 }).toBe(ids.length);
    const traceIds = new Set(roots().map((span) => span!.traceId));
    const spans = otlp.spans.filter((span) => traceIds.has(span.traceId));
    expect(spans.filter((span) => span.name.includes('?')).map((span) => span.name)).toEqual([]);
    expect(JSON.stringify(spans)).not.toMatch(/leak-\d|secret=|email=/);
  });
});

test('no token appears in this console’s server log', async () => {
  const log = readFileSync(SECURITY.logFile, 'utf8');
  expect(log.length).toBeGreaterThan(0);
  for (const token of upstream.issuedTokens) expect(log).not.toContain(token);
  expect(log).not.toMatch(/acc-crafted|ref-crafted|Fe26\.2/);
});
