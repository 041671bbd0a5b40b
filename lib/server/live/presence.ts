// Presence: who has a record open now, and who is editing it (POST/DELETE /api/presence, docs/live.md).
// Each viewer's report lives PRESENCE_EXPIRES_MS unless renewed: in a Redis hash per record (one field per
// user, the expiry in the value) when REDIS_URL is set, else in this process's memory. Every change of a
// record's viewer list — someone arrives, starts or stops editing, leaves, or is swept as gone — is
// published as a `presence` event; a renewal that changes nothing publishes nothing.
import 'server-only';
import type Redis from 'ioredis';
import { PRESENCE_EXPIRES_MS, type LivePresence, type PresenceViewer } from '@/lib/contract/live';
import type { Config } from '../config';
import { getLogger } from '../log';
import { getRedis } from '../redis';
import { getLiveBus, type LiveBus } from './bus';

export interface RecordRef {
  resource: string;
  recordId: string;
}

/** What a report or a leave did: the record's viewers now, and whether the list changed. */
export interface PresenceOutcome {
  viewers: PresenceViewer[];
  changed: boolean;
}

export interface PresenceStore {
  report(record: RecordRef, viewer: PresenceViewer, now?: number): Promise<PresenceOutcome>;
  leave(record: RecordRef, userId: string | number, now?: number): Promise<PresenceOutcome>;
  /** Removes the viewers whose reports expired; the records whose lists changed, with their viewers now. */
  sweep(now?: number): Promise<LivePresence[]>;
}

interface Kept {
  name: string;
  editing: boolean;
  until: number;
}

const byName = (a: PresenceViewer, b: PresenceViewer) => a.name.localeCompare(b.name) || String(a.userId).localeCompare(String(b.userId));

function viewersOf(entries: Iterable<[string, Kept]>, now: number): PresenceViewer[] {
  const viewers: PresenceViewer[] = [];
  for (const [userId, kept] of entries) if (kept.until > now) viewers.push({ userId, name: kept.name, editing: kept.editing });
  return viewers.sort(byName);
}

/** A record's place in the store: both parts, unambiguously (an id may hold any character). */
const recordKey = ({ resource, recordId }: RecordRef) => JSON.stringify([resource, recordId]);
const recordOf = (key: string): RecordRef => {
  const [resource, recordId] = JSON.parse(key) as [string, string];
  return { resource, recordId };
};

export function createMemoryPresence(expiresMs = PRESENCE_EXPIRES_MS): PresenceStore {
  const records = new Map<string, Map<string, Kept>>();
  return {
    async report(record, viewer, now = Date.now()) {
      const key = recordKey(record);
      const viewers = records.get(key) ?? new Map<string, Kept>();
      records.set(key, viewers);
      const before = viewers.get(String(viewer.userId));
      viewers.set(String(viewer.userId), { name: viewer.name, editing: viewer.editing, until: now + expiresMs });
      const changed = !before || before.until <= now || before.editing !== viewer.editing || before.name !== viewer.name;
      return { viewers: viewersOf(viewers, now), changed };
    },
    async leave(record, userId, now = Date.now()) {
      const key = recordKey(record);
      const viewers = records.get(key);
      const before = viewers?.get(String(userId));
      viewers?.delete(String(userId));
      if (viewers?.size === 0) records.delete(key);
      return { viewers: viewersOf(viewers ?? [], now), changed: !!before && before.until > now };
    },
    async sweep(now = Date.now()) {
      const changed: LivePresence[] = [];
      for (const [key, viewers] of records) {
        let gone = 0;
        for (const [userId, kept] of viewers) {
          if (kept.until <= now) {
            viewers.delete(userId);
            gone += 1;
          }
        }
        if (viewers.size === 0) records.delete(key);
        if (gone > 0) changed.push({ ...recordOf(key), viewers: viewersOf(viewers, now) });
      }
      return changed;
    },
  };
}

const RECORDS_KEY = 'live:presence:records';
const hashKey = (key: string) => `live:presence:${key}`;

function readHash(hash: Record<string, string>): [string, Kept][] {
  const entries: [string, Kept][] = [];
  for (const [userId, value] of Object.entries(hash)) {
    try {
      entries.push([userId, JSON.parse(value) as Kept]);
    } catch {
      // not ours
    }
  }
  return entries;
}

/**
 * Presence in Redis, shared by every instance. Any instance may sweep: HDEL answers 1 to only one of them,
 * so a viewer gone is published once.
 */
export function createRedisPresence(redis: Pick<Redis, 'hget' | 'hset' | 'hdel' | 'hgetall' | 'pexpire' | 'sadd' | 'srem' | 'smembers'>, expiresMs = PRESENCE_EXPIRES_MS): PresenceStore {
  const viewersNow = async (key: string, now: number) => viewersOf(readHash(await redis.hgetall(hashKey(key))), now);
  return {
    async report(record, viewer, now = Date.now()) {
      const key = recordKey(record);
      const field = String(viewer.userId);
      const previous = await redis.hget(hashKey(key), field);
      const before = previous ? readHash({ [field]: previous })[0]?.[1] : undefined;
      await redis.hset(hashKey(key), field, JSON.stringify({ name: viewer.name, editing: viewer.editing, until: now + expiresMs }));
      // The hash outlives its last viewer only a little, should every sweeper be gone too.
      await redis.pexpire(hashKey(key), expiresMs * 3);
      await redis.sadd(RECORDS_KEY, key);
      const changed = !before || before.until <= now || before.editing !== viewer.editing || before.name !== viewer.name;
      return { viewers: await viewersNow(key, now), changed };
    },
    async leave(record, userId, now = Date.now()) {
      const key = recordKey(record);
      const field = String(userId);
      const previous = await redis.hget(hashKey(key), field);
      const removed = await redis.hdel(hashKey(key), field);
      const before = previous ? readHash({ [field]: previous })[0]?.[1] : undefined;
      return { viewers: await viewersNow(key, now), changed: removed > 0 && !!before && before.until > now };
    },
    async sweep(now = Date.now()) {
      const changed: LivePresence[] = [];
      for (const key of await redis.smembers(RECORDS_KEY)) {
        const entries = readHash(await redis.hgetall(hashKey(key)));
        let gone = 0;
        for (const [userId, kept] of entries) if (kept.until <= now) gone += await redis.hdel(hashKey(key), userId);
        const left = entries.filter(([, kept]) => kept.until > now);
        if (left.length === 0) await redis.srem(RECORDS_KEY, key);
        if (gone > 0) changed.push({ ...recordOf(key), viewers: viewersOf(left, now) });
      }
      return changed;
    },
  };
}

/** How often expired viewers are looked for. */
export const SWEEP_MS = 5_000;

interface PresenceService {
  store: PresenceStore;
  sweeper?: NodeJS.Timeout;
}

const KEY = Symbol.for('console.livePresence');
type WithPresence = typeof globalThis & { [KEY]?: PresenceService };

type PresenceConfig = Pick<Config, 'REDIS_URL' | 'LIVE_REPLAY_MAX_EVENTS' | 'LIVE_REPLAY_WINDOW_MS'>;

/** Sweeps once: every viewer gone is published as gone. */
export async function sweepPresence(store: PresenceStore, bus: LiveBus, now = Date.now()): Promise<void> {
  for (const presence of await store.sweep(now)) await bus.publishPresence(presence);
}

/** The process's presence store, its sweep running from the first use on. */
export function getPresence(config: PresenceConfig): PresenceStore {
  const holder = globalThis as WithPresence;
  if (!holder[KEY]) {
    const redis = getRedis(config);
    const service: PresenceService = { store: redis ? createRedisPresence(redis) : createMemoryPresence() };
    service.sweeper = setInterval(() => {
      sweepPresence(service.store, getLiveBus(config)).catch((error: unknown) => {
        getLogger().warn({ err: { name: (error as Error)?.name } }, 'live: presence could not be swept; trying again');
      });
    }, SWEEP_MS).unref();
    holder[KEY] = service;
  }
  return holder[KEY].store;
}

/** Swaps in another store (tests); the sweep of a store made by getPresence stops. */
export function setPresence(store: PresenceStore | undefined): void {
  const holder = globalThis as WithPresence;
  clearInterval(holder[KEY]?.sweeper);
  holder[KEY] = store ? { store } : undefined;
}
