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

/** Fetches `url` with a deadline; 502 when unreachable, 504 when the deadline passes. */
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
    if (deadline.aborted) throw new BffError(504, 'The service took too long to answer. Try again.');
    if (init.signal?.aborted) throw new BffError(499, 'Request cancelled.');
    void error;
    throw new BffError(502, 'The service cannot be reached. Try again shortly.');
  }
}

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
  const text = await response.text();
  if (!response.ok) {
    throw new BffError(response.status >= 400 ? response.status : 502, text || response.statusText || 'Request failed');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BffError(502, 'The service sent an answer the console cannot read.');
  }
}
