// Stopping cleanly (SIGTERM from `docker stop`, an orchestrator, a deploy): stop taking new connections,
// let the requests in flight finish for up to SHUTDOWN_GRACE_MS, then exit 0. Next's own handler
// (start-server.js) waits for open requests without any deadline and exits 143; instrumentation.ts
// replaces it with this one. The request gate (request-gate.ts) counts requests per server here.
import type { Server, ServerResponse } from 'node:http';

interface ShutdownState {
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  draining: boolean;
  onIdle?: () => void;
  /** Called when the drain starts: long-lived answers (live streams) end themselves rather than hold it. */
  drainHooks?: Set<() => void>;
}

const KEY = Symbol.for('console.shutdown');
type WithState = typeof globalThis & { [KEY]?: ShutdownState };

// Also held here: a gate installed by an earlier test file keeps its state after Jest clears globals.
let held: ShutdownState | undefined;

function state(): ShutdownState {
  const holder = globalThis as WithState;
  held ??= holder[KEY] ??= { servers: new Set(), inFlight: new Set(), draining: false };
  return held;
}

/** Counts one request of `server` until its answer has gone (called by the request gate). */
export function trackRequest(server: Server, res: ServerResponse): void {
  const s = state();
  s.servers.add(server);
  s.inFlight.add(res);
  // While draining, every answer closes its connection: a keep-alive client must reconnect elsewhere.
  if (s.draining) res.setHeader('connection', 'close');
  res.once('close', () => {
    s.inFlight.delete(res);
    if (s.draining && s.inFlight.size === 0) s.onIdle?.();
  });
}

/**
 * Runs `hook` when a drain starts (at once when one has started): an answer that would never end by itself,
 * such as a live stream, ends there so the drain is not held and its client reconnects to another instance.
 * Returns the way to take it off again.
 */
export function onDrain(hook: () => void): () => void {
  const s = state();
  if (s.draining) {
    hook();
    return () => undefined;
  }
  s.drainHooks ??= new Set();
  s.drainHooks.add(hook);
  return () => void s.drainHooks?.delete(hook);
}

/** Whether this instance is stopping (GET /api/ready answers 503 then). */
export function isDraining(): boolean {
  return state().draining;
}

export interface DrainOutcome {
  /** Requests still unanswered when the grace period ended. */
  abandoned: number;
  durationMs: number;
}

/**
 * Stops every tracked server from accepting connections, closes idle keep-alive ones, and resolves when
 * the requests in flight have been answered or `graceMs` has passed, whichever comes first.
 */
export function drain(graceMs: number): Promise<DrainOutcome> {
  const s = state();
  const started = Date.now();
  s.draining = true;
  for (const hook of s.drainHooks ?? []) {
    try {
      hook();
    } catch {
      // One hook failing must not keep the others from ending their answers.
    }
  }
  s.drainHooks?.clear();
  for (const res of s.inFlight) {
    if (!res.headersSent) res.setHeader('connection', 'close');
  }
  for (const server of s.servers) {
    server.close();
    server.closeIdleConnections();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      s.onIdle = undefined;
      resolve({ abandoned: s.inFlight.size, durationMs: Date.now() - started });
    };
    const timer = setTimeout(done, graceMs);
    s.onIdle = done;
    if (s.inFlight.size === 0) done();
  });
}

export interface ShutdownOptions {
  graceMs: number;
  log: (fields: Record<string, unknown>, message: string) => void;
  exit?: (code: number) => void;
}

const INSTALLED = Symbol.for('console.shutdownInstalled');

/**
 * Takes over SIGTERM and SIGINT: drains (see `drain`), then exits 0, also when the grace period ran out
 * (the orchestrator asked the instance to go, and it went; the log line counts what was cut off).
 */
export function installGracefulShutdown({ graceMs, log, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  const holder = process as NodeJS.Process & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    log({ signal, graceMs, inFlight: state().inFlight.size }, 'shutting down: no new connections, finishing requests in flight');
    drain(graceMs).then(({ abandoned, durationMs }) => {
      log({ signal, abandoned, durationMs }, abandoned ? 'stopped: grace period over, requests cut off' : 'stopped: every request answered');
      exit(0);
    });
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Next's handler (no deadline, exit 143) goes; only this one decides.
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}
