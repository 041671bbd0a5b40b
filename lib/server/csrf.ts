// Anti-forgery for every mutating call: a custom header a cross-site form cannot send, and proof the
// request comes from this console's own origin.
import type { Config } from './config';
import { BffError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isMutation(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Throws 403 unless a mutating request carries `x-csrf: 1` and comes from our own origin: browsers
 * send `Sec-Fetch-Site`, which a page cannot forge; without it, `Origin` must be the console's own.
 */
export function assertSameOriginMutation(request: Request, config: Pick<Config, 'appOrigin'>): void {
  if (!isMutation(request.method)) return;
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const isSameOrigin = fetchSite ? fetchSite === 'same-origin' : origin === config.appOrigin;
  if (request.headers.get('x-csrf') !== '1' || !isSameOrigin) {
    throw new BffError(403, 'This request was refused: it did not come from the console.');
  }
}
