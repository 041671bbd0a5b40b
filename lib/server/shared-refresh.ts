// The refresh single flight across instances (REDIS_URL): one upstream refresh per refresh token however
// many instances see it due at once. The first instance takes a lock in Redis and calls upstream; the
// others wait for its answer, which is kept in Redis for RESULT_MEMORY_MS. The kept answer holds the new
// upstream tokens, so it is encrypted with a key derived from the old refresh token: only a request that
// already holds that token can read it, and Redis alone gives nothing away. If Redis cannot be reached, the
// refresh falls back to this instance's own single flight (refresh.ts wraps this one) and a log line.
//
// A command that timed out is another matter: Redis is there but the answer came late (on a starved
// instance the event loop can pass the command timeout with the reply already in the socket), and the
// command may well have been carried out. Falling back then sent a second refresh with a token another
// instance had just spent, or left this instance's lock standing with no kept answer until a waiter took
// it and spent the token again; the API's reuse detection ended the session, and the requests got 401
// under load. After a timeout the refresh keeps to Redis until its deadline: it looks again, and a lock
// that holds this process's mark is its own.
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { getLogger } from './log';
import { RESULT_MEMORY_MS, type RefreshCall, type RefreshOutcome } from './refresh';

export type RefreshRedis = Pick<Redis, 'get' | 'set' | 'del' | 'exists'>;

export interface SharedRefreshOptions {
  /** How long the lock holds before another instance may try: one upstream call's deadline, and a bit. */
  lockMs: number;
  /** How often a waiting instance looks for the answer. */
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const digest = (label: string, token: string) => createHash('sha256').update(`${label}\0${token}`).digest();

/** AES-256-GCM under a key only the refresh token's holders can derive; iv, tag and text in base64url. */
function seal(outcome: RefreshOutcome, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('key', token), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.');
}

function open(sealed: string, token: string): RefreshOutcome | undefined {
  try {
    const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', digest('key', token), iv);
    decipher.setAuthTag(tag);
    const outcome = JSON.parse(Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8')) as RefreshOutcome;
    return outcome.kind === 'refreshed' || outcome.kind === 'rejected' ? outcome : undefined;
  } catch {
    return undefined;
  }
}

/** What a refresh has done so far: asked upstream, waited on another's lock, had a Redis command time out. */
interface Called {
  upstream: boolean;
  waited: boolean;
  unsure: boolean;
}

/** ioredis's error for a command whose answer did not come within commandTimeout (lib/server/redis.ts). */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Command timed out';
}

export function createSharedRefresh(redis: RefreshRedis, call: RefreshCall, options: SharedRefreshOptions): RefreshCall {
  const pollMs = options.pollMs ?? 25;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const owner = randomUUID();

  /** Keeps the verdict for the waiting instances; a few tries, since losing it would send them upstream. */
  async function keep(resultKey: string, outcome: RefreshOutcome, token: string): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await redis.set(resultKey, seal(outcome, token), 'PX', RESULT_MEMORY_MS);
        return true;
      } catch {
        // try again
      }
    }
    return false;
  }

  async function viaRedis(token: string, called: Called, deadline: number): Promise<RefreshOutcome> {
    const name = digest('name', token).toString('base64url');
    const resultKey = `refresh:result:${name}`;
    const lockKey = `refresh:lock:${name}`;
    while (Date.now() < deadline) {
      const kept = await redis.get(resultKey);
      const known = kept ? open(kept, token) : undefined;
      if (known) return known;
      // The lock is this process's when it takes it now, or when a timed-out try took it after all (the
      // single flight in refresh.ts makes this process's refresh of a token one at a time).
      const took =
        (await redis.set(lockKey, owner, 'PX', options.lockMs, 'NX')) === 'OK' || (called.unsure && (await redis.get(lockKey)) === owner);
      if (took) {
        // The last holder may have kept its answer and let go since the look above: that answer stands,
        // as the token it was asked with is spent.
        const meanwhile = await redis.get(resultKey);
        const answered = meanwhile ? open(meanwhile, token) : undefined;
        if (answered) {
          await redis.del(lockKey).catch(() => undefined);
          return answered;
        }
        called.upstream = true;
        const outcome = await call(token);
        // Only a verdict is shared; an unavailable or garbled upstream is asked again by the next caller.
        if (outcome.kind === 'refreshed' || outcome.kind === 'rejected') {
          // Unkept, the lock stays until it expires: released, the others would present the spent token
          // upstream, and an API that rotates refresh tokens ends the whole session on such a reuse.
          if (!(await keep(resultKey, outcome, token))) return outcome;
        }
        await redis.del(lockKey).catch(() => undefined);
        return outcome;
      }
      // Another instance is asking upstream: wait for its answer, or for its lock to go (then try again).
      called.waited = true;
      do {
        await sleep(pollMs);
        const answered = await redis.get(resultKey);
        const outcome = answered ? open(answered, token) : undefined;
        if (outcome) return outcome;
      } while (Date.now() < deadline && (await redis.exists(lockKey)) > 0);
    }
    return { kind: 'unavailable' };
  }

  return async function refresh(token) {
    const called: Called = { upstream: false, waited: false, unsure: false };
    const deadline = Date.now() + options.lockMs + 1_000;
    for (;;) {
      try {
        return await viaRedis(token, called, deadline);
      } catch (error) {
        // Redis answered late, not never: look again through it, and never ask upstream alone from here on.
        if (isTimeout(error) && !called.upstream && Date.now() < deadline) {
          called.unsure = true;
          continue;
        }
        return fallBack(token, called, error);
      }
    }
  };

  function fallBack(token: string, called: Called, error: unknown): Promise<RefreshOutcome> | RefreshOutcome {
    // Asked upstream already, another instance is asking, or a command that timed out may have been carried
    // out: not again (a second refresh with the same token would be refused, and could end the session).
    // The request gets 503; the session stays.
    if (called.upstream || called.waited || called.unsure) {
      getLogger().warn({ err: { name: (error as Error)?.name } }, 'refresh: redis failed while a refresh was under way; try again');
      return { kind: 'unavailable' };
    }
    getLogger().warn({ err: { name: (error as Error)?.name } }, 'refresh: redis unavailable; refreshing with this instance only');
    return call(token);
  }
}
