// Revoked console sessions: logout puts the session id here until the session could have ended anyway,
// so a copy of the cookie taken before logout is refused by every Node layer (handlers and pages).
import 'server-only';
import { LRUCache } from 'lru-cache';

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

// Route handlers and pages are bundled apart; one store per process must serve them all.
const KEY = Symbol.for('console.revocationStore');
type WithStore = typeof globalThis & { [KEY]?: RevocationStore };

export function getRevocationStore(): RevocationStore {
  const holder = globalThis as WithStore;
  holder[KEY] ??= createMemoryRevocationStore();
  return holder[KEY];
}

/** Swaps in another store (a shared one in production, say). */
export function setRevocationStore(store: RevocationStore): void {
  (globalThis as WithStore)[KEY] = store;
}
