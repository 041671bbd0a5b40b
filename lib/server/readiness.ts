// Readiness (GET /api/ready): whether this instance can serve staff now, for a load balancer or an
// orchestrator deciding where to send traffic. The configuration is valid (the handler wrapper reads it
// before anything else) and the main API answers one cheap, anonymous GET within a short deadline. Redis
// (REDIS_URL) gone only degrades the instance, and the answer says so.
import 'server-only';
import type { Config } from './config';
import { BffError } from './errors';
import { getMetrics } from './metrics';
import { getRedis } from './redis';
import { isDraining } from './shutdown';
import { fetchUpstream } from './upstream';

/** The deadline of the readiness call; shorter than a user's call, so a probe does not hang. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Calls `GET $MAIN_API_URL/health` without any token or cookie. The contract defines no health call,
 * so any answer below 500 (a 404 from an API without one, a redirect) proves the host is up; a 5xx,
 * no answer, or no answer in time throws a 503 whose message says which.
 */
export async function assertMainApiReady(config: Config, signal?: AbortSignal): Promise<void> {
  let status: number;
  try {
    const answer = await fetchUpstream(`${config.MAIN_API_URL}/health`, {
      headers: { accept: 'application/json' },
      timeoutMs: Math.min(READY_TIMEOUT_MS, config.UPSTREAM_TIMEOUT_MS),
      signal,
    });
    status = answer.status;
    answer.discard();
  } catch (error) {
    const reason = error instanceof BffError && error.status === 504 ? 'did not answer in time' : 'cannot be reached';
    throw new BffError(503, `Not ready: the main API ${reason}.`);
  }
  if (status >= 500) throw new BffError(503, `Not ready: the main API answered ${status}.`);
}

/**
 * With REDIS_URL, whether Redis answers PING within the deadline: `ok`, or `degraded` when it does not.
 * Not a reason to leave the load balancer: without Redis, sessions are checked against this instance's
 * last known revocations, sign-in limits fail open and live updates pause (docs/live.md), so the screens
 * keep working. Undefined without REDIS_URL.
 */
export async function redisReadiness(config: Pick<Config, 'REDIS_URL'>): Promise<'ok' | 'degraded' | undefined> {
  const redis = getRedis(config);
  if (!redis) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([redis.ping(), late]);
    getMetrics().redisDegraded.set(0);
    return 'ok';
  } catch {
    getMetrics().redisDegraded.set(1);
    return 'degraded';
  } finally {
    clearTimeout(timer);
  }
}

/** A stopping instance (SIGTERM, lib/server/shutdown.ts) takes no new work. */
export function assertNotDraining(): void {
  if (isDraining()) throw new BffError(503, 'Not ready: shutting down.');
}
