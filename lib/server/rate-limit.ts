// Rate limits on the sign-in calls, per e-mail and per client address, behind a small interface so a
// shared store (Redis, say) can replace the in-process one when several instances run.
import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from './config';
import { BffError } from './errors';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is still within the limit. */
  consume(key: string): Promise<RateDecision>;
}

/** Adapts any rate-limiter-flexible limiter (memory now; Redis, Postgres… later) to the interface. */
export function fromFlexible(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome) {
        // A store failure is an Error, not a verdict: refusing sign-in outright would lock everyone out.
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
    },
  };
}

export function createMemoryLimiter(points: number, durationSeconds: number): RateLimiter {
  return fromFlexible(new RateLimiterMemory({ points, duration: durationSeconds }));
}

export type AuthAction = 'request-code' | 'login';
type LimitConfig = Pick<
  Config,
  'AUTH_RATE_LIMIT_PER_EMAIL' | 'AUTH_RATE_LIMIT_PER_ADDRESS' | 'AUTH_RATE_LIMIT_WINDOW_SECONDS'
>;

interface AuthLimiters {
  byEmail: RateLimiter;
  byAddress: RateLimiter;
}

// One set per process, shared by every route bundle.
const KEY = Symbol.for('console.authLimiters');
type WithLimiters = typeof globalThis & { [KEY]?: Map<AuthAction, AuthLimiters> };

function limitersFor(action: AuthAction, config: LimitConfig): AuthLimiters {
  const holder = globalThis as WithLimiters;
  const all = (holder[KEY] ??= new Map());
  let limiters = all.get(action);
  if (!limiters) {
    limiters = {
      byEmail: createMemoryLimiter(config.AUTH_RATE_LIMIT_PER_EMAIL, config.AUTH_RATE_LIMIT_WINDOW_SECONDS),
      byAddress: createMemoryLimiter(config.AUTH_RATE_LIMIT_PER_ADDRESS, config.AUTH_RATE_LIMIT_WINDOW_SECONDS),
    };
    all.set(action, limiters);
  }
  return limiters;
}

/** Swaps in other limiters for an action (shared ones in production, say). */
export function setAuthLimiters(action: AuthAction, limiters: AuthLimiters): void {
  const holder = globalThis as WithLimiters;
  (holder[KEY] ??= new Map()).set(action, limiters);
}

/**
 * Counts a sign-in attempt against both the e-mail and the client address, and throws 429 with
 * Retry-After when either is over its limit, before anything reaches the upstream.
 */
export async function assertWithinAuthLimits(
  action: AuthAction,
  email: string,
  clientAddress: string,
  config: LimitConfig,
): Promise<void> {
  const { byEmail, byAddress } = limitersFor(action, config);
  // Both are counted even when one already refuses, so spraying e-mails from one address still adds up.
  const decisions = await Promise.all([byEmail.consume(email.trim().toLowerCase()), byAddress.consume(clientAddress)]);
  const waits = decisions.flatMap((d) => (d.allowed ? [] : [d.retryAfterSeconds]));
  if (waits.length > 0) {
    const retryAfter = Math.max(...waits);
    throw new BffError(429, 'Too many sign-in attempts. Try again later.', { 'retry-after': String(retryAfter) });
  }
}
