// Revoked console sessions: logout puts the session id here until the session could have ended anyway,
// so a copy of the cookie taken before logout is refused by every Node layer (handlers and pages).
import 'server-only';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { getConfig } from './config';
import { BffError } from './errors';
import { getLogger } from './log';
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

/** What a request is told when no instance can prove its session was not revoked. */
export const REVOCATION_UNAVAILABLE = 'Your session cannot be checked right now. Try again shortly.';

/**
 * Revocations in the shared Redis (REDIS_URL), so a logout on one instance is seen by all. It fails
 * closed: when Redis cannot answer, a session cannot be proven not-revoked, and the request gets 503
 * (not a silent pass); a logout that cannot be recorded answers 503 too and keeps the cookie, so the
 * user can try again rather than believe the copies are dead.
 */
export function createRedisRevocationStore(redis: Pick<Redis, 'set' | 'exists'>, now: () => number = Date.now): RevocationStore {
  const key = (sid: string) => `revoked:${sid}`;
  const unavailable = (what: string) => (error: unknown) => {
    getLogger().error({ err: { name: (error as Error)?.name } }, `revocation: redis could not ${what}; answering 503`);
    throw new BffError(503, REVOCATION_UNAVAILABLE, { 'retry-after': '5' });
  };
  return {
    async revoke(sid, untilMs) {
      await redis.set(key(sid), '1', 'PX', Math.max(1, untilMs - now())).catch(unavailable('record a logout'));
    },
    async isRevoked(sid) {
      const found = await redis.exists(key(sid)).catch(unavailable('check a session'));
      return found > 0;
    },
  };
}

// Route handlers and pages are bundled apart; one store per process must serve them all.
const KEY = Symbol.for('console.revocationStore');
type WithStore = typeof globalThis & { [KEY]?: RevocationStore };

export function getRevocationStore(): RevocationStore {
  const holder = globalThis as WithStore;
  if (!holder[KEY]) {
    const redis = getRedis(getConfig());
    holder[KEY] = redis ? createRedisRevocationStore(redis) : createMemoryRevocationStore();
  }
  return holder[KEY];
}

/** Swaps in another store (a shared one in production, say). */
export function setRevocationStore(store: RevocationStore): void {
  (globalThis as WithStore)[KEY] = store;
}
