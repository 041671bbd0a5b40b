// A main API the security tests control from inside the test process: it speaks docs/api-contract.md#auth-calls by default,
// records every request, and answers however a test tells it to (slow, trickling, garbled, dropped).
// Loopback only; stopped in afterAll.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E } from './ports';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Whether the caller went away before an answer was sent. */
  closedEarly: boolean;
}

export type Override = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export const LOGIN_CODE = '111111';
export const KNOWN_EMAIL = 'sec-admin@example.com';

export class FaultUpstream {
  readonly seen: Seen[] = [];
  /** Every token this upstream has issued, so tests can look for them where they must not be. */
  readonly issuedTokens = new Set<string>();
  #overrides: { key: string; handler: Override; times: number }[] = [];
  #server?: Server;

  constructor(readonly port: number = E2E.faultUpstreamPort) {}

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get address(): string {
    return `http://127.0.0.1:${(this.#server?.address() as AddressInfo).port}`;
  }

  /** Answers the next `times` requests to `METHOD /path` with `handler` instead. */
  on(method: string, path: string, handler: Override, times = 1): void {
    this.#overrides.push({ key: `${method} ${path}`, handler, times });
  }

  reset(): void {
    this.seen.length = 0;
    this.#overrides = [];
  }

  count(method?: string, path?: string): number {
    return this.seen.filter((s) => (!method || s.method === method) && (!path || s.path === path)).length;
  }

  session() {
    const access = `acc-${randomBytes(12).toString('hex')}`;
    const refresh = `ref-${randomBytes(12).toString('hex')}`;
    this.issuedTokens.add(access).add(refresh);
    return { access_token: access, refresh_token: refresh, expired_at: Date.now() + 600_000 };
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    const entry: Seen = { method: req.method ?? '', path, headers: req.headers, body: '', closedEarly: false };
    this.seen.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.closedEarly = true;
    });
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      entry.closedEarly = true;
      return;
    }
    entry.body = Buffer.concat(chunks).toString('utf8');

    const key = `${entry.method} ${path}`;
    const index = this.#overrides.findIndex((o) => o.key === key);
    if (index !== -1) {
      const override = this.#overrides[index];
      override.times -= 1;
      if (override.times === 0) this.#overrides.splice(index, 1);
      await override.handler(req, res, entry.body);
      return;
    }
    this.#default(key, entry, res);
  }

  #default(key: string, entry: Seen, res: ServerResponse) {
    const body = safeJson(entry.body);
    if (key === 'POST /v1/auth/request-code') {
      // Unlike a careful API, this one says when an account does not exist (404): the console must hide it.
      if (body.email !== KNOWN_EMAIL) return send(res, 404, 'No account with that email');
      return send(res, 200, { data: { sent: true } });
    }
    if (key === 'POST /v1/auth/login') {
      if (body.email !== KNOWN_EMAIL) return send(res, 404, 'No account with that email');
      if (body.code !== LOGIN_CODE) return send(res, 401, 'Invalid email or login code');
      return send(res, 200, { data: { id: 1, name: 'Sec Admin', role: 'admin', session: this.session() } });
    }
    if (key === 'POST /v1/auth/refresh-token') {
      return send(res, 200, { data: this.session() });
    }
    if (key === 'GET /v1/me') return send(res, 200, { data: { id: 1, name: 'Sec Admin', role: 'admin', photo: null } });
    return send(res, 200, { data: { ok: true } });
  }
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  const isText = typeof body === 'string';
  res.writeHead(status, { 'content-type': isText ? 'text/plain' : 'application/json', ...headers });
  res.end(isText ? body : JSON.stringify(body));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
