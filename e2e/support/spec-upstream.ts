// An independent stand-in for the main API that speaks only docs/api-contract.md#auth-calls — no sandbox code, no paging
// contract — to prove the console works against any upstream that honours those calls. In memory. Beside
// them, for the tests only: GET /calls (request counts) and POST/DELETE /clock (moves its time on, so a
// token lapses without a wait).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { E2E } from './ports';

const ACCESS_TTL_MS = 8_000;
// Numeric ids on purpose: docs/api-contract.md#auth-calls does not say ids are strings.
const accounts = new Map([
  ['admin@example.com', { id: 101, name: 'Stella Standin', role: 'admin' }],
  ['editor@example.com', { id: 102, name: 'Ed Standin', role: 'editor' }],
]);
const access = new Map<string, { email: string; expiresAt: number }>();
const refresh = new Map<string, string>();
const calls = new Map<string, number>();
let clockAheadMs = 0;
const now = () => Date.now() + clockAheadMs;

function issue(email: string) {
  const accessToken = randomBytes(24).toString('hex');
  const refreshToken = randomBytes(24).toString('hex');
  const expiresAt = now() + ACCESS_TTL_MS;
  access.set(accessToken, { email, expiresAt });
  refresh.set(refreshToken, email);
  return { access_token: accessToken, refresh_token: refreshToken, expired_at: expiresAt };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  const isText = typeof body === 'string';
  res.writeHead(status, { 'content-type': isText ? 'text/plain' : 'application/json' });
  res.end(isText ? body : JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  const key = `${req.method} ${req.url?.split('?')[0]}`;
  calls.set(key, (calls.get(key) ?? 0) + 1);
  if (key === 'GET /health') return send(res, 200, { ok: true });
  if (key === 'GET /calls') return send(res, 200, Object.fromEntries(calls));
  if (key === 'POST /clock') {
    const { advance_seconds: seconds } = await readJson(req);
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds <= 0) return send(res, 422, 'advance_seconds must be a positive whole number');
    clockAheadMs += seconds * 1000;
    return send(res, 200, { now: now() });
  }
  if (key === 'DELETE /clock') {
    clockAheadMs = 0;
    return send(res, 200, { now: now() });
  }
  if (key === 'POST /v1/auth/request-code') {
    await readJson(req);
    return send(res, 200, {});
  }
  if (key === 'POST /v1/auth/login') {
    const { email, code } = await readJson(req);
    const account = typeof email === 'string' ? accounts.get(email) : undefined;
    if (!account || code !== E2E.standInCode) return send(res, 401, 'Wrong code');
    return send(res, 200, { data: { ...account, session: issue(email as string) } });
  }
  if (key === 'POST /v1/auth/refresh-token') {
    const { token } = await readJson(req);
    const email = typeof token === 'string' ? refresh.get(token) : undefined;
    if (!email) return send(res, 401, 'Bad refresh token');
    refresh.delete(token as string);
    // docs/api-contract.md#auth-calls lets `data` be the new session or the login's shape; answer in the latter.
    return send(res, 200, { data: { ...accounts.get(email), session: issue(email) } });
  }
  if (key === 'GET /v1/me') {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const entry = access.get(token);
    if (!entry || entry.expiresAt < now()) return send(res, 401, 'Unauthorized');
    const { id, name, role } = accounts.get(entry.email)!;
    return send(res, 200, { data: { id, name, role, photo: null } });
  }
  return send(res, 404, 'Not found');
});

server.listen(Number(process.env.STANDIN_PORT ?? E2E.standInPort), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
