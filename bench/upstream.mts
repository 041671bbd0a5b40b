// The benchmark's upstream: a trivial main API on loopback. It signs staff in (docs/api-contract.md#auth-calls, fixed code),
// refreshes tokens (counting every refresh) and serves any resource as pages of a 10,000-record store,
// so what is measured is the console, not a database.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dashboardBody } from './dashboard.mts';
import { THREAD_ID, threadBody, threadRecordBody } from './thread.mts';

export const BENCH_CODE = '135790';
export const RECORD_COUNT = 10_000;

export interface BenchUpstream {
  url: string;
  /** Upstream refresh calls since start or the last reset. */
  refreshCalls: () => number;
  resetCounts: () => void;
  close: () => Promise<void>;
}

interface Options {
  port: number;
  /** Access-token lifetime per e-mail in ms; others get an hour. */
  ttlByEmail?: Record<string, number>;
}

const ACCOUNTS: Record<string, { id: number; name: string; role: 'admin' | 'editor' }> = {
  'admin@example.com': { id: 1, name: 'Ada Admin', role: 'admin' },
  'short@example.com': { id: 2, name: 'Sam Short', role: 'admin' },
};

/** A product-shaped record; twenty of them make a page of about 4.5 KB. */
function record(i: number) {
  const region = i % 3 === 0 ? 'us' : 'gb';
  return {
    id: i + 1,
    name: `Benchmark product ${String(i + 1).padStart(5, '0')}`,
    slug: `benchmark-product-${i + 1}`,
    region,
    status: i % 7 === 0 ? 'draft' : 'published',
    sites: [region === 'gb' ? 'daylewis' : 'healthwarehouse'],
    price: 99 + ((i * 37) % 4000),
    pack_size: 1 + (i % 32),
    stock: (i * 13) % 500,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
  };
}

const STORE = Array.from({ length: RECORD_COUNT }, (_, i) => record(i));

/** The paged-list answer of the REST contract (docs/api-contract.md#paged-lists), for page/limit of the query. */
export function pageBody(page: number, limit: number): string {
  const start = (page - 1) * limit;
  return JSON.stringify({
    data: { records: STORE.slice(start, start + limit), page, limit, total: RECORD_COUNT, pages: Math.ceil(RECORD_COUNT / limit) },
  });
}

export async function startBenchUpstream({ port, ttlByEmail = {} }: Options): Promise<BenchUpstream> {
  const access = new Map<string, number>();
  const refresh = new Map<string, string>();
  let refreshCalls = 0;

  const issue = (email: string) => {
    const accessToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    const expiredAt = Date.now() + (ttlByEmail[email] ?? 3_600_000);
    access.set(accessToken, expiredAt);
    refresh.set(refreshToken, email);
    return { access_token: accessToken, refresh_token: refreshToken, expired_at: expiredAt };
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream.invalid');
      const send = (status: number, payload: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(payload) });
        res.end(payload);
      };
      const json = () => {
        try {
          return JSON.parse(body) as Record<string, string>;
        } catch {
          return {};
        }
      };
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /health') return send(200, '{"ok":true}');
      if (route === 'POST /v1/auth/request-code') return send(200, '{"data":{"sent":true}}');
      if (route === 'POST /v1/auth/login') {
        const { email, code } = json();
        const account = ACCOUNTS[email];
        if (!account || code !== BENCH_CODE) return send(401, 'Invalid email or login code', 'text/plain');
        return send(200, JSON.stringify({ data: { ...account, session: issue(email) } }));
      }
      if (route === 'POST /v1/auth/refresh-token') {
        refreshCalls += 1;
        const email = refresh.get(json().token);
        if (!email) return send(401, 'Invalid refresh token', 'text/plain');
        refresh.delete(json().token);
        return send(200, JSON.stringify({ data: issue(email) }));
      }
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const expiry = access.get(token);
      if (!expiry || expiry <= Date.now()) return send(401, 'Unauthorized', 'text/plain');
      if (route === 'GET /v1/me') {
        const account = Object.values(ACCOUNTS)[0];
        return send(200, JSON.stringify({ data: { ...account, photo: null } }));
      }
      if (route === `GET /v1/conversations/${THREAD_ID}`) return send(200, threadRecordBody());
      if (route === `GET /v1/conversations/${THREAD_ID}/messages`) return send(200, threadBody());
      const dashboard = req.method === 'GET' ? dashboardBody(url.pathname, url.searchParams) : undefined;
      if (dashboard) return send(200, dashboard);
      if (req.method === 'GET' && /^\/v1\/[a-z-]+$/.test(url.pathname)) {
        const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
        const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit')) || 20));
        return send(200, pageBody(page, limit));
      }
      return send(404, 'Not found', 'text/plain');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    refreshCalls: () => refreshCalls,
    resetCounts: () => {
      refreshCalls = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
