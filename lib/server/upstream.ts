// Calls to the main API and the AI host: a deadline on every call, redirects never followed, and
// network failures turned into answers the browser can show. Built on node:http with keep-alive
// agents rather than `fetch`: every proxied request makes one of these calls, and undici's fetch costs
// two to three times as much CPU per call (the BFF overhead budget in README.md#performance).
import 'server-only';
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createCachedLookup } from './dns-cache';
import { observeUpstream } from './metrics';
import { startUpstreamSpan } from './tracing';
import { BffError } from './errors';
import { currentRequestContext, REQUEST_ID_HEADER } from './request-context';

export interface UpstreamRequest {
  method?: string;
  headers?: Record<string, string> | Headers;
  /** A buffered body, or a stream (uploads), passed on chunk by chunk. */
  body?: string | Uint8Array | ReadableStream<Uint8Array> | null;
  /** Abort when the browser goes away. */
  signal?: AbortSignal;
  timeoutMs: number;
  /** Which upstream is called, for the metrics; the main API unless said. */
  upstream?: 'main' | 'ai';
}

/** One upstream answer. Its body is read once, by one of `bytes`, `text` or `stream`; or `discard`ed. */
export interface UpstreamAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly statusText: string;
  /** The answer's headers, read where node:http put them (no Fetch Headers copied on every call). */
  readonly headers: AnswerHeaders;
  /**
   * The whole body; with `maxBytes`, reading stops as soon as the body passes it (the answer is
   * dropped and this rejects with AnswerTooLargeError), so an answer of unknown length is never held
   * beyond the limit.
   */
  bytes(maxBytes?: number): Promise<Buffer>;
  text(maxBytes?: number): Promise<string>;
  /** The body as a web stream, still under the deadline (a trickle is cut off). */
  stream(): ReadableStream<Uint8Array>;
  discard(): void;
}

/** What callers read of an answer's headers: Fetch `Headers` has the same `get`, so either will do. */
export interface AnswerHeaders {
  /** The header's value (repeated ones joined with `, `, as Fetch joins them), or null when absent. */
  get(name: string): string | null;
}

export const UNREADABLE_STATUS = 502;
export const UNREADABLE_MESSAGE = 'The service sent an answer the console cannot read.';

/** An answer larger than its reader takes: no longer read, and not passed on. */
export class AnswerTooLargeError extends BffError {
  override name = 'AnswerTooLargeError';
  constructor() {
    super(UNREADABLE_STATUS, UNREADABLE_MESSAGE);
  }
}

/** A non-2xx answer, with the upstream's status and (size-limited) text. */
export class UpstreamStatusError extends BffError {
  override name = 'UpstreamStatusError';
}

/** The most of an answer read into memory when a caller reads it whole (auth answers, error texts). */
export const MAX_READ_ANSWER_BYTES = 1024 * 1024;

/**
 * No whole answer came: the upstream could not be reached, cut its answer off, or passed the deadline
 * (502 or 504). Nothing was said about the request, so a read may be asked again (the export's pages are).
 */
export class NoAnswerError extends BffError {
  override name = 'NoAnswerError';
}

const tooSlow = () => new NoAnswerError(504, 'The service took too long to answer. Try again.');
const unreachable = () => new NoAnswerError(502, 'The service cannot be reached. Try again shortly.');
const cancelled = () => new BffError(499, 'Request cancelled.');

// Idle sockets are closed after 4 s, before the 5 s keep-alive of a Node server and most proxies, so a
// reused socket is rarely one the upstream has just closed.
const IDLE_SOCKET_MS = 4_000;
// New connections find the upstream's address in the process's DNS cache (dns-cache.ts), not on the wire.
const lookup = createCachedLookup();
const httpAgent = new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS, lookup });
const httpsAgent = new HttpsAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS, lookup });

/** A reused keep-alive socket the upstream closed as the request went out: safe to send a read again. */
function isStaleSocket(request: ClientRequest, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return request.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE');
}

/**
 * The answer's headers over node:http's own parse of them (names in lower case), read as Fetch reads
 * them. Building a Fetch `Headers` of every header of every answer, to pass on two or three, cost more CPU
 * than the rest of the answer's handling in the BFF's profile (undici's ByteString check per header).
 */
function answerHeaders(message: IncomingMessage): AnswerHeaders {
  const parsed = message.headers;
  return {
    get(name) {
      const value = parsed[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The call's headers, with the id of the browser request it serves, so both logs can be matched. */
function headerRecord(headers: UpstreamRequest['headers']): Record<string, string> {
  const record = !headers ? {} : headers instanceof Headers ? Object.fromEntries(headers) : { ...headers };
  const requestId = currentRequestContext()?.requestId;
  if (requestId && !(REQUEST_ID_HEADER in record)) record[REQUEST_ID_HEADER] = requestId;
  return record;
}

/**
 * Calls `url` with a deadline that also covers reading the answer's body, so an upstream that sends
 * headers and then trickles is cut off too; 502 when unreachable, 504 when the deadline passes, 499
 * when the browser went away. Redirects are answers like any other: never followed.
 */
export async function fetchUpstream(url: string, init: UpstreamRequest): Promise<UpstreamAnswer> {
  const method = (init.method ?? 'GET').toUpperCase();
  const upstream = init.upstream ?? 'main';
  const startedAt = performance.now();
  // The call's headers once, with the request id and (when tracing) the trace context.
  const headers = headerRecord(init.headers);
  const endSpan = startUpstreamSpan(upstream, method, url, headers);
  const call = { ...init, headers };
  const asUnreachable = (error: unknown) => {
    throw error instanceof StaleSocketError ? unreachable() : error;
  };
  try {
    const answer = await callOnce(url, method, call).catch((error: unknown) => {
      // Only a read is sent again, and only when the request never left on a live socket.
      if (error instanceof StaleSocketError && (method === 'GET' || method === 'HEAD')) return callOnce(url, method, call).catch(asUnreachable);
      return asUnreachable(error);
    });
    observeUpstream(upstream, answer.status, (performance.now() - startedAt) / 1000);
    endSpan(answer.status);
    return answer;
  } catch (error) {
    const status = error instanceof BffError && error.status === 504 ? 'timeout' : 'error';
    // A browser that left (499) is not the upstream's failure.
    if (!(error instanceof BffError && error.status === 499)) observeUpstream(upstream, status, (performance.now() - startedAt) / 1000);
    endSpan(status);
    throw error;
  }
}

/** A reused keep-alive socket turned out closed by the upstream. */
class StaleSocketError extends Error {}

/** One attempt, with the call's headers as fetchUpstream made them (request id and trace context in). */
function callOnce(url: string, method: string, init: UpstreamRequest & { headers: Record<string, string> }): Promise<UpstreamAnswer> {
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const target = new URL(url);
    const isHttps = target.protocol === 'https:';
    const request = (isHttps ? httpsRequest : httpRequest)(target, {
      method,
      headers: init.headers,
      agent: isHttps ? httpsAgent : httpAgent,
    });

    // The first failure decides what the browser is told; later ones (the socket closing) are noise.
    let failure: BffError | undefined;
    let answered = false;
    const fail = (reason: BffError) => {
      failure ??= reason;
      request.destroy(failure);
    };
    const timer = setTimeout(() => fail(tooSlow()), init.timeoutMs);
    const onAbort = () => fail(cancelled());
    init.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
    };
    if (init.signal?.aborted) onAbort();

    request.on('error', (error) => {
      // Once answered, a failure shows up in the body's readers instead.
      if (answered) return;
      finish();
      if (failure) reject(failure);
      else if (isStaleSocket(request, error)) reject(new StaleSocketError());
      else reject(error instanceof BffError ? error : unreachable());
    });

    request.on('response', (message) => {
      answered = true;
      const headers = answerHeaders(message);
      const status = message.statusCode ?? 502;
      message.on('error', () => undefined); // reported through the readers below
      const readAll = (maxBytes = Number.POSITIVE_INFINITY) =>
        new Promise<Buffer>((done, failed) => {
          const chunks: Buffer[] = [];
          let size = 0;
          message.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (size > maxBytes) {
              failed(new AnswerTooLargeError());
              finish();
              message.destroy();
              return;
            }
            chunks.push(chunk);
          });
          message.once('end', () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
          // Cut off by the deadline, the browser or the network.
          message.once('close', () => {
            if (!message.complete) failed(failure ?? unreachable());
          });
        });
      message.on('close', finish);

      resolve({
        status,
        ok: status >= 200 && status < 300,
        statusText: message.statusMessage ?? '',
        headers,
        bytes: readAll,
        text: (maxBytes) => readAll(maxBytes).then((buffer) => buffer.toString('utf8')),
        stream: () => Readable.toWeb(message) as ReadableStream<Uint8Array>,
        discard() {
          finish();
          message.destroy();
        },
      });
    });

    const body = init.body;
    if (body instanceof ReadableStream) {
      // A failing upload (over the byte limit) fails the request with its own error, e.g. 413.
      pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), request, () => undefined);
    } else {
      request.end(body ?? undefined);
    }
  });
}

/** Sends JSON and reads the JSON answer; a non-2xx throws with the upstream's status and text. */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<unknown> {
  const payload = JSON.stringify(body);
  const answer = await fetchUpstream(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
    body: payload,
    timeoutMs,
  });
  return readJsonOrThrow(answer);
}

/**
 * Reads a JSON answer within `maxBytes`; a non-2xx throws UpstreamStatusError with the
 * upstream's status and text (an error text over the limit reads as unreadable).
 */
export async function readJsonOrThrow(answer: UpstreamAnswer, maxBytes = MAX_READ_ANSWER_BYTES): Promise<unknown> {
  const text = await answer.text(maxBytes);
  if (!answer.ok) {
    const retryAfter = answer.headers.get('retry-after');
    throw new UpstreamStatusError(
      answer.status >= 400 ? answer.status : 502,
      text || answer.statusText || 'Request failed',
      retryAfter ? { 'retry-after': retryAfter } : {},
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BffError(UNREADABLE_STATUS, UNREADABLE_MESSAGE);
  }
}
