// The live bus: every change, presence list and signed-out session that the console's streams carry goes
// through here (docs/live.md). Without REDIS_URL it lives in this process: a ring buffer bounded by
// LIVE_REPLAY_MAX_EVENTS and LIVE_REPLAY_WINDOW_MS keeps changes for Last-Event-ID. With REDIS_URL it is a
// Redis Stream (XADD … MAXLEN ~), read by one blocking XREAD loop per process on a connection of its own and
// fanned out here, so every instance hears every event and a cursor (the entry's id) resumes on any of them.
// A change that arrives twice (the BFF's copy and the change feed's) goes out once. Redis gone → the bus is
// `paused`; back → `live` and a `reset`, since what was published meanwhile is lost.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { changeKey, type LiveChange, type LivePresence } from '@/lib/contract/live';
import type { Config } from '../config';
import { getLogger } from '../log';
import { getMetrics } from '../metrics';
import { getRedis } from '../redis';

export type BusState = 'live' | 'paused';
export type ChangeSource = 'bff' | 'feed';

/** A change as the bus carries it: with its cursor (the SSE id) and when it was published (for the lag). */
export interface ChangeMessage {
  kind: 'change';
  id: string;
  change: LiveChange;
  publishedAt: number;
}

/** What a subscriber hears. `state` and `reset` are this process's own word, never on the shared stream. */
export type BusMessage =
  | ChangeMessage
  | { kind: 'presence'; presence: LivePresence }
  | { kind: 'session-ended'; sid: string }
  | { kind: 'state'; state: BusState }
  | { kind: 'reset' };

export type BusListener = (message: BusMessage) => void;

export interface LiveBus {
  /** Sends a change to every instance's streams, once: `duplicate` when the same change went out already. */
  publish(change: LiveChange, source?: ChangeSource): Promise<'sent' | 'duplicate'>;
  /** Sends who has a record open now. */
  publishPresence(presence: LivePresence): Promise<void>;
  /** Tells every stream of the session `sid` that it was signed out. */
  publishSessionEnded(sid: string): Promise<void>;
  /** Tells every stream to reload what it shows (the change feed lost its place); a resume from before it is too old. */
  publishReset(): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** The changes after `cursor`, oldest first, or `too-old` when some of them are no longer kept (or unknown). */
  replayAfter(cursor: string): Promise<ChangeMessage[] | 'too-old'>;
  /** The cursor of the newest change (what a fresh stream resumes from), or null when it cannot be told. */
  head(): Promise<string | null>;
  state(): BusState;
  close(): Promise<void>;
}

export interface BusOptions {
  maxEvents: number;
  windowMs: number;
  /** How long a change's key is remembered, so its second copy is dropped. */
  dedupMs?: number;
  now?: () => number;
}

const DEDUP_MS = 60_000;

/** A cursor: `<epoch ms>-<sequence>`, the shape of a Redis stream id. */
export const CURSOR = /^\d{1,15}-\d{1,12}$/;

/** Compares two cursors (both matching CURSOR). */
export function compareCursors(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am !== bm ? am - bm : as - bs;
}

function cursorTime(cursor: string): number {
  return Number(cursor.slice(0, cursor.indexOf('-')));
}

/** Calls every listener; one that throws does not keep the message from the others. */
function fanOut(listeners: Set<BusListener>, message: BusMessage) {
  for (const listener of listeners) {
    try {
      listener(message);
    } catch (error) {
      getLogger().error({ err: { name: (error as Error)?.name } }, 'live: a stream failed to take an event');
    }
  }
}

/** The bus of one process: changes kept in a ring for resume, a short memory of keys for dedup. */
export function createMemoryBus({ maxEvents, windowMs, dedupMs = DEDUP_MS, now = Date.now }: BusOptions): LiveBus {
  const listeners = new Set<BusListener>();
  const seen = new LRUCache<string, true>({ max: Math.max(1_000, maxEvents), ttl: dedupMs, ttlResolution: 0, perf: { now } });
  const kept: ChangeMessage[] = [];
  let start = 0;
  const startedAt = now();
  /** Everything at or before this is no longer kept (or was never known here: before this process began). */
  let floor = `${startedAt}-0`;
  let last = floor;
  let lastMs = startedAt;
  let sequence = 0;

  const nextId = () => {
    const ms = Math.max(now(), lastMs);
    sequence = ms === lastMs ? sequence + 1 : 0;
    lastMs = ms;
    return `${ms}-${sequence}`;
  };
  const size = () => kept.length - start;
  const prune = () => {
    const oldest = now() - windowMs;
    while (size() > 0 && (size() > maxEvents || kept[start].publishedAt < oldest)) {
      floor = kept[start].id;
      start += 1;
    }
    // Compacted now and then rather than shifted one by one.
    if (start > 1_024 && start * 2 > kept.length) {
      kept.splice(0, start);
      start = 0;
    }
  };

  return {
    async publish(change) {
      const key = changeKey(change);
      if (seen.has(key)) return 'duplicate';
      seen.set(key, true);
      const message: ChangeMessage = { kind: 'change', id: nextId(), change, publishedAt: now() };
      last = message.id;
      kept.push(message);
      prune();
      fanOut(listeners, message);
      return 'sent';
    },
    async publishPresence(presence) {
      fanOut(listeners, { kind: 'presence', presence });
    },
    async publishSessionEnded(sid) {
      fanOut(listeners, { kind: 'session-ended', sid });
    },
    async publishReset() {
      // What came before cannot be resumed past: the floor moves up to now.
      floor = last = nextId();
      fanOut(listeners, { kind: 'reset' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async replayAfter(cursor) {
      prune();
      // Before the floor something after it is gone; past the newest, it is another process's (or life's) cursor.
      if (!CURSOR.test(cursor) || compareCursors(cursor, floor) < 0 || compareCursors(cursor, last) > 0) return 'too-old';
      const after: ChangeMessage[] = [];
      for (let i = kept.length - 1; i >= start && compareCursors(kept[i].id, cursor) > 0; i -= 1) after.push(kept[i]);
      return after.reverse();
    },
    async head() {
      return last;
    },
    state: () => 'live',
    async close() {
      listeners.clear();
    },
  };
}

/** The bus's keys in Redis (under the client's `console:` prefix). */
export const STREAM_KEY = 'live:events';
const seenKey = (key: string) => `live:seen:${key}`;

/** How long one XREAD waits for news; under the client's command timeout, so a wait is never taken for a failure. */
const BLOCK_MS = 1_000;
/** After a failed read, the next try comes this much later. */
const RETRY_MS = 500;

type StreamEntry = [id: string, fields: string[]];

/** The entry's JSON (`m` field) as a message, or undefined when it is not one this console wrote. */
function readEntry([id, fields]: StreamEntry): BusMessage | undefined {
  const at = fields.indexOf('m');
  if (at < 0 || at + 1 >= fields.length) return undefined;
  try {
    const body = JSON.parse(fields[at + 1]) as { k: string; c?: LiveChange; t?: number; p?: LivePresence; s?: string };
    if (body.k === 'change' && body.c) return { kind: 'change', id, change: body.c, publishedAt: body.t ?? cursorTime(id) };
    if (body.k === 'presence' && body.p) return { kind: 'presence', presence: body.p };
    if (body.k === 'session-ended' && body.s) return { kind: 'session-ended', sid: body.s };
    if (body.k === 'reset') return { kind: 'reset' };
  } catch {
    // not ours
  }
  return undefined;
}

/** XINFO STREAM's flat list as a map of the fields asked for. */
function infoField(info: unknown[], name: string): unknown {
  const at = info.indexOf(name);
  return at >= 0 ? info[at + 1] : undefined;
}

export interface RedisBusOptions extends BusOptions {
  /** A client for the blocking reads: another connection, as a blocked one can do nothing else. */
  reader: Redis;
}

/** The bus across instances: a Redis Stream, one reading loop per process. */
export function createRedisBus(redis: Redis, { reader, maxEvents, windowMs, dedupMs = DEDUP_MS, now = Date.now }: RedisBusOptions): LiveBus {
  const listeners = new Set<BusListener>();
  let current: BusState = 'live';
  let running = false;
  let closed = false;
  const instance = randomUUID();

  const setState = (next: BusState) => {
    if (next === current) return;
    current = next;
    getMetrics().liveBusLive.set(next === 'live' ? 1 : 0);
    getLogger()[next === 'live' ? 'info' : 'warn']({ instance }, next === 'live' ? 'live: bus back; streams told to reload' : 'live: bus unreachable; live updates paused');
    fanOut(listeners, { kind: 'state', state: next });
    if (next === 'live') fanOut(listeners, { kind: 'reset' });
  };

  const add = (body: object) => redis.xadd(STREAM_KEY, 'MAXLEN', '~', String(maxEvents), '*', 'm', JSON.stringify(body));

  async function newest(): Promise<string> {
    const entries = (await redis.xrevrange(STREAM_KEY, '+', '-', 'COUNT', 1)) as StreamEntry[];
    return entries[0]?.[0] ?? '0-0';
  }

  /** Reads the stream from its end on, for as long as anyone listens; failures pause, success resumes. */
  async function loop() {
    let after: string | undefined;
    while (!closed && listeners.size > 0) {
      try {
        after ??= await newest();
        const answer = (await reader.xread('COUNT', 1_000, 'BLOCK', BLOCK_MS, 'STREAMS', STREAM_KEY, after)) as [string, StreamEntry[]][] | null;
        setState('live');
        for (const [, entries] of answer ?? []) {
          for (const entry of entries) {
            after = entry[0];
            const message = readEntry(entry);
            if (message) fanOut(listeners, message);
          }
        }
      } catch {
        if (closed) break;
        setState('paused');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
    running = false;
  }

  return {
    async publish(change) {
      const first = await redis.set(seenKey(changeKey(change)), '1', 'PX', dedupMs, 'NX');
      if (first !== 'OK') return 'duplicate';
      await add({ k: 'change', c: change, t: now() });
      return 'sent';
    },
    async publishPresence(presence) {
      await add({ k: 'presence', p: presence });
    },
    async publishSessionEnded(sid) {
      await add({ k: 'session-ended', s: sid });
    },
    async publishReset() {
      await add({ k: 'reset' });
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!running && !closed) {
        running = true;
        void loop();
      }
      return () => void listeners.delete(listener);
    },
    async replayAfter(cursor) {
      if (!CURSOR.test(cursor)) return 'too-old';
      if (cursorTime(cursor) < now() - windowMs) return 'too-old';
      let info: unknown[];
      try {
        info = (await redis.xinfo('STREAM', STREAM_KEY)) as unknown[];
      } catch {
        // No stream at all: Redis was emptied, or nothing was ever published; only the start is known.
        return cursor === '0-0' ? [] : 'too-old';
      }
      const lastId = String(infoField(info, 'last-generated-id') ?? '0-0');
      if (compareCursors(cursor, lastId) > 0) return 'too-old';
      // A cursor before the oldest entry kept may have missed trimmed ones (MAXLEN trimming does not move
      // max-deleted-entry-id, so the first entry is what tells); when nothing was ever trimmed, nothing was missed.
      const first = infoField(info, 'first-entry') as StreamEntry | null | undefined;
      const added = Number(infoField(info, 'entries-added') ?? Number.NaN);
      const trimmed = !(added <= Number(infoField(info, 'length') ?? 0));
      if (trimmed && first && compareCursors(cursor, first[0]) < 0) return 'too-old';
      const deleted = infoField(info, 'max-deleted-entry-id');
      if (deleted !== undefined && compareCursors(cursor, String(deleted)) < 0) return 'too-old';
      const entries = (await redis.xrange(STREAM_KEY, `(${cursor}`, '+', 'COUNT', maxEvents)) as StreamEntry[];
      const changes: ChangeMessage[] = [];
      for (const entry of entries) {
        const message = readEntry(entry);
        if (message?.kind === 'change') changes.push(message);
        // A reset since the cursor: what it stood for cannot be told by replaying.
        if (message?.kind === 'reset') return 'too-old';
      }
      return changes;
    },
    async head() {
      try {
        return await newest();
      } catch {
        return null;
      }
    },
    state: () => current,
    async close() {
      closed = true;
      listeners.clear();
      reader.disconnect();
    },
  };
}

const KEY = Symbol.for('console.liveBus');
type WithBus = typeof globalThis & { [KEY]?: LiveBus };

/** The process's bus: across instances through Redis when REDIS_URL is set, else in this process. */
export function getLiveBus(config: Pick<Config, 'REDIS_URL' | 'LIVE_REPLAY_MAX_EVENTS' | 'LIVE_REPLAY_WINDOW_MS'>): LiveBus {
  const holder = globalThis as WithBus;
  if (!holder[KEY]) {
    const options = { maxEvents: config.LIVE_REPLAY_MAX_EVENTS, windowMs: config.LIVE_REPLAY_WINDOW_MS };
    const redis = getRedis(config);
    holder[KEY] = redis ? createRedisBus(redis, { ...options, reader: redis.duplicate({ lazyConnect: true }) }) : createMemoryBus(options);
    getMetrics().liveBusLive.set(1);
  }
  return holder[KEY];
}

/** Swaps in another bus (tests). */
export function setLiveBus(bus: LiveBus | undefined): void {
  (globalThis as WithBus)[KEY] = bus;
}
