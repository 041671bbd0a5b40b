// The shared Redis of several console instances (REDIS_URL), one client per process. Commands never
// wait long: with Redis gone, each fails within COMMAND_TIMEOUT_MS and its caller decides (sign-in
// limits let the attempt through, revocation answers from this instance's known revocations, the
// refresh lock falls back to this process).
import 'server-only';
import Redis from 'ioredis';
import type { Config } from './config';
import { getLogger } from './log';
import { getMetrics } from './metrics';

/** How long one Redis command may take before it counts as failed. */
export const COMMAND_TIMEOUT_MS = 2_000;
/** Every key of the console starts so, so one Redis can serve other things too. */
export const KEY_PREFIX = 'console:';

export function createRedis(url: string): Redis {
  const client = new Redis(url, {
    keyPrefix: KEY_PREFIX,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // A command fails after one reconnection attempt rather than queueing for ever.
    maxRetriesPerRequest: 1,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let lastLogged = 0;
  client.on('error', (error: Error & { code?: string }) => {
    getMetrics().redisErrors.inc();
    // One line per 10 s while Redis is away, not one per reconnection attempt.
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    getLogger().error({ err: { name: error.name, code: error.code } }, 'redis: connection failed; shared state unavailable');
  });
  client.on('ready', () => getLogger().info('redis: connected'));
  return client;
}

const KEY = Symbol.for('console.redis');
type WithRedis = typeof globalThis & { [KEY]?: Redis };

/** The process's Redis client when REDIS_URL is set, else undefined (in-memory state). */
export function getRedis(config: Pick<Config, 'REDIS_URL'>): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const holder = globalThis as WithRedis;
  holder[KEY] ??= createRedis(config.REDIS_URL);
  return holder[KEY];
}
