// A gate in front of Next, at the Node socket: TRACE and CONNECT get 405 (Next cannot build a Request
// for them and answers 500; CONNECT never reaches it), and request targets with dot segments (raw or
// percent-encoded), empty segments or backslashes get 400 — Next would resolve `/api/main/v1/a/../b` to another path,
// or redirect `a\b` to `a/b`, before any handler sees it. A body where none belongs gets 413 here, before
// a byte of it is read: any body on a page path, chunked or not (with middleware present, Next reads the
// whole body of a page request into memory before the middleware runs), and a declared length over the
// path's limit on /api (limits.ts). Browsers never send either. Next's page-protocol headers are removed from /api requests (see below), and the
// socket's peer address is handed to the handlers in an internal header (see below). Installed once by
// instrumentation.ts, for `next start` and the standalone server alike (both run Next's start-server).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_JSON_BYTES, maxBodyBytes } from './limits';
import { getRequestLogger } from './log';
import { observeRequest, routeLabel } from './metrics';
import { isTracing, withRequestSpan } from './tracing';
import {
  acceptableRequestId,
  closeRequestContext,
  findRequestContext,
  newRequestId,
  openRequestContext,
  REQUEST_ID_HEADER,
  routePattern,
  type RequestContext,
} from './request-context';
import { trackRequest } from './shutdown';

export const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * Headers of Next's page protocol (RSC navigation and prefetch, data and action requests, the
 * middleware's own sub-requests). They mean nothing to an API handler, and on /api, where middleware
 * does not run, Next would act on them before the handler could: answer a prefetch with an empty 200,
 * or redirect an RSC request. They are removed from /api requests before Next sees them.
 */
export const PAGE_PROTOCOL_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-nextjs-data',
] as const;

function dropPageProtocolHeaders(req: IncomingMessage) {
  if (!req.url?.startsWith('/api/')) return;
  const headers = req.headers;
  for (const name of PAGE_PROTOCOL_HEADERS) {
    if (name in headers) delete headers[name];
  }
}

/**
 * The address of the socket's peer, as the gate saw it, for the rate limits (lib/server/client-address.ts):
 * a route handler sees only a Web Request, without its socket. Any copy the client sent is removed first,
 * so the value is always the gate's own.
 */
export const CLIENT_ADDRESS_HEADER = 'x-console-client-address';

/** Sets a request header to the gate's own value, dropping every copy the client sent. */
function replaceRequestHeader(req: IncomingMessage, name: string, value: string | undefined) {
  delete req.headers[name];
  // Keep rawHeaders in step: whatever rebuilds headers from it must not find the client's copy either.
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === name) raw.splice(i, 2);
  }
  if (value) {
    req.headers[name] = value;
    raw.push(name, value);
  }
}

function stampClientAddress(req: IncomingMessage) {
  replaceRequestHeader(req, CLIENT_ADDRESS_HEADER, req.socket?.remoteAddress);
}

export interface GateOptions {
  /**
   * Whether a client's `x-request-id` is kept: only when a trusted proxy (TRUSTED_PROXY_HOPS > 0) sets
   * it. Otherwise, or when it is not a plain short id, the gate makes one.
   */
  trustRequestId?: boolean;
  /**
   * `next dev`: Next's own development endpoints (`/__nextjs_original-stack-frames` and the like, which
   * the error overlay POSTs JSON to) take JSON-sized bodies. No such path exists in production.
   */
  isDev?: boolean;
}

const DEV_TOOL_PATH_PREFIX = '/__nextjs';

/**
 * Gives the request its id (on the request for the handlers, on the answer for the browser), opens its
 * context and writes its one log line when the answer has gone: method, route pattern, status,
 * duration, request id, user id. Never headers, cookies, the query or a body.
 */
function beginRequest(req: IncomingMessage, res: ServerResponse, options: GateOptions): RequestContext {
  const proposed = options.trustRequestId ? acceptableRequestId(req.headers[REQUEST_ID_HEADER]) : undefined;
  const requestId = proposed && !findRequestContext(proposed) ? proposed : newRequestId();
  replaceRequestHeader(req, REQUEST_ID_HEADER, requestId);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const context: RequestContext = {
    requestId,
    method: req.method ?? '',
    route: routePattern(req.url ?? '/'),
    startedAt: performance.now(),
  };
  openRequestContext(context);
  res.once('close', () => {
    closeRequestContext(requestId);
    writeRequestLine(context, res.statusCode, !res.writableFinished);
    observeRequest(context.route, context.method, res.statusCode, (performance.now() - context.startedAt) / 1000);
  });
  return context;
}

/** The request's log line; exported for tests. */
export function requestLine(context: RequestContext, status: number, aborted: boolean) {
  return {
    msg: 'request',
    method: context.method,
    route: context.route,
    ...(context.handler ? { handler: context.handler } : {}),
    status,
    durationMs: Math.round((performance.now() - context.startedAt) * 10) / 10,
    requestId: context.requestId,
    ...(context.userId ? { userId: context.userId } : {}),
    ...(aborted ? { aborted: true } : {}),
  };
}

function writeRequestLine(context: RequestContext, status: number, aborted: boolean) {
  const { msg, ...fields } = requestLine(context, status, aborted);
  const logger = getRequestLogger();
  if (status >= 500) logger.error(fields, msg);
  else logger.info(fields, msg);
}

/**
 * A proxied answer's length, as the proxy declares it: Next drops `Content-Length` from every route
 * handler's answer (its framing may no longer match a decoded body), so a file's bytes would always go
 * out chunked and a download would show no size or progress. The gate turns this internal header back
 * into `Content-Length` as the head is written, unless the answer is being compressed (then its length
 * is not the declared one). It never reaches the browser.
 */
export const DECLARED_LENGTH_HEADER = 'x-console-content-length';

/** The length the BFF declared for an answer, kept even when compression means it is not sent. */
const declaredLengths = new WeakMap<ServerResponse, number>();

function restoreDeclaredLength(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithLength(this: ServerResponse, ...args: unknown[]) {
    const declared = this.getHeader(DECLARED_LENGTH_HEADER);
    if (declared !== undefined) {
      this.removeHeader(DECLARED_LENGTH_HEADER);
      const value = String(declared);
      if (/^\d{1,15}$/.test(value)) {
        declaredLengths.set(this, Number(value));
        if (!this.hasHeader('content-encoding') && !this.hasHeader('content-length')) this.setHeader('content-length', value);
      }
    }
    return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>);
  } as ServerResponse['writeHead'];
}

/**
 * A small API answer goes out in one write: its head and body are held (the socket corked) until the
 * handler ends it. Next 16 sends a route handler's answer in several writes — pipeToNodeResponse calls
 * res.flushHeaders() before the first chunk and res.flush() after it, and its compression middleware
 * (nginx passes on the browser's Accept-Encoding) sends the gzip header, the body and the trailer
 * apart. An instance killed between them leaves the proxy with half an answer it cannot retry; one that
 * dies before the single write leaves nothing sent, which nginx retries on the next instance.
 *
 * An answer whose length the BFF declared (a buffered page of JSON, up to MAX_HELD_BYTES) is held however
 * long its end takes, compressed or not: on a busy event loop the gap between Next's writes can pass any
 * fixed wait. Its writes report no back-pressure while held (the socket is corked, so 'drain' would never
 * come; the bytes are in memory already). One without a length may be a stream (a download, events), so
 * it is held no longer than STREAM_HOLD_MS after its first chunk, or until the socket's buffer is full.
 */
const STREAM_HOLD_MS = 20;
/** The largest answer held whole: the BFF reads no larger answer into memory (proxy.ts). */
export const MAX_HELD_BYTES = 1024 * 1024;

function isHeldWhole(res: ServerResponse): boolean {
  const declared = declaredLengths.get(res) ?? Number(res.getHeader('content-length') ?? Number.NaN);
  return Number.isFinite(declared) && declared <= MAX_HELD_BYTES;
}

function sendWhole(res: ServerResponse) {
  const socket = res.socket;
  if (!socket || socket.writableCorked > 0) return;
  socket.cork();
  let corked = true;
  let timer: NodeJS.Timeout | undefined;
  const release = () => {
    if (!corked) return;
    corked = false;
    clearTimeout(timer);
    socket.uncork();
  };
  const write = res.write;
  res.write = function writeWhole(this: ServerResponse, ...args: unknown[]) {
    // The head is set by now (a first write sends it), with the length restoreDeclaredLength put back.
    const accepted = write.apply(this, args as Parameters<ServerResponse['write']>);
    if (!corked) return accepted;
    if (isHeldWhole(this)) return true;
    // Full: let it flow, or 'drain' would never come.
    if (!accepted) release();
    else timer ??= setTimeout(release, STREAM_HOLD_MS);
    return accepted;
  } as ServerResponse['write'];
  const end = res.end;
  res.end = function endWhole(this: ServerResponse, ...args: unknown[]) {
    const result = end.apply(this, args as Parameters<ServerResponse['end']>);
    process.nextTick(release);
    return result;
  } as ServerResponse['end'];
  res.once('close', release);
}

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * A `.` or `..` path segment, however spelt (`%2e`, `%2E`), an empty segment (`//`) or a raw
 * backslash, before the query: Next would rewrite or redirect each of them.
 */
export function hasDotSegment(target: string): boolean {
  const path = target.split(/[?#]/)[0];
  return path.includes('\\') || path.includes('//') || path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * Whether the request carries more body than its path takes (limits.ts maxBodyBytes): a declared length
 * over the limit, or a chunked body of unknown length where the limit is none. A chunked body on /api is
 * cut off by whoever reads it (body.ts, the proxy), at the same limit.
 */
export function isBodyOverLimit(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, isDev = false): boolean {
  const pathname = (req.url ?? '/').split('?')[0];
  const limit = isDev && pathname.startsWith(DEV_TOOL_PATH_PREFIX) ? MAX_JSON_BYTES : maxBodyBytes(req.method ?? 'GET', pathname);
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return true;
  return limit === 0 && req.headers['transfer-encoding'] !== undefined;
}

function refuse(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify({ message }));
}

function refuseConnect(_req: IncomingMessage, socket: Duplex) {
  const body = JSON.stringify({ message: 'This method is not allowed.' });
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nallow: ${ALLOW}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
  );
}

const INSTALLED = Symbol.for('console.requestGate');
const OPTIONS = Symbol.for('console.requestGateOptions');
const UNGATED_EMIT = Symbol.for('console.requestGateUngatedEmit');

interface GateHooks {
  options: GateOptions;
  begin: typeof beginRequest;
  track: typeof trackRequest;
}

/**
 * Installs the gate once; a later call replaces its options and its per-request hooks (with the
 * caller's copies of the modules holding request contexts and shutdown state: Jest loads each test
 * file's own, while node:http's Server is shared).
 */
type GatedServer = Server & { [INSTALLED]?: true; [OPTIONS]?: GateHooks; [UNGATED_EMIT]?: Server['emit'] };

export function installRequestGate(serverClass: typeof Server, options: GateOptions = {}): void {
  const proto = serverClass.prototype as GatedServer;
  proto[OPTIONS] = { options, begin: beginRequest, track: trackRequest };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto[UNGATED_EMIT] = emit;
  proto.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const hooks = proto[OPTIONS];
      const context = hooks?.begin(req, res, hooks.options);
      hooks?.track(this, res);
      if (REFUSED_METHODS.has((req.method ?? '').toUpperCase())) {
        refuse(res, 405, 'This method is not allowed.', { allow: ALLOW });
        return true;
      }
      if (hasDotSegment(req.url ?? '/')) {
        refuse(res, 400, 'Invalid path.');
        return true;
      }
      if (isBodyOverLimit(req, hooks?.options.isDev)) {
        refuse(res, 413, 'The request is too large.');
        // The body is read and dropped as it comes, never kept (Node's requestTimeout bounds how long).
        // Closing the connection instead would reset it while the client is still writing, and the
        // client could lose the answer before reading it.
        req.resume();
        return true;
      }
      dropPageProtocolHeaders(req);
      stampClientAddress(req);
      if (req.url?.startsWith('/api/')) {
        restoreDeclaredLength(res);
        sendWhole(res);
      }
      // Next handles the request inside its trace span (when tracing), which ends when the answer has gone.
      if (context && isTracing()) {
        return withRequestSpan(req, context.requestId, (end) => {
          res.once('close', () => end(routeLabel(context.route, res.statusCode), res.statusCode));
          return emit.apply(this, [event, ...args] as unknown as Parameters<Server['emit']>);
        });
      }
    }
    // Node drops a CONNECT unanswered unless someone listens; listen, and answer 405.
    if (event === 'connection' && this.listenerCount('connect') === 0) this.on('connect', refuseConnect);
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>);
  } as Server['emit'];
}

/**
 * Takes the gate away again, for tests: every server in the process shares node:http's Server, so a test
 * file that installs it must remove it before another file in the same Jest worker starts servers of its
 * own (the sandbox's, say, whose bodies on non-/api paths the gate would refuse).
 */
export function uninstallRequestGate(serverClass: typeof Server): void {
  const proto = serverClass.prototype as GatedServer;
  if (!proto[INSTALLED]) return;
  proto.emit = proto[UNGATED_EMIT]!;
  delete proto[INSTALLED];
  delete proto[OPTIONS];
  delete proto[UNGATED_EMIT];
}
