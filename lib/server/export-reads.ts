// An export's page reads, tried again when no answer came. A download of 200,000 orders is 200 reads of
// 1,000 over minutes while staff keep working, and on a loaded upstream one of them may pass its deadline
// or meet a restart (refused, 502/503/504); without a second try the whole file was lost at that page.
// Only these reads are tried again: each is a GET of a page whose start is named in it (after an id, or a
// report's page number), so asking again is asking the same question. Interactive proxying (proxy.ts)
// never tries again: a person sees the error and presses Retry, and a write is never sent twice.
import 'server-only';
import { BffError } from './errors';
import { NoAnswerError, UpstreamStatusError } from './upstream';

/** Waits between the tries of one page: four tries, the last about 3.5 s after the first failed. */
export const EXPORT_READ_RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];

/** Upstream statuses that say "not now" rather than "not this": a gateway or a restart between. */
const RETRIED_STATUSES = new Set([502, 503, 504]);

/**
 * Whether a failed read may be asked again: no answer (refused, cut off, past the deadline) or a 502/503/504
 * answered. A 4xx (the session ended, a bad filter) or an answer that could not be read (too large, not
 * JSON, not the list's shape) would come the same again, and a browser that left (499) wants nothing more.
 */
export function isRetriedReadFailure(error: unknown): boolean {
  if (error instanceof NoAnswerError) return true;
  return error instanceof UpstreamStatusError && RETRIED_STATUSES.has(error.status);
}

/** A page that could not be read in every try: the last try's failure, and how many were made. */
export class ExportReadError extends BffError {
  override name = 'ExportReadError';
  constructor(
    readonly lastFailure: BffError,
    readonly tries: number,
  ) {
    super(lastFailure.status, lastFailure.message, lastFailure.headers);
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new BffError(499, 'Request cancelled.'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new BffError(499, 'Request cancelled.'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * `read` once, and again after each of `delaysMs` while it fails with no answer or a 502/503/504; any
 * other failure is thrown at once. Every try failing throws ExportReadError with the last failure.
 */
export async function readWithRetries<T>(read: () => Promise<T>, options: { signal?: AbortSignal; delaysMs?: readonly number[] } = {}): Promise<T> {
  const delays = options.delaysMs ?? EXPORT_READ_RETRY_DELAYS_MS;
  for (let tries = 1; ; tries += 1) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof BffError) || !isRetriedReadFailure(error)) throw error;
      if (tries > delays.length) throw new ExportReadError(error, tries);
      await pause(delays[tries - 1], options.signal);
    }
  }
}
