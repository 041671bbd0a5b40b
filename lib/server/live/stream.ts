// GET /api/events: one Server-Sent Events stream per browser (its tabs share it), fed by the live bus
// (bus.ts) and filtered by the session's role: a stream carries a change or a presence list only of a
// resource the role may read. Every stream of this process is in one registry, which sends the heartbeats,
// checks the sessions again now and then (revoked or past their lifetime → `session-ended`), counts the
// streams for the limits and ends them all when the instance drains. docs/live.md says it for people.
import 'server-only';
import { LIVE_RETRY_MS, type LiveEventName } from '@/lib/contract/live';
import { rolesFor } from '@/lib/grants';
import type { Role } from '@/lib/roles';
import type { Config } from '../config';
import { BffError } from '../errors';
import { getLogger } from '../log';
import { getMetrics } from '../metrics';
import { getRevocationStore } from '../revocation';
import type { SessionData } from '../session-codec';
import { isDraining, onDrain } from '../shutdown';
import { CURSOR, compareCursors, getLiveBus, type BusMessage, type LiveBus } from './bus';
import { ensureChangeFeed } from './change-feed';

export type LiveConfig = Pick<
  Config,
  | 'REDIS_URL'
  | 'LIVE_REPLAY_MAX_EVENTS'
  | 'LIVE_REPLAY_WINDOW_MS'
  | 'LIVE_MAX_STREAMS'
  | 'LIVE_MAX_STREAMS_PER_USER'
  | 'LIVE_SESSION_CHECK_MS'
  | 'SESSION_TTL_SECONDS'
  | 'MAIN_API_URL'
  | 'LIVE_FEED_TOKEN'
  | 'LIVE_FEED_POLL_MS'
  | 'UPSTREAM_TIMEOUT_MS'
> & { LIVE_HEARTBEAT_MS?: number };

/** Whether `role` may read records of `resource` (one alone or as a list): only then does its stream hear of them. */
const readable = new Map<string, boolean>();
export function mayHear(role: Role, resource: string): boolean {
  const key = `${role} ${resource}`;
  let known = readable.get(key);
  if (known === undefined) {
    known = rolesFor('main', resource, 'read').includes(role) || rolesFor('main', resource, 'list').includes(role);
    readable.set(key, known);
  }
  return known;
}

/** One SSE message: an `id:` line only for changes, `data:` always one JSON line. */
export function sseMessage(event: LiveEventName, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

interface OpenStream {
  sid: string;
  userId: string;
  createdAt: number;
  /** Ends the stream, with a last `session-ended` when the session is over. */
  end(sessionEnded?: boolean): void;
  write(text: string): void;
}

/** Every open stream of this process, and the timers they share. */
interface Registry {
  streams: Set<OpenStream>;
  perUser: Map<string, number>;
  heartbeat?: NodeJS.Timeout;
  sessionCheck?: NodeJS.Timeout;
  untilDrain?: () => void;
}

const KEY = Symbol.for('console.liveStreams');
type WithRegistry = typeof globalThis & { [KEY]?: Registry };

function registry(): Registry {
  const holder = globalThis as WithRegistry;
  holder[KEY] ??= { streams: new Set(), perUser: new Map() };
  return holder[KEY];
}

/** How many streams are open here (the bench and the tests read it). */
export function openStreamCount(): number {
  return registry().streams.size;
}

/** Ends every stream of this process at once (the drain calls it): their browsers reconnect elsewhere. */
export function endAllStreams(): void {
  for (const stream of [...registry().streams]) stream.end();
}

function startTimers(config: LiveConfig) {
  const r = registry();
  const heartbeatMs = config.LIVE_HEARTBEAT_MS ?? 15_000;
  r.heartbeat ??= setInterval(() => {
    for (const stream of r.streams) stream.write(': \n\n');
  }, heartbeatMs).unref();
  r.sessionCheck ??= setInterval(() => void checkSessions(config), config.LIVE_SESSION_CHECK_MS).unref();
  r.untilDrain ??= onDrain(endAllStreams);
}

function stopTimersWhenIdle() {
  const r = registry();
  if (r.streams.size > 0) return;
  clearInterval(r.heartbeat);
  clearInterval(r.sessionCheck);
  r.untilDrain?.();
  r.heartbeat = r.sessionCheck = r.untilDrain = undefined;
}

/**
 * Each open stream's session again: signed out (revoked) on any instance, or past its absolute lifetime →
 * `session-ended` and the stream closes. When revocation cannot be checked (Redis gone) the streams stay:
 * they carry no secret, and the bus says `paused` anyway.
 */
export async function checkSessions(config: Pick<Config, 'SESSION_TTL_SECONDS'>): Promise<void> {
  const bySid = new Map<string, OpenStream[]>();
  for (const stream of registry().streams) bySid.set(stream.sid, [...(bySid.get(stream.sid) ?? []), stream]);
  const now = Date.now();
  await Promise.all(
    [...bySid].map(async ([sid, streams]) => {
      const expired = streams[0].createdAt + config.SESSION_TTL_SECONDS * 1000 <= now;
      const revoked = expired || (await getRevocationStore().isRevoked(sid).catch(() => false));
      if (revoked) for (const stream of streams) stream.end(true);
    }),
  );
}

/** The cursor a client resumes from: the Last-Event-ID header, else `?lastEventId=` (a first connect after a reload). */
function resumeCursor(request: Request): string | null {
  const given = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  return given === null || given === '' ? null : given.slice(0, 40);
}

const encoder = new TextEncoder();
/** A client this far behind (chunks queued and unread) is cut off; it reconnects and resumes. */
const MAX_QUEUED_CHUNKS = 1_000;

/** Opens a stream for a signed-in session, or refuses it (429 past a limit, 503 while draining). */
export function openEventStream(request: Request, session: SessionData, config: LiveConfig, bus: LiveBus = getLiveBus(config)): Response {
  const metrics = getMetrics();
  const r = registry();
  const userId = String(session.id);
  if (isDraining()) {
    metrics.liveRefused.inc({ reason: 'draining' });
    throw new BffError(503, 'This server is restarting. Try again.', { 'retry-after': '1' });
  }
  if (r.streams.size >= config.LIVE_MAX_STREAMS) {
    metrics.liveRefused.inc({ reason: 'instance' });
    throw new BffError(429, 'Too many live connections on this server. Try again shortly.', { 'retry-after': String(5 + Math.floor(Math.random() * 10)) });
  }
  if ((r.perUser.get(userId) ?? 0) >= config.LIVE_MAX_STREAMS_PER_USER) {
    metrics.liveRefused.inc({ reason: 'user' });
    throw new BffError(429, 'Too many live connections for your account. Close some tabs or browsers and try again.', { 'retry-after': '30' });
  }
  const asked = resumeCursor(request);
  const role = session.role;
  // Writes made elsewhere are heard from the first stream on (one instance reads the feed at a time).
  ensureChangeFeed(config);

  let stream!: OpenStream;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      /** Until the replay is out, live messages wait here, so none comes before an older one or twice. */
      let waiting: BusMessage[] | null = [];
      /** The newest change id written: a message at or before it was sent already. */
      let sentUpTo: string | null = null;

      const write = (text: string) => {
        if (ended) return;
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) return end();
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
      const send = (event: LiveEventName, data: unknown, id?: string) => {
        write(sseMessage(event, data, id));
        metrics.liveEventsSent.inc({ event });
      };
      const deliver = (message: BusMessage) => {
        switch (message.kind) {
          case 'change':
            if (sentUpTo && compareCursors(message.id, sentUpTo) <= 0) return;
            sentUpTo = message.id;
            if (!mayHear(role, message.change.resource)) {
              metrics.liveEventsDroppedForRole.inc();
              // The cursor still moves on, so a resume does not replay what this role may not hear.
              write(`id: ${message.id}\n\n`);
              return;
            }
            send('change', message.change, message.id);
            metrics.liveLag.observe(Math.max(0, Date.now() - message.publishedAt) / 1000);
            return;
          case 'presence':
            if (!mayHear(role, message.presence.resource)) return void metrics.liveEventsDroppedForRole.inc();
            return send('presence', message.presence);
          case 'session-ended':
            if (message.sid === session.sid) end(true);
            return;
          case 'state':
            return send('state', { state: message.state });
          case 'reset':
            return send('reset', {});
        }
      };
      const unsubscribe = bus.subscribe((message) => (waiting ? waiting.push(message) : deliver(message)));
      const end = (sessionEnded = false) => {
        if (ended) return;
        if (sessionEnded) write(sseMessage('session-ended', {}));
        ended = true;
        unsubscribe();
        r.streams.delete(stream);
        const left = (r.perUser.get(userId) ?? 1) - 1;
        if (left > 0) r.perUser.set(userId, left);
        else r.perUser.delete(userId);
        metrics.liveStreams.set(r.streams.size);
        stopTimersWhenIdle();
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      stream = { sid: session.sid, userId, createdAt: session.createdAt, end, write };
      r.streams.add(stream);
      r.perUser.set(userId, (r.perUser.get(userId) ?? 0) + 1);
      metrics.liveStreams.set(r.streams.size);
      startTimers(config);
      request.signal?.addEventListener('abort', () => end(), { once: true });

      write(`retry: ${LIVE_RETRY_MS}\n\n`);
      send('state', { state: bus.state() });
      void (async () => {
        const replay = asked !== null && CURSOR.test(asked) ? await bus.replayAfter(asked).catch(() => 'too-old' as const) : 'too-old';
        if (asked !== null && replay !== 'too-old') {
          sentUpTo = asked;
          for (const message of replay) deliver(message);
        } else {
          // Nothing to resume from (a first connect) or too far back: from the newest on, and a reload if
          // something may have been missed.
          if (asked !== null) send('reset', {});
          const head = await bus.head().catch(() => null);
          if (head && (!sentUpTo || compareCursors(head, sentUpTo) > 0)) {
            sentUpTo = head;
            // An id without data moves the browser's Last-Event-ID without firing an event.
            write(`id: ${head}\n\n`);
          }
        }
        const held = waiting ?? [];
        waiting = null;
        for (const message of held) deliver(message);
      })().catch((error: unknown) => {
        getLogger().error({ err: { name: (error as Error)?.name } }, 'live: a stream could not start');
        end();
      });
    },
    cancel() {
      stream?.end();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // nginx: pass each event on as it comes (deploy/nginx.conf says so too).
      'x-accel-buffering': 'no',
    },
  });
}
