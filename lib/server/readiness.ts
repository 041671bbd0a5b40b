// Readiness (GET /api/ready): whether this instance can serve staff now, for a load balancer or an
// orchestrator deciding where to send traffic. The configuration is valid (the handler wrapper reads it
// before anything else) and the main API answers one cheap, anonymous GET within a short deadline.
import 'server-only';
import type { Config } from './config';
import { BffError } from './errors';
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

/** With REDIS_URL, Redis must answer PING within the deadline: without it sessions cannot be checked. */
export async function assertRedisReady(config: Pick<Config, 'REDIS_URL'>): Promise<void> {
  const redis = getRedis(config);
  if (!redis) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([redis.ping(), late]);
  } catch {
    throw new BffError(503, 'Not ready: Redis (REDIS_URL) cannot be reached.');
  } finally {
    clearTimeout(timer);
  }
}

/** A stopping instance (SIGTERM, lib/server/shutdown.ts) takes no new work. */
export function assertNotDraining(): void {
  if (isDraining()) throw new BffError(503, 'Not ready: shutting down.');
}
