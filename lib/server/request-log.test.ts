// One JSON line per request, with the fields ops need and nothing secret; the request id accepted only
// from a trusted proxy, returned to the browser and passed to the upstream.
import { createServer, request, Server, type IncomingMessage } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { createLogger, setLogger } from './log';
import { findRequestContext, REQUEST_ID_HEADER, routePattern, runInRequestContext } from './request-context';
import { installRequestGate, uninstallRequestGate } from './request-gate';
import { fetchUpstream } from './upstream';
import { captureLogLines } from './log-capture.test-support';

const { lines, raw, sink } = captureLogLines();

let app: Server;
let upstream: NetServer;
let appPort: number;
const upstreamSaw: (string | undefined)[] = [];

const listen = async (server: Server | NetServer) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  setLogger(createLogger('info', sink));
  installRequestGate(Server);
  // A bare socket server: an http.Server here would pass through the gate, which replaces the id.
  upstream = createNetServer((socket) => {
    socket.once('data', (head: Buffer) => {
      upstreamSaw.push(/^x-request-id: *(.*)$/im.exec(head.toString('latin1'))?.[1]?.trim());
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}');
    });
  });
  const upstreamPort = await listen(upstream);
  // Plays a route handler: finds its context by the stamped id, names the user, calls upstream inside it.
  app = createServer((req: IncomingMessage, res) => {
    const context = findRequestContext(req.headers[REQUEST_ID_HEADER] as string);
    if (!context) {
      res.statusCode = 500;
      res.end('no context');
      return;
    }
    context.userId = 'user-7';
    runInRequestContext(context, async () => {
      const answer = await fetchUpstream(`http://127.0.0.1:${upstreamPort}/v1/products`, { timeoutMs: 2_000 });
      answer.discard();
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    });
  });
  appPort = await listen(app);
});

afterAll(async () => {
  await Promise.all([app, upstream].map((s) => new Promise((resolve) => s.close(resolve))));
  // The gate patches node:http's Server for the whole worker: later test files must not inherit it.
  uninstallRequestGate(Server);
});

function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: appPort, path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers[REQUEST_ID_HEADER] as string | undefined }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? JSON.stringify({ email: 'a@example.com', code: '123456' }) : undefined);
  });
}

const lineFor = async (requestId: string | undefined) => {
  // The line is written when the answer's socket closes, just after the client has read it.
  for (let i = 0; i < 50 && !lines.some((l) => l.requestId === requestId); i += 1) await new Promise((r) => setTimeout(r, 10));
  return lines.find((l) => l.requestId === requestId);
};

describe('the request log line', () => {
  it('has method, route pattern, status, duration, request id and user id, as one JSON line', async () => {
    const { status, requestId } = await send('/api/main/v1/products/42?search=secret-query');
    expect(status).toBe(200);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineFor(requestId)).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/main/v1/products/[id]',
      status: 200,
      requestId,
      userId: 'user-7',
    });
    expect(typeof (await lineFor(requestId))?.durationMs).toBe('number');
  });

  it('never holds a token, a cookie, a login code or the query', async () => {
    const secrets = ['session-cookie-value', 'bearer-token-value', '123456', 'secret-query'];
    const { requestId } = await send(
      '/api/auth/login?code=123456&q=secret-query',
      { cookie: 'console_session=session-cookie-value', authorization: 'Bearer bearer-token-value', 'content-type': 'application/json' },
      'POST',
    );
    const line = raw.find((l) => l.includes(String(requestId)));
    expect(line).toBeDefined();
    for (const secret of secrets) expect(line).not.toContain(secret);
    expect(JSON.parse(line as string)).toMatchObject({ method: 'POST', route: '/api/auth/login' });
  });

  it('passes the request id to the upstream', async () => {
    upstreamSaw.length = 0;
    const { requestId } = await send('/products');
    expect(upstreamSaw).toEqual([requestId]);
  });

  it('makes its own id unless a trusted proxy gave one', async () => {
    installRequestGate(Server, { trustRequestId: false });
    expect((await send('/x', { [REQUEST_ID_HEADER]: 'from-the-client' })).requestId).not.toBe('from-the-client');

    installRequestGate(Server, { trustRequestId: true });
    const kept = await send('/x', { [REQUEST_ID_HEADER]: 'nginx-4f2a9c' });
    expect(kept.requestId).toBe('nginx-4f2a9c');
    expect(await lineFor('nginx-4f2a9c')).toMatchObject({ status: 200 });
    // Not a plain short id: a log reader must not be fooled by line breaks or quotes.
    expect((await send('/x', { [REQUEST_ID_HEADER]: 'a"b c' })).requestId).not.toBe('a"b c');
    installRequestGate(Server, {});
  });

  it('logs a server error at error level', async () => {
    const failing = createServer((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    const port = await listen(failing);
    const status = await new Promise<string | undefined>((resolve) =>
      request({ host: '127.0.0.1', port, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers[REQUEST_ID_HEADER] as string));
      }).end(),
    );
    expect(await lineFor(status)).toMatchObject({ level: 'error', status: 503 });
    await new Promise((resolve) => failing.close(resolve));
  });
});

describe('routePattern', () => {
  it.each([
    ['/api/main/v1/products/123', '/api/main/v1/products/[id]'],
    ['/orders?order=5&code=9', '/orders'],
    ['/users/update/4f9c2b1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b', '/users/update/[id]'],
    ['/_next/static/chunks/abc123.js', '/_next/static/[...file]'],
    ['/products/create', '/products/create'],
  ])('%s reads as %s', (target, pattern) => {
    expect(routePattern(target)).toBe(pattern);
  });
});
