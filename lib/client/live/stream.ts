// The browser's one live stream (GET /api/events, docs/live.md#in-the-browser): the console's tabs elect one
// leader with the Web Locks API; the leader holds the EventSource and passes each event to the other tabs
// over a BroadcastChannel, so ten open tabs cost the server one connection. Every tab remembers the last
// change id it heard, so the tab that takes over when the leader closes resumes with ?lastEventId= and misses
// nothing. A browser without locks or BroadcastChannel gives each tab its own stream. Plain EventSource,
// no library; loaded after the screen is ready (components/shell/live-connection.tsx), screens hearing it
// through the hub (hub.ts).
import {
  LIVE_EVENT_NAMES,
  LIVE_RETRY_MS,
  isLiveChange,
  isLivePresence,
  isLiveState,
  type LiveChange,
  type LiveEventName,
  type LivePresence,
  type PresenceViewer,
} from '@/lib/contract/live-types';
import { emit, subscribe, type Listener, type LiveSource, type LiveStreamState } from './hub';

export type { LiveStreamState };

export const LIVE_CHANNEL = 'wellness-console/live';
export const LIVE_LOCK = 'wellness-console/live-leader';

/** A stream still not open this long after it broke counts as offline (a short reconnect is not shown). */
export const OFFLINE_AFTER_MS = 5_000;
/** After a 429 or a failed answer: wait this long, doubling per failure up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 60_000;

/** The browser's EventSource as far as the stream uses it (a test passes another one of the same shape). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveStreamOptions {
  /** Origin the stream's URL is resolved against; the page's own when absent. */
  baseUrl?: string;
  createEventSource?: (url: string) => EventSourceLike;
  /** Whether to elect a leader among tabs (Web Locks and BroadcastChannel both needed). */
  canShare?: boolean;
  /** The first wait after a refusal (FIRST_BACKOFF_MS unless a test is in a hurry). */
  firstBackoffMs?: number;
}

/** What tabs tell each other over the channel. */
type TabMessage =
  | { kind: 'event'; name: LiveEventName; data: unknown; id?: string }
  | { kind: 'state'; state: LiveStreamState }
  | { kind: 'hello' }
  | { kind: 'snapshot'; state: LiveStreamState; lastEventId: string | null; presence: LivePresence[] };


const CLOSED = 2;

export class LiveStream implements LiveSource {
  private readonly options: LiveStreamOptions;
  private state: LiveStreamState = 'connecting';
  private lastEventId: string | null = null;
  private readonly presence = new Map<string, PresenceViewer[]>();
  private readonly listeners = {
    change: new Set<Listener<LiveChange>>(),
    presence: new Set<Listener<LivePresence>>(),
    reset: new Set<Listener<void>>(),
    state: new Set<Listener<LiveStreamState>>(),
    sessionEnded: new Set<Listener<void>>(),
    unauthorized: new Set<Listener<void>>(),
  };
  private hasEnded = false;
  /** Tells a lock granted to an earlier start() from this one's (a stop and start in quick succession). */
  private generation = 0;
  private isRunning = false;
  private isLeader = false;
  private isWaitingForSession = false;
  private channel: BroadcastChannel | null = null;
  private lockAbort: AbortController | null = null;
  private releaseLock: (() => void) | null = null;
  private source: EventSourceLike | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private offlineTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: LiveStreamOptions = {}) {
    this.options = options;
  }

  /** Joins the tabs' election (or opens this tab's own stream); does nothing while running. */
  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.isWaitingForSession = false;
    const canShare = this.options.canShare ?? (typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && navigator.locks !== undefined);
    if (!canShare) {
      this.lead();
      return;
    }
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (event: MessageEvent<TabMessage>) => this.hear(event.data);
    this.channel = channel;
    const abort = new AbortController();
    this.lockAbort = abort;
    const generation = ++this.generation;
    navigator.locks
      .request(LIVE_LOCK, { signal: abort.signal }, () => {
        // Held until this tab stops: closing the tab releases it and the next tab in line leads.
        if (!this.isRunning || generation !== this.generation) return undefined;
        return new Promise<void>((release) => {
          this.releaseLock = release;
          this.lead();
        });
      })
      .catch(() => undefined);
    this.post({ kind: 'hello' });
  }

  /** Closes the stream and leaves the election (sign-out, leaving the console). */
  stop(): void {
    if (!this.isRunning) return;
    this.isRunning = false;
    this.isLeader = false;
    this.closeSource();
    this.lockAbort?.abort();
    this.lockAbort = null;
    this.releaseLock?.();
    this.releaseLock = null;
    this.channel?.close();
    this.channel = null;
    this.setState('offline');
  }

  /** After a 401 the stream waits; the session keeper's refresh (or a sign-in) calls this to try again. */
  resume(): void {
    if (!this.isRunning || !this.isLeader || !this.isWaitingForSession) return;
    this.isWaitingForSession = false;
    this.connect();
  }

  /** Opens a fresh connection (same tab, same leader): a different user signed in in this browser. */
  reconnect(): void {
    if (!this.isRunning || !this.isLeader) return;
    this.isWaitingForSession = false;
    this.closeSource();
    this.failures = 0;
    this.connect();
  }

  /**
   * The session is gone though the stream never said so (its tab closed before the word came, and the next
   * connection met 401): tells every tab as the stream's `session-ended` would.
   */
  markSessionEnded(): void {
    if (!this.isRunning) return;
    this.post({ kind: 'event', name: 'session-ended', data: {} });
    this.deliver('session-ended', {});
  }

  getState(): LiveStreamState {
    return this.state;
  }

  getLastEventId(): string | null {
    return this.lastEventId;
  }

  isLeading(): boolean {
    return this.isLeader;
  }

  /** Who has the record open, as last heard (an empty list when nobody or not heard). */
  getPresence(resource: string, recordId: string): PresenceViewer[] {
    return this.presence.get(presenceKey(resource, recordId)) ?? NOBODY;
  }

  onChange(listener: Listener<LiveChange>): () => void {
    return subscribe(this.listeners.change, listener);
  }

  onPresence(listener: Listener<LivePresence>): () => void {
    return subscribe(this.listeners.presence, listener);
  }

  onReset(listener: Listener<void>): () => void {
    return subscribe(this.listeners.reset, listener);
  }

  onState(listener: Listener<LiveStreamState>): () => void {
    return subscribe(this.listeners.state, listener);
  }

  onSessionEnded(listener: Listener<void>): () => void {
    return subscribe(this.listeners.sessionEnded, listener);
  }

  /** The stream answered 401: the session is gone or due a refresh; the stream waits for `resume()`. */
  onUnauthorized(listener: Listener<void>): () => void {
    return subscribe(this.listeners.unauthorized, listener);
  }

  /** Whether the stream said this session ended, and has not been live since. */
  hasSessionEnded(): boolean {
    return this.hasEnded;
  }

  private lead(): void {
    if (!this.isRunning) return;
    this.isLeader = true;
    this.connect();
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    this.setState('connecting');
    const query = this.lastEventId === null ? '' : `?lastEventId=${encodeURIComponent(this.lastEventId)}`;
    const url = `${this.options.baseUrl ?? ''}/api/events${query}`;
    const source = (this.options.createEventSource ?? ((at: string) => new EventSource(at)))(url);
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      this.failures = 0;
      clearTimeout(this.offlineTimer);
      this.setState('live');
    };
    source.onerror = () => {
      if (this.source !== source) return;
      if (source.readyState === CLOSED) {
        // The answer was not a stream (401, 429, 5xx): EventSource gives up and does not say which.
        this.closeSource();
        void this.afterRefusal(url);
        return;
      }
      // EventSource reconnects by itself after `retry`, sending Last-Event-ID.
      if (this.state === 'live' || this.state === 'paused') this.setState('connecting');
      this.armOffline();
    };
    for (const name of LIVE_EVENT_NAMES) {
      source.addEventListener(name, (event) => {
        if (this.source !== source) return;
        let data: unknown = null;
        try {
          data = event.data ? JSON.parse(event.data) : null;
        } catch {
          return;
        }
        const id = name === 'change' && event.lastEventId ? event.lastEventId : undefined;
        this.post({ kind: 'event', name, data, id });
        this.deliver(name, data, id);
      });
    }
  }

  /** Asks once what the refusal was, then waits for the session (401) or backs off (429, failures). */
  private async afterRefusal(url: string): Promise<void> {
    let status = 0;
    const abort = new AbortController();
    try {
      const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin', signal: abort.signal });
      status = response.status;
    } catch {
      status = 0;
    } finally {
      abort.abort();
    }
    if (!this.isRunning || !this.isLeader || this.source !== null) return;
    this.setState('offline');
    if (status === 401) {
      this.isWaitingForSession = true;
      emit(this.listeners.unauthorized, undefined);
      return;
    }
    const delay = status >= 200 && status < 300 ? LIVE_RETRY_MS : Math.min(MAX_BACKOFF_MS, (this.options.firstBackoffMs ?? FIRST_BACKOFF_MS) * 2 ** this.failures);
    this.failures += 1;
    // Jitter, so the tabs of many browsers refused together do not come back together.
    this.retryTimer = setTimeout(() => this.connect(), delay + Math.floor(Math.random() * delay * 0.2));
  }

  private armOffline(): void {
    clearTimeout(this.offlineTimer);
    this.offlineTimer = setTimeout(() => {
      if (this.isRunning && this.state === 'connecting') this.setState('offline');
    }, OFFLINE_AFTER_MS);
  }

  private closeSource(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.offlineTimer);
    this.source?.close();
    this.source = null;
  }

  private hear(message: TabMessage): void {
    if (!this.isRunning || typeof message !== 'object' || message === null) return;
    switch (message.kind) {
      case 'event':
        if (!this.isLeader) this.deliver(message.name, message.data, message.id);
        return;
      case 'state':
        if (!this.isLeader) this.setState(message.state);
        return;
      case 'hello':
        if (this.isLeader) this.post({ kind: 'snapshot', state: this.state, lastEventId: this.lastEventId, presence: this.presenceList() });
        return;
      case 'snapshot':
        if (this.isLeader) return;
        this.setState(message.state);
        if (message.lastEventId !== null) this.lastEventId = message.lastEventId;
        for (const entry of message.presence) this.deliver('presence', entry);
        return;
    }
  }

  private deliver(name: LiveEventName, data: unknown, id?: string): void {
    switch (name) {
      case 'change': {
        if (id) this.lastEventId = id;
        if (isLiveChange(data)) emit(this.listeners.change, data);
        return;
      }
      case 'presence': {
        if (!isLivePresence(data)) return;
        const key = presenceKey(data.resource, data.recordId);
        if (data.viewers.length === 0) this.presence.delete(key);
        else this.presence.set(key, data.viewers);
        emit(this.listeners.presence, data);
        return;
      }
      case 'reset':
        emit(this.listeners.reset, undefined);
        return;
      case 'state': {
        if (isLiveState(data)) this.setState(data.state);
        return;
      }
      case 'session-ended':
        this.hasEnded = true;
        emit(this.listeners.sessionEnded, undefined);
        // The server closes the stream; without this EventSource would come back only to hear 401.
        if (this.isLeader) {
          this.closeSource();
          this.isWaitingForSession = true;
          this.setState('offline');
        }
        return;
    }
  }

  private setState(state: LiveStreamState): void {
    if (state === this.state) return;
    this.state = state;
    if (state === 'live') this.hasEnded = false;
    if (this.isLeader) this.post({ kind: 'state', state });
    emit(this.listeners.state, state);
  }

  private post(message: TabMessage): void {
    if (!this.channel) return;
    if (message.kind !== 'hello' && !this.isLeader) return;
    this.channel.postMessage(message);
  }

  private presenceList(): LivePresence[] {
    return [...this.presence].map(([key, viewers]) => {
      const slash = key.indexOf('/');
      return { resource: key.slice(0, slash), recordId: key.slice(slash + 1), viewers };
    });
  }
}

function presenceKey(resource: string, recordId: string): string {
  return `${resource}/${recordId}`;
}

const NOBODY: PresenceViewer[] = [];

let shared: LiveStream | null = null;

/** This tab's stream (created on first use; nothing runs until the console shell starts it). */
export function liveStream(): LiveStream {
  shared ??= new LiveStream();
  return shared;
}
