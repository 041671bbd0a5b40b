// The strict proxy from `/api/main/v1/…` and `/api/ai/v1/…` to the upstream hosts: safe paths only,
// each call checked against the role's grants (lib/grants.ts), bearer attached here, browser cookies and
// upstream cookies never crossing.
import 'server-only';
import { NextResponse } from 'next/server';
import { repeatedQueryParameter, repeatedQueryParameterMessage } from '@/lib/contract/rest';
import { canCall, type Upstream } from '@/lib/grants';
import { answerContract, meetsContract, queryContract, queryProblem } from '@/areas/answer-contracts';
import { isJsonContentType, readTextWithin } from './body';
import { BffError, badRequest, errorJson, forbidden, unauthorized } from './errors';
import type { SessionContext } from './handler';
import { FILE_TRANSFER_TIMEOUT_MS, MAX_JSON_BYTES, maxBodyBytes } from './limits';
import { announceWrite } from './live/publish';
import { rememberRecord } from './live/record-memory';
import { DECLARED_LENGTH_HEADER } from './request-gate';
import { AnswerTooLargeError, fetchUpstream, UNREADABLE_MESSAGE, type AnswerHeaders } from './upstream';
import { upstreamAddressRewriter } from './upstream-addresses';

export type { Upstream };

const MOUNTS: Record<Upstream, string> = { main: '/api/main/', ai: '/api/ai/' };

/** Letters, digits and `_~-.` only (no `%`, so nothing encoded), never starting with a dot. */
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/;
const MAX_SEGMENTS = 8;
/** Answers up to this size are read whole before they are sent on. */
const MAX_BUFFERED_ANSWER_BYTES = 1024 * 1024;
/** A streamed upload met a refused token: the session is renewed, but the bytes have gone. */
export const UPLOAD_AGAIN_MESSAGE = 'The upload was interrupted while your session was renewed. Send the file again.';

/**
 * The upstream path segments of a proxied request (`['v1', 'products', '3']`), or null when the path
 * is not a plain `v1/…` path. Reads the raw, still-encoded pathname, so `%2F`, `%5C` and `%2e` fail.
 */
export function parseProxyPath(rawPathname: string, upstream: Upstream): string[] | null {
  const mount = MOUNTS[upstream];
  if (!rawPathname.startsWith(mount)) return null;
  const segments = rawPathname.slice(mount.length).split('/');
  if (segments.length < 2 || segments.length > MAX_SEGMENTS) return null;
  if (segments[0] !== 'v1') return null;
  return segments.every((segment) => SAFE_SEGMENT.test(segment)) ? segments : null;
}

/**
 * Request headers worth passing on; everything else (Cookie, Authorization, Host…) stays here. Range: video
 * seeking; If-Match: a form's save against the version it loaded (412 comes back as any refusal does).
 */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'if-match', 'if-none-match', 'range'];
/**
 * Response headers worth passing back; Set-Cookie and hop-by-hop headers never are. A file's bytes keep
 * their length, range and the upstream's sandboxing CSP (docs/api-contract.md#files); the route wrapper
 * keeps that CSP only when it is at least as strict as its own (lib/server/security-headers.ts).
 */
export const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'retry-after',
  'content-disposition',
  'content-security-policy',
];

/** The request headers to pass on, as the plain record the upstream call takes. */
function pickRequestHeaders(from: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = from.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/** The answer headers to pass back, as a plain record: the answer's Headers are made once, by its Response. */
function pickAnswerHeaders(from: AnswerHeaders): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = from.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/**
 * The answer to send, or 502 when a header the upstream sent is one no Fetch Headers takes (node:http
 * parses what Fetch refuses): an answer this console cannot pass on.
 */
function passOn(body: BodyInit | null, status: number, headers: Record<string, string>): NextResponse {
  try {
    return new NextResponse(body, { status, headers });
  } catch {
    return errorJson(502, UNREADABLE_MESSAGE);
  }
}

/** Proxies one request for a signed-in user to the given upstream. */
export async function proxyToUpstream(upstream: Upstream, { request, session, config, renewRefusedSession }: SessionContext) {
  const url = new URL(request.url);
  const segments = parseProxyPath(url.pathname, upstream);
  if (!segments) throw badRequest('Invalid API path.');
  // Method and whole path decide, not the resource alone: an editor who may read files may not delete one.
  if (!canCall(upstream, session.role, request.method, segments.slice(1))) throw forbidden();
  // One value per parameter, so what the BFF checks is what the upstream reads (lib/contract/rest.ts).
  const repeated = repeatedQueryParameter(url.searchParams);
  if (repeated !== undefined) throw badRequest(repeatedQueryParameterMessage(repeated));
  // A query the contract fixes (a history page, the audit log's filters) is checked before anything is sent.
  const query = queryContract(upstream, request.method, segments);
  const problem = query && queryProblem(query, url.searchParams);
  if (problem) throw badRequest(problem);

  const base = upstream === 'main' ? config.MAIN_API_URL : config.AI_API_URL;
  const headers = pickRequestHeaders(request.headers);
  // Checked before the bearer is attached and before anything is sent.
  const outgoing = await proxiedBody(request);
  if (outgoing.length !== undefined) headers['content-length'] = String(outgoing.length);
  // Moving a file's bytes (an upload, or `GET /v1/files/{id}/content`) may take minutes.
  const isFileTransfer = outgoing.body instanceof ReadableStream || (request.method === 'GET' && isFileContentPath(segments));
  // The AI host has a deadline of its own (AI_TIMEOUT_MS): its analyses are slow by nature.
  const callTimeoutMs = upstream === 'ai' ? (config.AI_TIMEOUT_MS ?? config.UPSTREAM_TIMEOUT_MS) : config.UPSTREAM_TIMEOUT_MS;
  const timeoutMs = isFileTransfer ? Math.max(callTimeoutMs, FILE_TRANSFER_TIMEOUT_MS) : callTimeoutMs;

  const send = (accessToken: string) =>
    fetchUpstream(`${base}/${segments.join('/')}${url.search}`, {
      method: request.method,
      headers: { ...headers, authorization: `Bearer ${accessToken}` },
      body: outgoing.body,
      signal: request.signal,
      timeoutMs,
      upstream,
    });

  let answer = await send(session.upstream.access_token);
  // The upstream refused a token the BFF held current, as when this host's clock is behind the API's: the
  // session is refreshed (handler.ts) and the call sent once more, its body being in memory or none. A second
  // refusal, or a refused refresh, ends the session, so the browser goes back to sign-in.
  if (answer.status === 401) {
    answer.discard();
    const renewed = await renewRefusedSession();
    // A streamed upload has gone and cannot be sent again. The refresh is kept (sealed into the cookie) and
    // the browser told to send the file again: a 401 would send it to sign-in, as its session had ended.
    if (outgoing.body instanceof ReadableStream) throw new BffError(503, UPLOAD_AGAIN_MESSAGE, { 'retry-after': '1' });
    answer = await send(renewed.upstream.access_token);
    if (answer.status === 401) {
      answer.discard();
      throw unauthorized();
    }
  }
  if (answer.status >= 300 && answer.status < 400 && answer.status !== 304) {
    answer.discard();
    return errorJson(502, 'The service answered with a redirect, which the console does not follow.');
  }
  const status = answer.status;
  const passedOn = pickAnswerHeaders(answer.headers);
  // A write the main API accepted is told to the live streams (lib/server/live/publish.ts) after this
  // answer is on its way; reads never get here.
  const announce =
    upstream === 'main' && request.method !== 'GET' && request.method !== 'HEAD' && status >= 200 && status < 300
      ? (answerBody: Uint8Array | null) =>
          announceWrite(config, {
            method: request.method,
            segments: segments.slice(1),
            requestBody: outgoing.body instanceof Uint8Array ? outgoing.body : null,
            ifMatch: headers['if-match'] ?? null,
            etag: passedOn.etag ?? null,
            answerBody,
            by: session,
          })
      : undefined;
  // A record's read is kept at its version, so a save made against it names the fields it changed (the live
  // stream's `fields`, lib/server/live/record-memory.ts): no parsing and no Redis call here.
  const remember =
    upstream === 'main' && request.method === 'GET' && status === 200 && segments.length === 3 && passedOn.etag
      ? (answerBody: Uint8Array) => rememberRecord(segments[1], segments[2], passedOn.etag, answerBody)
      : undefined;
  // Next drops Content-Length from a route handler's answer; the request gate puts it back from this.
  const length = passedOn['content-length'];
  if (length !== undefined) passedOn[DECLARED_LENGTH_HEADER] = length;
  if (status === 204 || status === 304 || request.method === 'HEAD') {
    answer.discard();
    announce?.(null);
    return passOn(null, status, passedOn);
  }
  // An answer the BFF checks (areas/answer-contracts.ts) is read whole, within 1 MB, and refused unless it
  // is the contract's shape.
  const contract = status >= 200 && status < 300 ? answerContract(upstream, request.method, segments) : undefined;
  if (contract) {
    const declared = Number(length ?? 0);
    if (declared > MAX_BUFFERED_ANSWER_BYTES) {
      answer.discard();
      return errorJson(502, contract.unreadable);
    }
    // An answer without a length is read only up to the limit, never whole.
    const bytes = await answer.bytes(MAX_BUFFERED_ANSWER_BYTES).then(asBytes, (error: unknown) => {
      if (error instanceof AnswerTooLargeError) return null;
      throw error;
    });
    if (!bytes || !meetsContract(contract, bytes)) return errorJson(502, contract.unreadable);
    announce?.(bytes);
    remember?.(bytes);
    return passOn(withConsoleAddresses(bytes, passedOn, config), status, passedOn);
  }
  // A page of JSON is read whole (one chunk to send, far cheaper than piping a stream); large or
  // unsized answers such as downloads stream through, still under the deadline.
  const size = Number(length ?? Number.NaN);
  if (size <= MAX_BUFFERED_ANSWER_BYTES) {
    const bytes = asBytes(await answer.bytes());
    announce?.(bytes);
    remember?.(bytes);
    return passOn(withConsoleAddresses(bytes, passedOn, config), status, passedOn);
  }
  announce?.(null);
  return passOn(streamWithConsoleAddresses(answer.stream(), passedOn, config), status, passedOn);
}

/**
 * A JSON answer's bytes with the upstreams' own addresses made the console's (upstream-addresses.ts), its
 * length set to match; any other answer (a file's bytes, a text) as it came.
 */
function withConsoleAddresses(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>, config: SessionContext['config']): Uint8Array<ArrayBuffer> {
  if (!isJsonContentType(headers['content-type'] ?? null)) return bytes;
  const rewritten = upstreamAddressRewriter(config).rewrite(bytes);
  if (rewritten !== bytes && headers['content-length'] !== undefined) {
    headers['content-length'] = String(rewritten.byteLength);
    headers[DECLARED_LENGTH_HEADER] = String(rewritten.byteLength);
  }
  return rewritten;
}

/**
 * The same for a streamed answer, still streamed: a JSON one passes through the rewriter chunk by chunk and
 * loses its declared length (the rewrite may change it); a file's bytes stream through untouched.
 */
function streamWithConsoleAddresses(body: ReadableStream<Uint8Array>, headers: Record<string, string>, config: SessionContext['config']): ReadableStream<Uint8Array> {
  if (!isJsonContentType(headers['content-type'] ?? null)) return body;
  delete headers['content-length'];
  delete headers[DECLARED_LENGTH_HEADER];
  return body.pipeThrough(upstreamAddressRewriter(config).stream());
}

/** `v1/files/{id}/content`: a file's bytes, the one download the proxy gives minutes (`v1/content` is a list). */
export function isFileContentPath(segments: readonly string[]): boolean {
  return segments.length === 4 && segments[1] === 'files' && segments[3] === 'content';
}

/** A Buffer as the plain byte view a Response takes, without copying. */
const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

const tooLarge = () => new BffError(413, 'The request is too large.');

interface ProxiedBody {
  body: Uint8Array | ReadableStream<Uint8Array> | null;
  /** Exact byte length when known (buffered JSON); streamed uploads keep the browser's chunking. */
  length?: number;
}

/**
 * The body to send upstream: none for reads; JSON read whole within 1 MB; multipart streamed within
 * the path's limit (limits.ts: a file's on the upload path), refused up front when its declared
 * length is over, cut off if it grows past it. Anything else is refused with 415.
 */
async function proxiedBody(request: Request): Promise<ProxiedBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return { body: null };
  const type = request.headers.get('content-type');
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (type !== null && /^multipart\/form-data\b/i.test(type.trim())) {
    // The path's own limit: a file on the upload path, no more than JSON anywhere else.
    const limit = maxBodyBytes(request.method, new URL(request.url).pathname);
    if (Number.isFinite(declared) && declared > limit) throw tooLarge();
    if (!request.body) return { body: null };
    return { body: request.body.pipeThrough(byteLimit(limit)) };
  }
  if (type !== null && !isJsonContentType(type)) throw new BffError(415, 'Send the request as application/json or multipart/form-data.');
  const text = await readTextWithin(request, MAX_JSON_BYTES);
  if (text === '') return { body: null };
  if (type === null) throw new BffError(415, 'Send the request as application/json or multipart/form-data.');
  const bytes = new TextEncoder().encode(text);
  return { body: bytes, length: bytes.byteLength };
}

/** Passes bytes through until `limit`, then fails the stream (and with it the upstream request). */
function byteLimit(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) controller.error(tooLarge());
      else controller.enqueue(chunk);
    },
  });
}
