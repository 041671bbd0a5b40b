import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BffError } from './errors';
import {
  logIn,
  ME_RETRY_DELAYS_MS,
  MSG_EMAIL_NOT_ACCEPTED,
  MSG_INVALID_LOGIN,
  MSG_SIGN_IN_UNAVAILABLE,
  MSG_TOO_MANY_ATTEMPTS,
  requestLoginCode,
  withMeRetry,
} from './auth-api';

describe('withMeRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries 5 times, waiting 1, 2, 4 and 8 s, on server errors', async () => {
    const started: number[] = [];
    const attempt = jest.fn(async () => {
      started.push(Date.now());
      throw new BffError(503, 'down');
    });
    const outcome = withMeRetry(attempt).catch((e: unknown) => e);
    await jest.runAllTimersAsync();
    const error = await outcome;
    expect(error).toBeInstanceOf(BffError);
    expect(attempt).toHaveBeenCalledTimes(5);
    const gaps = started.slice(1).map((t, i) => t - started[i]);
    expect(gaps).toEqual([...ME_RETRY_DELAYS_MS]);
  });

  it('stops at the first success', async () => {
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new BffError(502, 'unreachable'))
      .mockResolvedValueOnce('me');
    const outcome = withMeRetry(attempt);
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe('me');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal such as 401', async () => {
    const attempt = jest.fn(async () => {
      throw new BffError(401, 'no');
    });
    await expect(withMeRetry(attempt)).rejects.toMatchObject({ status: 401 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in refusals in the console’s own words', () => {
  let server: Server;
  let config: { MAIN_API_URL: string; UPSTREAM_TIMEOUT_MS: number };
  /** What the upstream answers next: a status, a text that must never reach the browser, headers. */
  let next: { status: number; text: string; headers?: Record<string, string> };

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      res.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
      res.end(next.text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    config = { MAIN_API_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: 5_000 };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const STACK = 'TypeError: user.email of undefined\n    at login (/srv/api/auth.js:88:13)';

  it.each([
    [401, 'No account admin@example.com', 401, MSG_INVALID_LOGIN],
    [404, 'User not found', 401, MSG_INVALID_LOGIN],
    [422, 'email: no such user', 422, MSG_INVALID_LOGIN],
    [429, 'slow down, admin@example.com', 429, MSG_TOO_MANY_ATTEMPTS],
    [500, STACK, 500, MSG_SIGN_IN_UNAVAILABLE],
  ])('a login refused with %i (%p) answers %i with the console’s message', async (status, text, expected, message) => {
    next = { status, text };
    await expect(logIn(config, 'admin@example.com', '123456')).rejects.toMatchObject({ status: expected, message });
  });

  it('keeps the upstream’s Retry-After on a 429', async () => {
    next = { status: 429, text: 'later', headers: { 'retry-after': '30' } };
    await expect(logIn(config, 'admin@example.com', '1')).rejects.toMatchObject({ headers: { 'retry-after': '30' } });
  });

  it.each([
    [400, 'Invalid email: admin@example', 400, MSG_EMAIL_NOT_ACCEPTED],
    [503, STACK, 503, MSG_SIGN_IN_UNAVAILABLE],
  ])('a code request refused with %i answers %i with the console’s message', async (status, text, expected, message) => {
    next = { status, text };
    await expect(requestLoginCode(config, 'admin@example.com')).rejects.toMatchObject({ status: expected, message });
  });

  it('reads a code request refused as unknown (401, 403, 404) as a code sent', async () => {
    for (const status of [401, 403, 404]) {
      next = { status, text: 'no such account' };
      await expect(requestLoginCode(config, 'nobody@example.com')).resolves.toBeUndefined();
    }
  });
});
