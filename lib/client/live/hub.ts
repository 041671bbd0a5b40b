// What screens hold of the live stream while its code is not loaded yet: the stream itself
// (lib/client/live/stream.ts: the tabs' election, EventSource, the tabs' channel) loads after the screen is
// ready (components/shell/live-connection.tsx), so it adds nothing to any page's first load; the hooks and the
// shell's session watch subscribe here at once, and the hub passes them everything the stream says once it is
// attached. Until then the state reads 'connecting', nobody is present, and no session has ended.
import type { LiveChange, LivePresence, PresenceViewer } from '@/lib/contract/live-types';

/** What a screen may show of the stream: `paused` is the server's word (no news, screens still work). */
export type LiveStreamState = 'connecting' | 'live' | 'paused' | 'offline';

export type Listener<T> = (value: T) => void;

/** The parts of the stream a screen listens to (LiveStream has them all). */
export interface LiveSource {
  getState(): LiveStreamState;
  getPresence(resource: string, recordId: string): PresenceViewer[];
  hasSessionEnded(): boolean;
  onChange(listener: Listener<LiveChange>): () => void;
  onPresence(listener: Listener<LivePresence>): () => void;
  onReset(listener: Listener<void>): () => void;
  onState(listener: Listener<LiveStreamState>): () => void;
  onSessionEnded(listener: Listener<void>): () => void;
}

const NOBODY: PresenceViewer[] = [];

export class LiveHub implements LiveSource {
  private source: LiveSource | null = null;
  private readonly listeners = {
    change: new Set<Listener<LiveChange>>(),
    presence: new Set<Listener<LivePresence>>(),
    reset: new Set<Listener<void>>(),
    state: new Set<Listener<LiveStreamState>>(),
    sessionEnded: new Set<Listener<void>>(),
  };

  /** Passes on everything `source` says from now on (once: a second source is ignored). */
  attach(source: LiveSource): void {
    if (this.source) return;
    this.source = source;
    source.onChange((change) => emit(this.listeners.change, change));
    source.onPresence((presence) => emit(this.listeners.presence, presence));
    source.onReset(() => emit(this.listeners.reset, undefined));
    source.onState((state) => emit(this.listeners.state, state));
    source.onSessionEnded(() => emit(this.listeners.sessionEnded, undefined));
    // What the source knew before it was attached.
    if (source.getState() !== 'connecting') emit(this.listeners.state, source.getState());
    if (source.hasSessionEnded()) emit(this.listeners.sessionEnded, undefined);
  }

  getState(): LiveStreamState {
    return this.source?.getState() ?? 'connecting';
  }

  getPresence(resource: string, recordId: string): PresenceViewer[] {
    return this.source?.getPresence(resource, recordId) ?? NOBODY;
  }

  hasSessionEnded(): boolean {
    return this.source?.hasSessionEnded() ?? false;
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
}

/** Adds `listener` to `set`; answers its removal. Shared with stream.ts. */
export function subscribe<T>(set: Set<Listener<T>>, listener: Listener<T>): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Calls every listener in `set`, a failing one thrown later so the others still hear. */
export function emit<T>(set: Set<Listener<T>>, value: T): void {
  for (const listener of [...set]) {
    try {
      listener(value);
    } catch (error) {
      // One screen's failing handler must not keep the news from the others.
      setTimeout(() => {
        throw error;
      });
    }
  }
}

let shared: LiveHub | null = null;

/** This tab's hub (the stream attaches to it when its code has loaded). */
export function liveHub(): LiveHub {
  shared ??= new LiveHub();
  return shared;
}
