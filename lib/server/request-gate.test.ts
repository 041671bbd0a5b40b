import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES } from './limits';
import {
  CLIENT_ADDRESS_HEADER,
  DECLARED_LENGTH_HEADER,
  hasDotSegment,
  installRequestGate,
  isBodyOverLimit,
  PAGE_PROTOCOL_HEADERS,
  uninstallRequestGate,
} from './request-gate';

// The gate patches node:http's Server for the whole worker: later test files must not inherit it.
afterAll(() => uninstallRequestGate(Server));

describe('hasDotSegment', () => {
  it.each(['/api/main/v1/a/../b', '/api/main/v1/%2e%2e/b', '/api/main/v1/%2E%2e', '/a/./b', '/..', '/api/main/v1/products\\users', '/api/main/v1//evil.example/x'])('finds one in %p', (target) => {
    expect(hasDotSegment(target)).toBe(true);
  });

  it.each(['/api/main/v1/products', '/api/main/v1/file.name', '/login?next=/../x', '/a/...b'])('finds none in %p', (target) => {
    expect(hasDotSegment(target)).toBe(false);
  });
});

describe('isBodyOverLimit', () => {
  const over = (method: string, url: string, headers: Record<string, string>) => isBodyOverLimit({ method, url, headers });

  it('takes no body at all on a page path, declared or chunked', () => {
    expect(over('POST', '/login', { 'transfer-encoding': 'chunked' })).toBe(true);
    expect(over('POST', '/products?x=1', { 'content-length': '1' })).toBe(true);
    expect(over('GET', '/dashboard', { 'content-length': '0' })).toBe(false);
    expect(over('GET', '/dashboard', {})).toBe(false);
  });

  it("takes JSON on Next's development endpoints under next dev only", () => {
    const stackFrames = { method: 'POST', url: '/__nextjs_original-stack-frames', headers: { 'content-length': '2048' } };
    expect(isBodyOverLimit(stackFrames, true)).toBe(false);
    expect(isBodyOverLimit(stackFrames)).toBe(true);
    expect(isBodyOverLimit({ ...stackFrames, url: '/login' }, true)).toBe(true);
  });

  it('takes JSON-sized bodies on the API, a file on the upload path only', () => {
    expect(over('POST', '/api/auth/login', { 'content-length': String(MAX_JSON_BYTES) })).toBe(false);
    expect(over('POST', '/api/auth/login', { 'content-length': String(MAX_JSON_BYTES + 1) })).toBe(true);
    expect(over('POST', '/api/auth/login', { 'transfer-encoding': 'chunked' })).toBe(false);
    expect(over('POST', '/api/main/v1/files', { 'content-length': String(MAX_UPLOAD_BYTES) })).toBe(false);
    expect(over('POST', '/api/main/v1/files?x=1', { 'content-length': String(MAX_UPLOAD_BYTES + 1) })).toBe(true);
    expect(over('PUT', '/api/main/v1/files/3', { 'content-length': String(MAX_JSON_BYTES + 1) })).toBe(true);
  });
});

describe('installRequestGate', () => {
  let server: Server;
  let port: number;
  const reached: string[] = [];
  const seenHeaders: Record<string, string | string[] | undefined>[] = [];

  beforeAll(async () => {
    installRequestGate(Server);
    server = createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      seenHeaders.push({ ...req.headers });
      // As Next sends a proxied answer: headers appended, no Content-Length, the body streamed.
      if (req.url?.endsWith('/declared')) res.appendHeader(DECLARED_LENGTH_HEADER, '2');
      if (req.url?.endsWith('/declared-gzip')) {
        res.appendHeader(DECLARED_LENGTH_HEADER, '2');
        res.appendHeader('content-encoding', 'gzip');
      }
      res.write('o');
      res.end('k');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, headers: Record<string, string> = {}, localAddress?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false, localAddress }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      // A CONNECT answer arrives as 'connect', whatever its status.
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it('answers TRACE and CONNECT 405 and dot segments 400 before the app sees them', async () => {
    expect(await send('TRACE', '/api/health')).toBe(405);
    expect(await send('CONNECT', 'evil.example:443')).toBe(405);
    expect(await send('GET', '/api/main/v1/products/../users')).toBe(400);
    expect(await send('GET', '/api/main/v1/products')).toBe(200);
    expect(reached).toEqual(['GET /api/main/v1/products']);
  });

  it('refuses a chunked body on a page path with 413 before the app sees it, reading none of it into memory', async () => {
    reached.length = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/login', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', () => undefined);
      req.once('socket', () => req.write(Buffer.alloc(64 * 1024)));
      req.on('close', () => reject(new Error('closed before an answer')));
    });
    expect(status).toBe(413);
    expect(reached).toEqual([]);
  });

  it("removes Next's page-protocol headers from /api requests only", async () => {
    const pageProtocol = Object.fromEntries(PAGE_PROTOCOL_HEADERS.map((name) => [name, '1']));
    seenHeaders.length = 0;
    expect(await send('GET', '/api/me', { ...pageProtocol, accept: 'application/json' })).toBe(200);
    expect(await send('GET', '/dashboard', pageProtocol)).toBe(200);
    const [api, page] = seenHeaders;
    for (const name of PAGE_PROTOCOL_HEADERS) {
      expect(api[name]).toBeUndefined();
      expect(page[name]).toBe('1');
    }
    expect(api.accept).toBe('application/json');
  });

  it('hands the socket peer to the app in its own header, never the client-sent copy', async () => {
    seenHeaders.length = 0;
    expect(await send('POST', '/api/auth/login', { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' }, '127.0.0.3')).toBe(200);
    expect(await send('GET', '/login', { 'X-Console-Client-Address': '203.0.113.67' }, '127.0.0.4')).toBe(200);
    expect(seenHeaders.map((h) => h[CLIENT_ADDRESS_HEADER])).toEqual(['127.0.0.3', '127.0.0.4']);
  });

  it('turns a declared length back into Content-Length on /api answers, unless compressed', async () => {
    const head = (path: string) =>
      new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'GET', path, agent: false }, (res) => {
          res.resume();
          resolve(res.headers);
        });
        req.on('error', reject);
        req.end();
      });
    const declared = await head('/api/main/v1/files/1/declared');
    expect(declared['content-length']).toBe('2');
    expect(declared['transfer-encoding']).toBeUndefined();
    expect(declared[DECLARED_LENGTH_HEADER]).toBeUndefined();
    const compressed = await head('/api/main/v1/files/1/declared-gzip');
    expect(compressed['content-length']).toBeUndefined();
    expect(compressed[DECLARED_LENGTH_HEADER]).toBeUndefined();
    // Pages are left alone.
    expect((await head('/files/declared'))[DECLARED_LENGTH_HEADER]).toBe('2');
  });
});
