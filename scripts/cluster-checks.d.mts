// Types for the part of cluster-checks.mjs that TypeScript code imports (bench/live.mts reads the live
// stream with its Server-Sent Events reader); the scripts themselves are plain JavaScript.

export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: unknown;
  /** Date.now() when it was read. */
  at: number;
}

export interface EventStream {
  status: number;
  events: ReceivedEvent[];
  lastId: string | undefined;
  /** Called with each event as it is read. */
  listeners: Set<(event: ReceivedEvent) => void>;
  /** The body of a refused answer. */
  text?: string;
  /** Settles when the server ends the stream or the connection breaks. */
  ended: Promise<void>;
  close: () => void;
}

/** GET /api/events on `base`, read as a browser's EventSource reads it. */
export function openStream(base: string, options?: { jar?: { header(): string }; lastEventId?: string; timeoutMs?: number }): Promise<EventStream>;
