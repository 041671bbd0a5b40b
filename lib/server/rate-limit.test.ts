import { BffError } from './errors';
import {
  assertCodeRequestAllowed,
  createMemoryLimiter,
  limitLoginAttempt,
  setAuthLimiters,
  type RateLimiter,
} from './rate-limit';

const limits = {
  AUTH_RATE_LIMIT_PER_EMAIL: 2,
  AUTH_RATE_LIMIT_PER_ADDRESS: 3,
  AUTH_RATE_LIMIT_WINDOW_SECONDS: 60,
  AUTH_CODE_REQUESTS_PER_EMAIL_CEILING: 6,
};

/** Drops the process's limiters, so the next call makes fresh ones from `limits`. */
function freshLimiters(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('console.authLimiters')];
}

const codeLimiters = () => ({
  byEmailAndAddress: createMemoryLimiter(2, 60),
  byAddress: createMemoryLimiter(3, 60),
  byEmail: createMemoryLimiter(6, 60),
});

const wrongCode = () => Promise.reject(new BffError(401, 'Invalid email or login code'));
const signedIn = () => Promise.resolve('signed in');
const unavailable = () => Promise.reject(new BffError(504, 'The main API did not answer in time.'));

/** A login attempt's status: 200 for a sign-in, else the error's status. */
async function login(email: string, address: string, attempt: () => Promise<string> = wrongCode, config = limits): Promise<number> {
  try {
    await limitLoginAttempt(email, address, config, attempt);
    return 200;
  } catch (error) {
    if (error instanceof BffError) return error.status;
    throw error;
  }
}

async function codeRequest(email: string, address: string, config = limits): Promise<number> {
  try {
    await assertCodeRequestAllowed(email, address, config);
    return 200;
  } catch (error) {
    if (error instanceof BffError) return error.status;
    throw error;
  }
}

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

  it('keeps no more keys than it is given, dropping the least recently used', async () => {
    const limiter = createMemoryLimiter(2, 60, 100);
    for (let i = 0; i < 1_000; i += 1) await limiter.consume(`198.51.100.${i}`);
    expect(limiter.size).toBe(100);
    expect((await limiter.consume('198.51.100.999')).allowed).toBe(true);
    expect((await limiter.consume('198.51.100.999')).allowed).toBe(false);
  });

  it('gives back a point on refund and forgets a key on reset', async () => {
    const limiter = createMemoryLimiter(1, 60);
    await limiter.consume('a');
    await limiter.refund('a');
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect((await limiter.consume('a')).allowed).toBe(false);
    await limiter.reset('a');
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });
});

describe('limitLoginAttempt', () => {
  beforeEach(() => {
    setAuthLimiters('login', { byEmailAndAddress: createMemoryLimiter(2, 60), byAddress: createMemoryLimiter(3, 60) });
    setAuthLimiters('request-code', codeLimiters());
  });

  it("refuses an e-mail's failures from one address with 429 and Retry-After, and never runs the attempt then", async () => {
    expect(await login('A@example.com', '1.1.1.1')).toBe(401);
    expect(await login('a@example.com', '1.1.1.1')).toBe(401);
    const attempt = jest.fn(signedIn);
    await expect(limitLoginAttempt('a@example.com', '1.1.1.1', limits, attempt)).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
    expect(attempt).not.toHaveBeenCalled();
  });

  it("lets the same e-mail sign in from another address, however many failures elsewhere", async () => {
    for (let i = 0; i < 10; i += 1) await login('admin@example.com', '6.6.6.6');
    expect(await login('admin@example.com', '1.1.1.1', signedIn)).toBe(200);
  });

  it('refuses an address spraying e-mails once its failures reach the limit', async () => {
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com']) expect(await login(email, '9.9.9.9')).toBe(401);
    expect(await login('d@x.com', '9.9.9.9', signedIn)).toBe(429);
    expect(await login('d@x.com', '8.8.8.8', signedIn)).toBe(200);
  });

  it("a success clears the e-mail's failures from that address, and is not counted against the address", async () => {
    expect(await login('a@x.com', '1.1.1.1')).toBe(401);
    expect(await login('a@x.com', '1.1.1.1', signedIn)).toBe(200);
    expect(await login('a@x.com', '1.1.1.1')).toBe(401);
    expect(await login('a@x.com', '1.1.1.1', signedIn)).toBe(200);
    // Two failures from the address so far: a third is still allowed, then the address is spent.
    expect(await login('b@x.com', '1.1.1.1')).toBe(401);
    expect(await login('c@x.com', '1.1.1.1', signedIn)).toBe(429);
  });

  it('does not count a failure of the service (5xx, timeout) as a failed login', async () => {
    for (let i = 0; i < 5; i += 1) expect(await login('a@x.com', '1.1.1.1', unavailable)).toBe(504);
    expect(await login('a@x.com', '1.1.1.1', signedIn)).toBe(200);
  });

  it('counts concurrent attempts before any answers, so a burst cannot slip past the limit', async () => {
    const attempt = jest.fn(() => new Promise<string>((_, reject) => setTimeout(() => reject(new BffError(401, 'no')), 5)));
    const statuses = await Promise.all(Array.from({ length: 20 }, () => login('a@x.com', '1.1.1.1', attempt)));
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18);
  });

  it('is not stopped by code requests for the same e-mail', async () => {
    for (let i = 0; i < 3; i += 1) await codeRequest('a@x.com', '1.1.1.1');
    expect(await codeRequest('a@x.com', '1.1.1.1')).toBe(429);
    expect(await login('a@x.com', '1.1.1.1', signedIn)).toBe(200);
  });
});

describe('a flood of fresh e-mails from one address', () => {
  it('makes no key per e-mail once the address refuses: 100,000 e-mails leave a bounded count', async () => {
    const login = { byEmailAndAddress: createMemoryLimiter(2, 60), byAddress: createMemoryLimiter(3, 60) };
    const code = codeLimiters();
    setAuthLimiters('login', login);
    setAuthLimiters('request-code', code);
    const attempt = jest.fn(wrongCode);
    const refused = { code: 0, login: 0 };
    for (let i = 0; i < 100_000; i += 1) {
      const email = `flood-${i}@example.com`;
      await assertCodeRequestAllowed(email, '203.0.113.9', limits).catch(() => (refused.code += 1));
      await limitLoginAttempt(email, '203.0.113.9', limits, attempt).catch((e: BffError) => e.status === 429 && (refused.login += 1));
    }
    expect(refused).toEqual({ code: 100_000 - 3, login: 100_000 - 3 });
    expect(attempt).toHaveBeenCalledTimes(3);
    // One key for the address, one for each e-mail let through before it refused.
    expect([code.byAddress.size, code.byEmailAndAddress.size, code.byEmail.size]).toEqual([1, 3, 3]);
    expect([login.byAddress.size, login.byEmailAndAddress.size]).toEqual([1, 3]);
  });
});

describe('assertCodeRequestAllowed', () => {
  beforeEach(() => {
    setAuthLimiters('request-code', codeLimiters());
  });

  it('limits code requests per e-mail from one address', async () => {
    expect(await codeRequest('A@example.com', '1.1.1.1')).toBe(200);
    expect(await codeRequest('a@example.com', '1.1.1.1')).toBe(200);
    await expect(assertCodeRequestAllowed('a@example.com', '1.1.1.1', limits)).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });

  it('limits code requests per address, whatever the e-mail', async () => {
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com']) expect(await codeRequest(email, '9.9.9.9')).toBe(200);
    expect(await codeRequest('d@x.com', '9.9.9.9')).toBe(429);
  });

  it('works with any store behind the interface', async () => {
    const shared: RateLimiter = {
      consume: jest.fn(async () => ({ allowed: false as const, retryAfterSeconds: 42 })),
      refund: jest.fn(async () => undefined),
      reset: jest.fn(async () => undefined),
    };
    setAuthLimiters('request-code', { byEmailAndAddress: shared, byAddress: shared, byEmail: shared });
    await expect(assertCodeRequestAllowed('a@x.com', '1.1.1.1', limits)).rejects.toMatchObject({
      headers: { 'retry-after': '42' },
    });
  });
});

describe('code requests a stranger makes in a colleague\'s name', () => {
  // The limiters the console makes from its config, as in production (in memory here).
  beforeEach(freshLimiters);
  afterAll(freshLimiters);

  it('100 requests for one e-mail from one address leave its owner, at another address, free to ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push(await codeRequest('admin@example.com', '6.6.6.6'));
    expect(statuses.filter((s) => s === 200)).toHaveLength(limits.AUTH_RATE_LIMIT_PER_EMAIL);
    expect(await codeRequest('admin@example.com', '1.1.1.1')).toBe(200);
    expect(await codeRequest('Admin@Example.com', '1.1.1.1')).toBe(200);
  });

  it("a successful sign-in clears the e-mail's code requests from that address", async () => {
    // An address with room to spare, so only the (e-mail, address) limit can refuse.
    const roomy = { ...limits, AUTH_RATE_LIMIT_PER_ADDRESS: 100 };
    for (let i = 0; i < limits.AUTH_RATE_LIMIT_PER_EMAIL; i += 1) expect(await codeRequest('a@x.com', '1.1.1.1', roomy)).toBe(200);
    expect(await codeRequest('a@x.com', '1.1.1.1', roomy)).toBe(429);
    expect(await login('a@x.com', '1.1.1.1', signedIn, roomy)).toBe(200);
    expect(await codeRequest('a@x.com', '1.1.1.1', roomy)).toBe(200);
  });

  it('refuses an e-mail past its ceiling from any address, until its owner signs in', async () => {
    const addresses = Array.from({ length: 5 }, (_, i) => `7.7.7.${i}`);
    const statuses: number[] = [];
    for (const address of addresses) {
      for (let i = 0; i < limits.AUTH_RATE_LIMIT_PER_EMAIL; i += 1) statuses.push(await codeRequest('a@x.com', address));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limits.AUTH_CODE_REQUESTS_PER_EMAIL_CEILING);
    expect(statuses.slice(limits.AUTH_CODE_REQUESTS_PER_EMAIL_CEILING)).toEqual([429, 429, 429, 429]);
    expect(await codeRequest('a@x.com', '1.1.1.1')).toBe(429);
    // Another e-mail is not affected.
    expect(await codeRequest('b@x.com', '1.1.1.1')).toBe(200);
    // With a code already received the owner signs in, and that lifts the ceiling.
    expect(await login('a@x.com', '1.1.1.1', signedIn)).toBe(200);
    expect(await codeRequest('a@x.com', '1.1.1.1')).toBe(200);
  });
});
