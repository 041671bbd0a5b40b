// Rate limits on the sign-in calls, behind a small interface so a shared store (Redis, say) can replace
// the in-process one when several instances run.
//
// What is counted, each per window (AUTH_RATE_LIMIT_WINDOW_SECONDS):
// - login: failed attempts per (e-mail, client address) — AUTH_RATE_LIMIT_PER_EMAIL — and per client
//   address — AUTH_RATE_LIMIT_PER_ADDRESS. Nothing per e-mail alone, so nobody elsewhere can lock a
//   colleague out; a successful sign-in clears that e-mail's failures from that address.
// - request-code: every request per (e-mail, client address) — AUTH_RATE_LIMIT_PER_EMAIL — and per
//   client address — AUTH_RATE_LIMIT_PER_ADDRESS; and, against mail floods only, the requests that got
//   past both, per e-mail — AUTH_CODE_REQUESTS_PER_EMAIL_CEILING, set high (50) so that a stranger
//   at one address spends their pair's budget long before the owner's e-mail is shut. A limit per
//   e-mail alone at the pair's level let anyone keep a colleague from ever getting a code. Counted apart
//   from login failures, so a flood of code requests never stops a sign-in with a code already received;
//   a successful sign-in clears that e-mail's code requests from that address and its ceiling.
//
// The client address is checked first, and nothing more is counted once it refuses: a flood of fresh
// e-mails from one address makes no key per e-mail beyond the address's limit. Without Redis each
// limiter keeps at most MAX_MEMORY_KEYS keys (least recently used dropped first), so even floods from
// many addresses cannot grow memory without end.
//
// With REDIS_URL the counts live in Redis, shared by every instance. If Redis cannot answer, the limits
// fail open: the attempt goes through and a log line says so (refusing would lock every colleague out
// while Redis is away; the main API's own limits still apply).
import 'server-only';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MSG_TOO_MANY_ATTEMPTS } from './auth-api';
import type { Config } from './config';
import { BffError } from './errors';
import { getLogger } from './log';
import { getRedis } from './redis';
import { getMetrics } from './metrics';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is still within the limit. */
  consume(key: string): Promise<RateDecision>;
  /** Gives back one counted attempt (one that turned out not to be a failure). */
  refund(key: string): Promise<void>;
  /** Forgets everything counted for `key`. */
  reset(key: string): Promise<void>;
}

/**
 * Adapts any rate-limiter-flexible limiter (memory now; Redis, Postgres… later) to the interface. With a
 * shared store give each limiter its own `keyPrefix`.
 */
export function fromFlexible(limiter: RateLimiterAbstract, name = 'limit'): RateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome) {
        // A store failure is an Error, not a verdict: refusing sign-in outright would lock everyone out,
        // so the attempt is let through (fail open) and the log says so.
        if (!(outcome instanceof RateLimiterRes)) {
          getLogger().warn({ limit: name, err: { name: (outcome as Error)?.name } }, 'rate-limit: store unavailable; attempt allowed (fail open)');
          return { allowed: true };
        }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Keys one in-memory limiter keeps at the most (a few MB of counts). */
export const MAX_MEMORY_KEYS = 50_000;

/** An in-process limiter, and how many keys it holds now (for tests). */
export interface MemoryRateLimiter extends RateLimiter {
  readonly size: number;
}

interface CountedWindow {
  used: number;
  endsAt: number;
}

/**
 * A fixed window per key, kept in an LRU of at most `maxKeys` keys, each dropped when its window ends.
 * rate-limiter-flexible's memory store has no bound, so a flood of distinct keys would grow it for a
 * whole window.
 */
export function createMemoryLimiter(points: number, durationSeconds: number, maxKeys = MAX_MEMORY_KEYS): MemoryRateLimiter {
  const windowMs = durationSeconds * 1000;
  const windows = new LRUCache<string, CountedWindow>({ max: maxKeys, ttl: windowMs, ttlAutopurge: false });
  return {
    get size() {
      windows.purgeStale();
      return windows.size;
    },
    async consume(key) {
      const now = Date.now();
      const current = windows.get(key);
      const counted = current && current.endsAt > now ? current : { used: 0, endsAt: now + windowMs };
      counted.used += 1;
      windows.set(key, counted, { ttl: counted.endsAt - now });
      if (counted.used <= points) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.endsAt - now) / 1000)) };
    },
    async refund(key) {
      const counted = windows.get(key);
      if (counted && counted.used > 0) counted.used -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** A limiter whose counts live in Redis under `rl:<name>:`, shared by every instance. */
export function createRedisLimiter(redis: Redis, name: string, points: number, durationSeconds: number): RateLimiter {
  // rejectIfRedisNotReady: with Redis away, fail at once instead of waiting for a reconnection.
  return fromFlexible(
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${name}`, points, duration: durationSeconds, rejectIfRedisNotReady: true }),
    name,
  );
}

export type AuthAction = 'request-code' | 'login';

/** The limiters of each action (see the top of this file for what each counts). */
export interface AuthLimiters {
  login: {
    /** Failed logins per (e-mail, client address). */
    byEmailAndAddress: RateLimiter;
    /** Failed logins per client address. */
    byAddress: RateLimiter;
  };
  'request-code': {
    /** Code requests per (e-mail, client address). */
    byEmailAndAddress: RateLimiter;
    /** Code requests per client address. */
    byAddress: RateLimiter;
    /** Code requests per e-mail that got past the other two: a ceiling against mail floods. */
    byEmail: RateLimiter;
  };
}

type LimitConfig = Pick<
  Config,
  'AUTH_RATE_LIMIT_PER_EMAIL' | 'AUTH_RATE_LIMIT_PER_ADDRESS' | 'AUTH_RATE_LIMIT_WINDOW_SECONDS'
> &
  Partial<Pick<Config, 'REDIS_URL' | 'AUTH_CODE_REQUESTS_PER_EMAIL_CEILING'>>;

/** The ceiling of code requests per e-mail when the config leaves it out (config.ts has the same default). */
export const DEFAULT_CODE_REQUESTS_PER_EMAIL_CEILING = 50;

// One set per process, shared by every route bundle.
const KEY = Symbol.for('console.authLimiters');
type WithLimiters = typeof globalThis & { [KEY]?: Partial<AuthLimiters> };

function limitersFor<A extends AuthAction>(action: A, config: LimitConfig): AuthLimiters[A] {
  const holder = globalThis as WithLimiters;
  const all = (holder[KEY] ??= {});
  // Callers that pass only the limits (tests) count in memory.
  const redis = getRedis({ REDIS_URL: config.REDIS_URL });
  const window = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const limiter = (name: string, points: number) =>
    redis ? createRedisLimiter(redis, `${action}:${name}`, points, window) : createMemoryLimiter(points, window);
  const perEmail = (name: string) => limiter(name, config.AUTH_RATE_LIMIT_PER_EMAIL);
  const perAddress = () => limiter('address', config.AUTH_RATE_LIMIT_PER_ADDRESS);
  if (action === 'login') all.login ??= { byEmailAndAddress: perEmail('email-address'), byAddress: perAddress() };
  else
    all['request-code'] ??= {
      byEmailAndAddress: perEmail('email-address'),
      byAddress: perAddress(),
      byEmail: limiter('email', config.AUTH_CODE_REQUESTS_PER_EMAIL_CEILING ?? DEFAULT_CODE_REQUESTS_PER_EMAIL_CEILING),
    };
  return all[action] as AuthLimiters[A];
}

/** Swaps in other limiters for an action (shared ones in production, say). */
export function setAuthLimiters<A extends AuthAction>(action: A, limiters: AuthLimiters[A]): void {
  const holder = globalThis as WithLimiters;
  (holder[KEY] ??= {})[action] = limiters;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
/** One key per (e-mail, address); a space appears in neither. */
const emailAtAddress = (email: string, address: string) => `${normalEmail(email)} ${address}`;

/**
 * Counts an attempt against each limit in turn, the client address first, and stops at the first that
 * refuses (429 with Retry-After): the address still counts every attempt, so spraying e-mails from one
 * address adds up, but once it refuses, no key is made for the e-mail.
 */
async function consumeInTurn(checks: readonly (() => Promise<RateDecision>)[]): Promise<void> {
  for (const check of checks) {
    const decision = await check();
    if (!decision.allowed) {
      getMetrics().signInLimited.inc();
      throw new BffError(429, MSG_TOO_MANY_ATTEMPTS, { 'retry-after': String(decision.retryAfterSeconds) });
    }
  }
}

/**
 * Counts a code request against the client address, the (e-mail, address) pair and then the e-mail's
 * ceiling, and throws 429 with Retry-After at the first over its limit, before anything reaches the
 * upstream. The ceiling comes last so that requests a pair's limit refused never count towards it: one
 * stranger's address adds at most AUTH_RATE_LIMIT_PER_EMAIL to the owner's e-mail.
 */
export async function assertCodeRequestAllowed(email: string, address: string, config: LimitConfig): Promise<void> {
  const { byEmailAndAddress, byAddress, byEmail } = limitersFor('request-code', config);
  await consumeInTurn([
    () => byAddress.consume(address),
    () => byEmailAndAddress.consume(emailAtAddress(email, address)),
    () => byEmail.consume(normalEmail(email)),
  ]);
}

/**
 * Runs one login attempt under the failure limits. The attempt is counted as a failure before it runs,
 * so concurrent attempts cannot all slip past the limit while the upstream answers; over either limit
 * it throws 429 with Retry-After and `attempt` never runs. Afterwards the count is corrected: a success
 * clears the e-mail's failures from this address and gives back the address's point; a failure of the
 * service (5xx, timeouts), which says nothing about the code, gives both back; a refusal (401 and other
 * 4xx) stays counted. A success also clears the e-mail's code requests from this address and its
 * ceiling: the owner has just proven who they are, so whatever a stranger counted in their name goes.
 */
export async function limitLoginAttempt<T>(
  email: string,
  address: string,
  config: LimitConfig,
  attempt: () => Promise<T>,
): Promise<T> {
  const { byEmailAndAddress, byAddress } = limitersFor('login', config);
  const codeRequests = limitersFor('request-code', config);
  const pairKey = emailAtAddress(email, address);
  await consumeInTurn([() => byAddress.consume(address), () => byEmailAndAddress.consume(pairKey)]);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const refused = error instanceof BffError && error.status >= 400 && error.status < 500;
    if (!refused) await settle([byEmailAndAddress.refund(pairKey), byAddress.refund(address)]);
    throw error;
  }
  await settle([
    byEmailAndAddress.reset(pairKey),
    byAddress.refund(address),
    codeRequests.byEmailAndAddress.reset(pairKey),
    codeRequests.byEmail.reset(normalEmail(email)),
  ]);
  return result;
}

/** Corrections are best effort: a store that fails here must not turn a good sign-in into an error. */
async function settle(corrections: Promise<void>[]): Promise<void> {
  const outcomes = await Promise.allSettled(corrections);
  if (outcomes.some((o) => o.status === 'rejected')) getLogger().warn('rate-limit: a sign-in count could not be corrected');
}
