// The client's address for rate limits, believed only as far as the configured trusted proxies vouch.
import 'server-only';
import { isIP } from 'node:net';
import type { Config } from './config';

/** The address used when the client cannot be told apart (no trusted proxy, or a malformed chain). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * With `TRUSTED_PROXY_HOPS` = n ≥ 1, each trusted proxy appends the address it saw to
 * `X-Forwarded-For`, so the client is the n-th entry from the right; anything left of it is the
 * client's own word. With 0 there is no proxy: the header is the client's own word entirely, and Next
 * fills it from the socket only when the client sent none, so it cannot be believed either.
 */
export function clientAddress(headers: Headers, config: Pick<Config, 'TRUSTED_PROXY_HOPS'>): string {
  const hops = config.TRUSTED_PROXY_HOPS;
  if (hops === 0) return UNKNOWN_ADDRESS;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = chain[chain.length - hops];
  return candidate && isIP(candidate) ? candidate : UNKNOWN_ADDRESS;
}
