import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { BffError } from './errors';
import { getMetrics } from './metrics';
import { assertMainApiReady, redisReadiness } from './readiness';
import { getRedis } from './redis';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

describe('assertMainApiReady', () => {
  let server: Server;
  let answer: Answer;
  const seen: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const config = (overrides: Partial<Config> = {}) =>
    ({ MAIN_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, UPSTREAM_TIMEOUT_MS: 15_000, ...overrides }) as Config;
  const reply = (status: number) => (_req: IncomingMessage, res: ServerResponse) => res.writeHead(status).end('{}');
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

  it('is ready when the main API answers GET /health, and sends no token or cookie', async () => {
    answer = reply(200);
    await expect(assertMainApiReady(config())).resolves.toBeUndefined();
    expect(seen.map((req) => [req.method, req.url])).toEqual([['GET', '/health']]);
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it.each([404, 401, 302])('counts any answer below 500 (%i) as a host that is up', async (status) => {
    answer = reply(status);
    await expect(assertMainApiReady(config())).resolves.toBeUndefined();
  });

  it('is not ready on a 5xx, and says so', async () => {
    answer = reply(503);
    const error = await failure(assertMainApiReady(config()));
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 503, message: 'Not ready: the main API answered 503.' });
  });

  it('is not ready when the main API does not answer in time', async () => {
    answer = (_req, res) => setTimeout(() => res.writeHead(200).end('{}'), 500);
    const error = await failure(assertMainApiReady(config({ UPSTREAM_TIMEOUT_MS: 100 })));
    expect(error).toMatchObject({ status: 503, message: 'Not ready: the main API did not answer in time.' });
  });

  it('is not ready when the main API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(assertMainApiReady(config({ MAIN_API_URL: `http://127.0.0.1:${port}` })));
    expect(error).toMatchObject({ status: 503, message: 'Not ready: the main API cannot be reached.' });
  });
});

describe('redisReadiness', () => {
  it('keeps the instance ready with Redis unreachable, naming it degraded (no 503), and the gauge says so', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const config = { REDIS_URL: `redis://127.0.0.1:${port}` };
    try {
      await expect(redisReadiness(config)).resolves.toBe('degraded');
      await expect(getMetrics().redisDegraded.get()).resolves.toMatchObject({ values: [{ value: 1 }] });
    } finally {
      getRedis(config)?.disconnect();
    }
  });

  it('says nothing of Redis without REDIS_URL', async () => {
    await expect(redisReadiness({ REDIS_URL: undefined })).resolves.toBeUndefined();
  });
});
