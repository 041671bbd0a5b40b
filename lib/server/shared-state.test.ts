// Shared state (REDIS_URL) and what happens when Redis goes away: sign-in limits fail open, refresh falls
// back to this instance's single flight (revocation: revocation-redis.test.ts, on a real redis-server). A
// small in-memory stand-in plays Redis here; scripts/multi-instance-test.mjs runs the same against a real one.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { UpstreamSession } from '@/lib/contract/auth';
import { createLogger, setLogger } from './log';
import { fromFlexible } from './rate-limit';
import { createSingleFlightRefresh, type RefreshOutcome } from './refresh';
import { createSharedRefresh, type RefreshRedis } from './shared-refresh';

const warnings: string[] = [];
beforeAll(() => {
  setLogger(
    createLogger('info', {
      write: (line: string) => {
        warnings.push(JSON.parse(line).msg as string);
      },
    }),
  );
});

/**
 * The few Redis commands used, over a Map, with PX expiry and NX; `down` makes every command fail;
 * `refusedNx` counts NX sets refused because the key was held.
 */
function fakeRedis() {
  const values = new Map<string, { value: string; until: number }>();
  const state = { down: false, refusedNx: 0 };
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.until <= Date.now()) values.delete(key);
    return values.get(key);
  };
  const guard = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    if (state.down) throw Object.assign(new Error('Connection is closed.'), { name: 'Error' });
  };
  const redis = {
    async get(key: string) {
      await guard();
      return live(key)?.value ?? null;
    },
    async set(key: string, value: string, _px: 'PX', ms: number, nx?: 'NX') {
      await guard();
      if (nx && live(key)) {
        state.refusedNx += 1;
        return null;
      }
      values.set(key, { value, until: Date.now() + ms });
      return 'OK';
    },
    async del(key: string) {
      await guard();
      return values.delete(key) ? 1 : 0;
    },
    async exists(key: string) {
      await guard();
      return live(key) ? 1 : 0;
    },
  };
  return { redis: redis as unknown as RefreshRedis, state, values };
}

/** Resolves once `check` holds, looking every millisecond (the test's timeout bounds it). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 1));
}

const session = (n: number): UpstreamSession => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expired_at: 2_000_000 + n });

describe('sign-in limits with the store gone', () => {
  it('let the attempt through (fail open) and log it', async () => {
    const broken = { consume: () => Promise.reject(new Error('redis down')) } as unknown as RateLimiterAbstract;
    expect(await fromFlexible(broken, 'login:address').consume('1.2.3.4')).toEqual({ allowed: true });
    expect(warnings).toContain('rate-limit: store unavailable; attempt allowed (fail open)');
  });
});

describe('createSharedRefresh', () => {
  it('makes one upstream call for 200 concurrent requests spread over three instances', async () => {
    const { redis } = fakeRedis();
    const call = jest.fn(async (): Promise<RefreshOutcome> => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { kind: 'refreshed', session: session(2) };
    });
    const instances = [1, 2, 3].map(() => createSingleFlightRefresh(createSharedRefresh(redis, call, { lockMs: 2_000, pollMs: 5 })));
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % 3]('refresh-1')));
    expect(call).toHaveBeenCalledTimes(1);
    expect(outcomes.every((o) => o.kind === 'refreshed' && o.session.access_token === 'access-2')).toBe(true);
  });

  it('takes the kept answer when the last holder answered between the look for it and the lock', async () => {
    const { redis } = fakeRedis();
    const call = jest.fn(async (): Promise<RefreshOutcome> => ({ kind: 'refreshed', session: session(7) }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let looks = 0;
    // The late instance's first look finds no answer, and is held until the first instance has kept its
    // answer and let go of the lock; the late one then gets the lock.
    const lateRedis = {
      ...(redis as unknown as Record<string, unknown>),
      get: async (key: string) => {
        const value = await redis.get(key);
        if (looks++ === 0) await held;
        return value;
      },
    } as unknown as RefreshRedis;
    const late = createSharedRefresh(lateRedis, call, { lockMs: 1_000, pollMs: 5 });
    const first = createSharedRefresh(redis, call, { lockMs: 1_000, pollMs: 5 });
    const lateOutcome = late('refresh-1');
    await until(() => looks > 0);
    expect((await first('refresh-1')).kind).toBe('refreshed');
    release();
    const outcome = await lateOutcome;
    expect(outcome.kind === 'refreshed' && outcome.session.access_token).toBe('access-7');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps the new tokens in Redis only encrypted', async () => {
    const { redis, values } = fakeRedis();
    const refresh = createSharedRefresh(redis, async () => ({ kind: 'refreshed', session: session(3) }), { lockMs: 1_000 });
    await refresh('refresh-1');
    const stored = [...values.values()].map((v) => v.value).join(' ');
    expect(stored).not.toContain('access-3');
    expect(stored).not.toContain('refresh-3');
    expect([...values.keys()].join(' ')).not.toContain('refresh-1');
  });

  it('asks upstream again after an unavailable answer, from whichever instance comes next', async () => {
    const { redis } = fakeRedis();
    const answers: RefreshOutcome[] = [{ kind: 'unavailable' }, { kind: 'refreshed', session: session(4) }];
    const call = jest.fn(async () => answers.shift() as RefreshOutcome);
    const one = createSharedRefresh(redis, call, { lockMs: 1_000 });
    const two = createSharedRefresh(redis, call, { lockMs: 1_000 });
    expect((await one('refresh-1')).kind).toBe('unavailable');
    expect((await two('refresh-1')).kind).toBe('refreshed');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('never asks upstream itself when Redis fails while another instance holds the lock (503, session kept)', async () => {
    const { redis, state, values } = fakeRedis();
    const call = jest.fn(async (): Promise<RefreshOutcome> => ({ kind: 'refreshed', session: session(6) }));
    const holder = createSharedRefresh(redis, () => new Promise<RefreshOutcome>(() => undefined), { lockMs: 5_000, pollMs: 5 });
    void holder('refresh-1'); // takes the lock and never answers
    // Waits for the lock to be taken and for the waiter to find it held, not for a fixed time: on a busy
    // machine 20 ms could pass before the holder had the lock, and the waiter then took it (seen in CI).
    await until(() => [...values.keys()].some((key) => key.startsWith('refresh:lock:')));
    const waiter = createSharedRefresh(redis, call, { lockMs: 5_000, pollMs: 5 });
    const pending = waiter('refresh-1');
    await until(() => state.refusedNx > 0);
    state.down = true;
    expect((await pending).kind).toBe('unavailable');
    expect(call).not.toHaveBeenCalled();
  });

  /**
   * An upstream that rotates refresh tokens and refuses a spent one, as the sandbox and real APIs do (a
   * reuse ends the whole session there).
   */
  function rotatingUpstream() {
    const spent = new Set<string>();
    const call = jest.fn(async (token: string): Promise<RefreshOutcome> => {
      if (spent.has(token)) return { kind: 'rejected' };
      spent.add(token);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { kind: 'refreshed', session: session(9) };
    });
    return call;
  }

  /** One instance's view of the shared Redis, where the next `command` is carried out but answers too late. */
  function lateOnce(redis: RefreshRedis, command: 'get' | 'set') {
    let late = true;
    const timedOut = () => Object.assign(new Error('Command timed out'), { name: 'Error' });
    const view = {
      ...(redis as unknown as Record<string, unknown>),
      [command]: async (...args: unknown[]) => {
        const result = await (redis[command] as (...a: unknown[]) => Promise<unknown>)(...args);
        if (!late) return result;
        late = false;
        throw timedOut();
      },
    };
    return view as unknown as RefreshRedis;
  }

  it('never refreshes alone when a Redis command timed out while another instance holds the lock (load: late replies)', async () => {
    const { redis, values } = fakeRedis();
    const call = rotatingUpstream();
    const holder = createSharedRefresh(redis, call, { lockMs: 2_000, pollMs: 5 });
    const first = holder('refresh-1');
    await until(() => [...values.keys()].some((key) => key.startsWith('refresh:lock:')));
    // The second instance's first look for a kept answer times out: Redis is there, only slow to answer.
    const starved = createSharedRefresh(lateOnce(redis, 'get'), call, { lockMs: 2_000, pollMs: 5 });
    const outcomes = await Promise.all([first, starved('refresh-1')]);
    expect(outcomes.map((o) => o.kind)).toEqual(['refreshed', 'refreshed']);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('takes a lock its timed-out command took after all as its own, and keeps the answer for the others', async () => {
    const { redis } = fakeRedis();
    const call = rotatingUpstream();
    // The lock is set in Redis, but its reply comes after the command timeout.
    const starved = createSharedRefresh(lateOnce(redis, 'set'), call, { lockMs: 300, pollMs: 5 });
    const other = createSharedRefresh(redis, call, { lockMs: 300, pollMs: 5 });
    const first = await starved('refresh-1');
    const second = await other('refresh-1');
    expect([first.kind, second.kind]).toEqual(['refreshed', 'refreshed']);
    expect(call).toHaveBeenCalledTimes(1);
    expect(warnings).not.toContain('refresh: redis unavailable; refreshing with this instance only');
  });

  it('falls back to this instance alone when Redis is gone, and says so', async () => {
    const { redis, state } = fakeRedis();
    state.down = true;
    const call = jest.fn(async (): Promise<RefreshOutcome> => ({ kind: 'refreshed', session: session(5) }));
    const refresh = createSingleFlightRefresh(createSharedRefresh(redis, call, { lockMs: 1_000 }));
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => refresh('refresh-1')));
    expect(call).toHaveBeenCalledTimes(1);
    expect(outcomes.every((o) => o.kind === 'refreshed')).toBe(true);
    expect(warnings).toContain('refresh: redis unavailable; refreshing with this instance only');
  });
});
