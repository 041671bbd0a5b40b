// Calls to the main API and the AI host: a deadline on every call, redirects never followed, and
// network failures turned into answers the browser can show.
import 'server-only';
import { BffError } from './errors';

export interface UpstreamRequest {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
  /** Abort when the browser goes away. */
  signal?: AbortSignal;
  timeoutMs: number;
}

const tooSlow = () => new BffError(504, 'The service took too long to answer. Try again.');
const unreachable = () => new BffError(502, 'The service cannot be reached. Try again shortly.');

/** What a failed fetch or body read means for the browser: deadline 504, cancelled 499, else 502. */
function failureOf(error: unknown, deadline: AbortSignal, browser?: AbortSignal): BffError {
  if (error instanceof BffError) return error;
  if (deadline.aborted) return tooSlow();
  if (browser?.aborted) return new BffError(499, 'Request cancelled.');
  return unreachable();
}

/**
 * Fetches `url` with a deadline that also covers reading the answer's body, so an upstream that sends
 * headers and then trickles is cut off too; 502 when unreachable, 504 when the deadline passes.
 */
export async function fetchUpstream(url: string, init: UpstreamRequest): Promise<Response> {
  const deadline = AbortSignal.timeout(init.timeoutMs);
  const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
  try {
    return await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      signal,
      // The bearer must never follow a redirect to another host.
      redirect: 'manual',
      cache: 'no-store',
      // Streams (multipart uploads) need half-duplex.
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    throw failureOf(error, deadline, init.signal);
  }
}

/** Reads an answer's text; a body cut off by the deadline or the network becomes 504 or 502. */
export async function readUpstreamText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || /timeout/i.test(String(error.cause ?? '')));
    throw isTimeout ? tooSlow() : unreachable();
  }
}

export const UNREADABLE_STATUS = 502;
export const UNREADABLE_MESSAGE = 'The service sent an answer the console cannot read.';

/** Sends JSON and reads the JSON answer; a non-2xx throws with the upstream's status and text. */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<unknown> {
  const response = await fetchUpstream(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    timeoutMs,
  });
  return readJsonOrThrow(response);
}

export async function readJsonOrThrow(response: Response): Promise<unknown> {
  const text = await readUpstreamText(response);
  if (!response.ok) {
    throw new BffError(response.status >= 400 ? response.status : 502, text || response.statusText || 'Request failed');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BffError(UNREADABLE_STATUS, UNREADABLE_MESSAGE);
  }
}
