/** @jest-environment node */
// What ops read: the metrics (bounded labels, one count per request through the gate, never their own
// call), the one JSON line of a failed handler and of an error Next reports, with the request's id and
// nothing secret, and settings read from files (`*_FILE`).
import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { ConfigError } from './config';
import { errorResponse } from './errors';
import { publicHandler } from './handler';
import { createLogger, setLogger } from './log';
import { getMetrics, methodLabel, observeRequest, routeLabel } from './metrics';
import { REQUEST_ID_HEADER, runInRequestContext, openRequestContext, closeRequestContext } from './request-context';
import { requestErrorLine } from './request-errors';
import { installRequestGate, uninstallRequestGate } from './request-gate';
import { applySecretFiles } from './secret-files';
import { captureLogLines } from './log-capture.test-support';

const { lines, raw, sink } = captureLogLines();

beforeAll(() => {
  setLogger(createLogger('info', sink));
  Object.assign(process.env, {
    MAIN_API_URL: 'http://127.0.0.1:9',
    AI_API_URL: 'http://127.0.0.1:9/ai',
    APP_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    SESSION_PASSWORD: 'observability-test-password-0123456789abcdef',
  });
});
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
});

/** The count of one series of the request histogram. */
async function requestCount(labels: Partial<Record<'route' | 'method' | 'status', string>>): Promise<number> {
  const metric = await getMetrics().requests.get();
  const sample = metric.values.find(
    (value) =>
      value.metricName === 'console_http_request_duration_seconds_count' &&
      (Object.keys(labels) as (keyof typeof labels)[]).every((key) => value.labels[key] === labels[key]),
  );
  return sample?.value ?? 0;
}

describe('metric labels', () => {
  it('name routes by their declared pattern, and nothing a client made up', () => {
    expect(routeLabel('/api/main/v1/products', 200)).toBe('/api/main/v1/products');
    expect(routeLabel('/api/main/v1/products/[id]/status', 409)).toBe('/api/main/v1/products/[...]');
    expect(routeLabel('/api/ai/v1/interlinks/[id]', 200)).toBe('/api/ai/v1/interlinks/[...]');
    // Saved views belong to no area, but the grants declare them.
    expect(routeLabel('/api/main/v1/saved-views', 201)).toBe('/api/main/v1/saved-views');
    expect(routeLabel('/api/main/v1/saved-views/[id]', 403)).toBe('/api/main/v1/saved-views/[...]');
    expect(routeLabel('/api/main/v1/someone@example.com', 403)).toBe('(other)');
    expect(routeLabel('/api/main/v1/constructor', 403)).toBe('(other)');
    expect(routeLabel('/content/update/[id]', 200)).toBe('/content/update/:id');
    expect(routeLabel('/someone@example.com', 307)).toBe('(other)');
    expect(routeLabel('/anything/at/all', 404)).toBe('(not found)');
    expect(routeLabel('/api/export/orders.csv', 200)).toBe('/api/export/[file]');
    expect(routeLabel('/_next/static/[...file]', 200)).toBe('/_next/static/[...file]');
    expect(routeLabel('/login', 200)).toBe('/login');
    expect(routeLabel('/api/auth/login', 429)).toBe('/api/auth/login');
    expect([methodLabel('get'), methodLabel('PROPFIND')]).toEqual(['GET', 'OTHER']);
  });

  it('never count the metrics call itself', async () => {
    const before = await requestCount({ route: '/api/metrics' });
    observeRequest('/api/metrics', 'GET', 200, 0.001);
    expect(await requestCount({ route: '/api/metrics' })).toBe(before);
  });
});

describe('the gate counts each request once', () => {
  let app: Server;
  let port: number;
  beforeAll(async () => {
    installRequestGate(Server);
    app = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    port = (app.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => app.close(resolve));
    uninstallRequestGate(Server);
  });

  it('observes one request once, when its answer has gone', async () => {
    const labels = { route: '/api/health', method: 'GET', status: '200' };
    const before = await requestCount(labels);
    await new Promise<void>((resolve, reject) => {
      request(`http://127.0.0.1:${port}/api/health`, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    // Observed as the server's side of the answer closes, which may come just after the client's end.
    const deadline = Date.now() + 2_000;
    while ((await requestCount(labels)) === before && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await requestCount(labels)) - before).toBe(1);
  });
});

describe('a handler that fails', () => {
  it('is logged once as JSON with its request id, route and handler, never the error’s message', () => {
    const context = { requestId: 'req-failing-1', method: 'GET', route: '/api/main/v1/products', startedAt: 0 };
    const response = runInRequestContext(context, () => errorResponse(new TypeError('token acc-secret-123 leaked'), 'main proxy'));
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'handler failed', requestId: 'req-failing-1', route: '/api/main/v1/products', handler: 'main proxy', err: { name: 'TypeError' } });
    expect(raw.join('\n')).not.toContain('acc-secret-123');
  });

  it('through the handler wrapper: one line, with the id the gate stamped on the request', async () => {
    const context = { requestId: 'req-failing-2', method: 'GET', route: '/api/example', startedAt: 0 };
    openRequestContext(context);
    try {
      const handler = publicHandler('example', async () => {
        throw new RangeError('boom');
      });
      const response = await handler(new NextRequest('http://localhost:3000/api/example', { headers: { [REQUEST_ID_HEADER]: 'req-failing-2' } }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Try again.' });
    } finally {
      closeRequestContext('req-failing-2');
    }
    expect(lines.filter((line) => line.msg === 'handler failed')).toEqual([expect.objectContaining({ requestId: 'req-failing-2', handler: 'example', err: { name: 'RangeError' } })]);
  });
});

describe('an error Next reports (onRequestError)', () => {
  it('says the request id, method, route and digest, and no header or cookie', () => {
    const error = Object.assign(new Error('render failed for acc-secret-9'), { digest: '1234567' });
    const line = requestErrorLine(error, { method: 'GET', headers: { [REQUEST_ID_HEADER]: 'req-9', cookie: '__Host-console_session=Fe26.2**sealed', authorization: 'Bearer acc-secret-9' } }, { routePath: '/content/update/[id]', routeType: 'render', renderSource: 'react-server-components' });
    expect(line).toEqual({ requestId: 'req-9', method: 'GET', route: '/content/update/[id]', routeType: 'render', renderSource: 'react-server-components', digest: '1234567', err: { name: 'Error' } });
    expect(JSON.stringify(line)).not.toMatch(/Fe26|acc-secret/);
  });
});

describe('settings from files', () => {
  const files: Record<string, string> = { '/run/secrets/session': 'x'.repeat(40) + '\n', '/run/secrets/metrics': 'metrics-token\r\n' };
  const read = (path: string) => {
    if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return files[path];
  };

  it('fill a variable from its *_FILE, without the final line break; an empty variable counts as unset', () => {
    const env: Record<string, string | undefined> = { SESSION_PASSWORD_FILE: '/run/secrets/session', METRICS_TOKEN: '', METRICS_TOKEN_FILE: '/run/secrets/metrics' };
    applySecretFiles(env, read);
    expect(env.SESSION_PASSWORD).toBe('x'.repeat(40));
    expect(env.METRICS_TOKEN).toBe('metrics-token');
  });

  it('refuse both a variable and its file, or a file that cannot be read, naming the variable and never the content', () => {
    expect(() => applySecretFiles({ SESSION_PASSWORD: 'y'.repeat(40), SESSION_PASSWORD_FILE: '/run/secrets/session' }, read)).toThrow(/SESSION_PASSWORD and SESSION_PASSWORD_FILE are both set/);
    expect(() => applySecretFiles({ REDIS_URL_FILE: '/run/secrets/absent' }, read)).toThrow(ConfigError);
    expect(() => applySecretFiles({ REDIS_URL_FILE: '/run/secrets/absent' }, read)).toThrow(/REDIS_URL_FILE cannot be read \(ENOENT\)/);
    try {
      applySecretFiles({ SESSION_PASSWORD: 'z', SESSION_PASSWORD_FILE: '/run/secrets/session' }, read);
    } catch (error) {
      expect(String(error)).not.toContain('x'.repeat(40));
    }
  });
});
