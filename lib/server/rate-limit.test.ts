import { assertWithinAuthLimits, createMemoryLimiter, setAuthLimiters, type RateLimiter } from './rate-limit';

const limits = { AUTH_RATE_LIMIT_PER_EMAIL: 2, AUTH_RATE_LIMIT_PER_ADDRESS: 3, AUTH_RATE_LIMIT_WINDOW_SECONDS: 60 };

describe('createMemoryLimiter', () => {
  it('allows the given number of attempts per key, then says how long to wait', async () => {
    const limiter = createMemoryLimiter(2, 60);
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    const refused = await limiter.consume('a');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await limiter.consume('b')).toEqual({ allowed: true });
  });
});

describe('assertWithinAuthLimits', () => {
  beforeEach(() => {
    setAuthLimiters('login', { byEmail: createMemoryLimiter(2, 60), byAddress: createMemoryLimiter(3, 60) });
  });

  it('refuses a third attempt for one e-mail with 429 and Retry-After, whatever the address', async () => {
    await assertWithinAuthLimits('login', 'A@example.com', '1.1.1.1', limits);
    await assertWithinAuthLimits('login', 'a@example.com', '2.2.2.2', limits);
    await expect(assertWithinAuthLimits('login', 'a@example.com', '3.3.3.3', limits)).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });

  it('refuses a fourth attempt from one address, whatever the e-mail', async () => {
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com']) await assertWithinAuthLimits('login', email, '9.9.9.9', limits);
    await expect(assertWithinAuthLimits('login', 'd@x.com', '9.9.9.9', limits)).rejects.toMatchObject({ status: 429 });
  });

  it('works with any store behind the interface', async () => {
    const shared: RateLimiter = { consume: jest.fn(async () => ({ allowed: false as const, retryAfterSeconds: 42 })) };
    setAuthLimiters('request-code', { byEmail: shared, byAddress: shared });
    await expect(assertWithinAuthLimits('request-code', 'a@x.com', '1.1.1.1', limits)).rejects.toMatchObject({
      headers: { 'retry-after': '42' },
    });
  });
});
