// The change feed reader: writes made elsewhere (the storefront's orders, another console, a job) come from
// the main API's GET /v1/changes?after=<cursor> (docs/api-contract.md#changes), read with the service token
// LIVE_FEED_TOKEN every LIVE_FEED_POLL_MS and published on the live bus (a change the BFF published already
// is dropped there as a duplicate). One instance reads at a time: it holds a lock in Redis (SET NX PX,
// renewed each round, let go on SIGTERM) and keeps the cursor there, so the next holder reads on from it.
// Without Redis this process reads, its cursor in memory. No token: no feed, said once in the log.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { liveChangesPageSchema } from '@/lib/contract/live';
import type { Config } from '../config';
import { getLogger } from '../log';
import { getMetrics } from '../metrics';
import { getRedis } from '../redis';
import { onDrain } from '../shutdown';
import { getLiveBus, type LiveBus } from './bus';

export const FEED_LOCK_KEY = 'live:feed:lock';
export const FEED_CURSOR_KEY = 'live:feed:cursor';

/** Changes asked for per call; a full page is followed by the next at once, up to this many pages a round. */
const PAGE = 100;
const PAGES_PER_ROUND = 10;

const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface FeedReaderOptions {
  /** The main API's base URL (`…` of `…/v1/changes`). */
  baseUrl: string;
  token: string;
  bus: LiveBus;
  redis?: Pick<Redis, 'set' | 'get' | 'eval'>;
  pollMs: number;
  /** How long the lock holds unless renewed: a few rounds, so a holder that died is replaced soon. */
  lockMs?: number;
  timeoutMs: number;
}

export interface FeedReader {
  /** One round: take or renew the lock, then read what is new. Whether this reader holds the lock. */
  round(): Promise<boolean>;
  start(): void;
  /** Stops reading and lets the lock go. */
  stop(): Promise<void>;
}

class FeedError extends Error {
  override name = 'FeedError';
  constructor(readonly status: number) {
    super(`change feed answered ${status}`);
  }
}

export function createFeedReader({ baseUrl, token, bus, redis, pollMs, lockMs = Math.max(5_000, pollMs * 10), timeoutMs }: FeedReaderOptions): FeedReader {
  const owner = randomUUID();
  let memoryCursor: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastComplaint = 0;

  const complain = (message: string, fields: Record<string, unknown> = {}) => {
    // Once a minute while it lasts, not once a round.
    if (Date.now() - lastComplaint < 60_000) return;
    lastComplaint = Date.now();
    getLogger().warn(fields, message);
  };

  async function holdLock(): Promise<boolean> {
    if (!redis) return true;
    if ((await redis.set(FEED_LOCK_KEY, owner, 'PX', lockMs, 'NX')) === 'OK') {
      getLogger().info('live: this instance reads the change feed');
      return true;
    }
    return Number(await redis.eval(RENEW, 1, FEED_LOCK_KEY, owner, String(lockMs))) === 1;
  }

  const readCursor = async () => (redis ? await redis.get(FEED_CURSOR_KEY) : memoryCursor);
  const keepCursor = async (cursor: string | null) => {
    if (!redis) memoryCursor = cursor;
    else if (cursor === null) await redis.eval(`return redis.call('del', KEYS[1])`, 1, FEED_CURSOR_KEY);
    else await redis.set(FEED_CURSOR_KEY, cursor);
  };

  async function page(after: string | null) {
    const url = new URL(`${baseUrl}/v1/changes`);
    if (after !== null) url.searchParams.set('after', after);
    url.searchParams.set('limit', String(PAGE));
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    if (!answer.ok) {
      await answer.body?.cancel();
      throw new FeedError(answer.status);
    }
    const parsed = liveChangesPageSchema.safeParse(((await answer.json()) as { data?: unknown })?.data);
    if (!parsed.success) throw new FeedError(502);
    return parsed.data;
  }

  /** Reads on from the kept cursor (none: from the feed's end, now); a cursor past the kept window → reset. */
  async function read() {
    for (let n = 0; n < PAGES_PER_ROUND && !stopped; n += 1) {
      const cursor = await readCursor();
      let next;
      try {
        next = await page(cursor);
      } catch (error) {
        if (error instanceof FeedError && error.status === 410 && cursor !== null) {
          getLogger().warn('live: the change feed no longer has this cursor; every stream is told to reload');
          await keepCursor(null);
          await bus.publishReset();
          continue;
        }
        throw error;
      }
      for (const change of next.changes) {
        const outcome = await bus.publish(change, 'feed');
        getMetrics().livePublished.inc({ source: 'feed', outcome });
      }
      if (next.cursor !== cursor) await keepCursor(next.cursor);
      if (cursor === null || next.changes.length < PAGE) return;
    }
  }

  const reader: FeedReader = {
    async round() {
      if (stopped) return false;
      let holding = false;
      try {
        holding = await holdLock();
        if (holding) await read();
      } catch (error) {
        const status = error instanceof FeedError ? error.status : undefined;
        complain(status === 401 || status === 403 ? 'live: the change feed refuses LIVE_FEED_TOKEN' : 'live: the change feed cannot be read; trying again', {
          status,
          err: { name: (error as Error)?.name },
        });
      }
      return holding;
    },
    start() {
      const tick = () => {
        void reader.round().finally(() => {
          if (!stopped) timer = setTimeout(tick, pollMs).unref();
        });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (redis) await redis.eval(RELEASE, 1, FEED_LOCK_KEY, owner).catch(() => undefined);
    },
  };
  return reader;
}

const KEY = Symbol.for('console.liveFeed');
type WithFeed = typeof globalThis & { [KEY]?: FeedReader | 'off' };

type FeedConfig = Pick<Config, 'MAIN_API_URL' | 'LIVE_FEED_TOKEN' | 'LIVE_FEED_POLL_MS' | 'UPSTREAM_TIMEOUT_MS' | 'REDIS_URL' | 'LIVE_REPLAY_MAX_EVENTS' | 'LIVE_REPLAY_WINDOW_MS'>;

/**
 * Starts this process's feed reader once (the first live stream here calls it): it competes for the lock
 * from then on, and lets it go when SIGTERM's drain starts.
 */
export function ensureChangeFeed(config: FeedConfig): void {
  const holder = globalThis as WithFeed;
  if (holder[KEY]) return;
  if (!config.LIVE_FEED_TOKEN) {
    holder[KEY] = 'off';
    getLogger().info('live: LIVE_FEED_TOKEN is unset, so the change feed is not read: only writes made through this console are heard');
    return;
  }
  const reader = createFeedReader({
    baseUrl: config.MAIN_API_URL,
    token: config.LIVE_FEED_TOKEN,
    bus: getLiveBus(config),
    redis: getRedis(config),
    pollMs: config.LIVE_FEED_POLL_MS,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  holder[KEY] = reader;
  onDrain(() => void reader.stop());
  reader.start();
}
