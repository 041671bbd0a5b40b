// One request's identity for logs and upstream calls: its id (from a trusted proxy's `x-request-id` or
// made here), the route pattern and the signed-in user once a handler knows them. The request gate
// (request-gate.ts) opens a context when a request reaches the socket and writes the log line when the
// answer is sent; handlers (handler.ts) find it by the id the gate stamped on the request, fill in what
// they know, and run inside it, so every upstream call they make carries the same id (upstream.ts).
// Kept on globalThis: the gate (instrumentation bundle) and each route bundle must share one registry.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { memoize } from '@/lib/memo';

export interface RequestContext {
  requestId: string;
  method: string;
  /** The path with ids replaced by `[id]`, never the query; a handler may set a better one. */
  route: string;
  /** The handler that answered (`main proxy`, `login`…), when one did. */
  handler?: string;
  /** The signed-in user's id, once a session was verified. Never a token, cookie or code. */
  userId?: string;
  startedAt: number;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's request id may look like: short, printable, nothing a log reader could misread. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

export function acceptableRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && ACCEPTABLE_ID.test(value) ? value : undefined;
}

export function newRequestId(): string {
  return randomUUID();
}

/** Segments that name one record (numbers, UUIDs, long hex or opaque ids) read as `[id]`. */
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Za-z0-9_-]{21,})$/i;

/**
 * The route pattern of a request target: the path without its query (a query could carry anything),
 * record ids as `[id]`, Next's hashed static files as one pattern.
 */
export function routePattern(target: string): string {
  const end = target.search(/[?#]/);
  return patternOfPath((end < 0 ? target : target.slice(0, end)) || '/');
}

/** A path's pattern, remembered: the same few paths come again and again. */
const patternOfPath = memoize(
  (path: string) => {
    if (path.startsWith('/_next/static/')) return '/_next/static/[...file]';
    return path
      .split('/')
      .map((segment) => (ID_SEGMENT.test(segment) ? '[id]' : segment))
      .join('/');
  },
  (path) => path,
);

const KEY = Symbol.for('console.requestContext');
type Registry = { storage: AsyncLocalStorage<RequestContext>; open: Map<string, RequestContext> };
type WithRegistry = typeof globalThis & { [KEY]?: Registry };

// Also held here: a gate installed by an earlier test file keeps its registry after Jest clears globals.
let held: Registry | undefined;

function registry(): Registry {
  const holder = globalThis as WithRegistry;
  held ??= holder[KEY] ??= { storage: new AsyncLocalStorage(), open: new Map() };
  return held;
}

/** Opens a context for a request the gate let through; `closeRequestContext` when its answer is sent. */
export function openRequestContext(context: RequestContext): void {
  registry().open.set(context.requestId, context);
}

export function closeRequestContext(requestId: string): void {
  registry().open.delete(requestId);
}

/** The open context of the request carrying `requestId` (as the gate stamped it), if any. */
export function findRequestContext(requestId: string | null | undefined): RequestContext | undefined {
  return requestId ? registry().open.get(requestId) : undefined;
}

/** Runs `fn` with `context` as the current request (for upstream calls and log lines made inside it). */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return registry().storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return registry().storage.getStore();
}
