// Revoked console sessions: logout puts the session id here until the session could have ended anyway,
// so a copy of the cookie taken before logout is refused by every Node layer (handlers and pages).
import 'server-only';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { getConfig } from './config';
import { getLogger } from './log';
import { getMetrics } from './metrics';
import { getRedis } from './redis';

/** Where revoked session ids live. In-process by default; a shared store lets several instances agree. */
export interface RevocationStore {
  /** Refuses the session `sid` until `untilMs` (after which its cookie is dead anyway). */
  revoke(sid: string, untilMs: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
}

/** Revocations kept in this process's memory, each forgotten once its session would have ended. */
export function createMemoryRevocationStore(max = 100_000, now: () => number = Date.now): RevocationStore {
  const revoked = new LRUCache<string, true>({ max, ttlResolution: 0, perf: { now } });
  return {
    async revoke(sid, untilMs) {
      const ttl = Math.max(1, untilMs - now());
      revoked.set(sid, true, { ttl });
    },
    async isRevoked(sid) {
      return revoked.get(sid) === true;
    },
  };
}

/** The commands the shared store uses; ioredis's client (its `status` lets a check skip a Redis known to be away). */
export type RevocationRedis = Pick<Redis, 'exists' | 'multi' | 'zrangebyscore'> & { status?: string };

export interface RedisRevocationOptions {
  /** How often this instance reads the revocations other instances made (one call, never per request). */
  syncMs?: number;
  /** How long a revocation stays in the shared log: a session's whole lifetime, so an instance that starts late learns it. */
  keepMs?: number;
  /** Most revocations this instance keeps in memory (and most waiting for Redis while it is away). */
  max?: number;
  now?: () => number;
}

/** The shared log of revocations: a sorted set scored by when each was written, member `sid until`. */
export const REVOCATION_LOG_KEY = 'revocations';
/** How far back each sync reads again, so a writer whose clock runs a little behind is not missed. */
const SYNC_OVERLAP_MS = 10_000;
const LOG_EVERY_MS = 10_000;

export interface RedisRevocationStore extends RevocationStore {
  /** Reads new revocations from Redis and writes those waiting for it; the timer calls it every `syncMs`. */
  sync(): Promise<void>;
  close(): void;
}

/**
 * Revocations in the shared Redis (REDIS_URL), so a logout on one instance is seen by all, and a mirror
 * of them in this process, so an outage of Redis pauses only what needs it, not every screen.
 *
 * While Redis answers, a logout writes its key (checked with EXISTS) and an entry in a shared log that
 * every instance reads into its mirror every `syncMs` (about 2 s). A check looks in the mirror first and
 * asks Redis only on a miss. When Redis cannot answer, a check answers from the mirror ("last known
 * revocations") with a warning at most every 10 s and a metric, and a logout is recorded in the mirror,
 * answered as usual (cookie cleared) and written to Redis once it is back.
 *
 * The trade: during an outage a session revoked on another instance is refused here only once Redis is
 * back (one logged out before the outage began is refused, if this instance synced it: within ~2 s of the
 * logout). An instance that starts while Redis is away knows no revocations until Redis returns.
 */
export function createRedisRevocationStore(redis: RevocationRedis, options: RedisRevocationOptions = {}): RedisRevocationStore {
  const { syncMs = 2_000, keepMs = 12 * 60 * 60 * 1000, max = 100_000, now = Date.now } = options;
  const mirror = createMemoryRevocationStore(max, now);
  /** Logouts made while Redis was away, by session id: until when each is refused. */
  const waiting = new Map<string, number>();
  const key = (sid: string) => `revoked:${sid}`;
  let lastLogged = -Infinity;
  let seenUpTo: number | undefined;
  let syncing: Promise<void> | undefined;

  const degraded = (what: string, error: unknown) => {
    getMetrics().revocationDegraded.inc({ what });
    getMetrics().redisDegraded.set(1);
    if (now() - lastLogged < LOG_EVERY_MS) return;
    lastLogged = now();
    getLogger().warn({ err: { name: (error as Error)?.name } }, `revocation: redis unavailable (${what}); answering from this instance's known revocations`);
  };
  let seenReady = false;
  /**
   * Whether the client knows Redis is away (lost and not back), so a check need not wait for a command
   * to time out. Before the first connection, commands wait for it as usual.
   */
  const away = () => {
    const status = redis.status;
    if (status === undefined || status === 'ready') {
      seenReady ||= status === 'ready';
      return false;
    }
    return seenReady || status === 'reconnecting' || status === 'close' || status === 'end';
  };

  async function write(sid: string, untilMs: number): Promise<void> {
    const at = now();
    const answers = await redis
      .multi()
      .set(key(sid), '1', 'PX', Math.max(1, untilMs - at))
      .zadd(REVOCATION_LOG_KEY, at, `${sid} ${untilMs}`)
      .zremrangebyscore(REVOCATION_LOG_KEY, '-inf', at - keepMs)
      .zremrangebyrank(REVOCATION_LOG_KEY, 0, -(max + 1))
      .exec();
    const failed = answers?.find(([error]) => error)?.[0];
    if (!answers || failed) throw failed ?? new Error('transaction discarded');
  }

  async function syncOnce(): Promise<void> {
    for (const [sid, untilMs] of waiting) {
      if (untilMs > now()) await write(sid, untilMs);
      waiting.delete(sid);
    }
    const from = seenUpTo === undefined ? now() - keepMs : seenUpTo - SYNC_OVERLAP_MS;
    const found = await redis.zrangebyscore(REVOCATION_LOG_KEY, from, '+inf', 'WITHSCORES');
    for (let i = 0; i + 1 < found.length; i += 2) {
      const [sid, until] = found[i].split(' ');
      const untilMs = Number(until);
      if (sid && untilMs > now()) await mirror.revoke(sid, untilMs);
      seenUpTo = Math.max(seenUpTo ?? -Infinity, Number(found[i + 1]));
    }
    seenUpTo ??= now();
    getMetrics().redisDegraded.set(0);
  }

  async function sync(): Promise<void> {
    // One sync at a time per instance; a tick that finds one running waits for it.
    syncing ??= syncOnce()
      .catch((error: unknown) => degraded('sync', error))
      .finally(() => (syncing = undefined));
    return syncing;
  }

  const timer = setInterval(() => void sync(), syncMs);
  timer.unref?.();
  void sync();

  return {
    sync,
    close: () => clearInterval(timer),
    async revoke(sid, untilMs) {
      await mirror.revoke(sid, untilMs);
      if (!away()) {
        try {
          await write(sid, untilMs);
          return;
        } catch (error) {
          degraded('record a logout', error);
        }
      } else degraded('record a logout', new Error('not connected'));
      if (waiting.size >= max) waiting.delete(waiting.keys().next().value as string);
      waiting.set(sid, untilMs);
    },
    async isRevoked(sid) {
      if (await mirror.isRevoked(sid)) return true;
      if (away()) {
        degraded('check a session', new Error('not connected'));
        return false;
      }
      try {
        return (await redis.exists(key(sid))) > 0;
      } catch (error) {
        degraded('check a session', error);
        return false;
      }
    },
  };
}

// Route handlers and pages are bundled apart; one store per process must serve them all.
const KEY = Symbol.for('console.revocationStore');
type WithStore = typeof globalThis & { [KEY]?: RevocationStore };

export function getRevocationStore(): RevocationStore {
  const holder = globalThis as WithStore;
  if (!holder[KEY]) {
    const config = getConfig();
    const redis = getRedis(config);
    holder[KEY] = redis ? createRedisRevocationStore(redis, { keepMs: config.SESSION_TTL_SECONDS * 1000 }) : createMemoryRevocationStore();
  }
  return holder[KEY];
}

/** Swaps in another store (a shared one in production, say). */
export function setRevocationStore(store: RevocationStore): void {
  (globalThis as WithStore)[KEY] = store;
}
