// The client's address for rate limits: the socket's peer when no proxy is trusted, else the entry of
// X-Forwarded-For that the configured trusted proxies vouch for.
import 'server-only';
import { isIP } from 'node:net';
import type { Config } from './config';
import { CLIENT_ADDRESS_HEADER } from './request-gate';

/**
 * The bucket of requests whose address is not known: only those that reach a handler without passing
 * the request gate, which happens only in the moment between the server listening and
 * instrumentation.ts installing the gate.
 */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address, as a rate-limit key.
 *
 * - `TRUSTED_PROXY_HOPS` = 0: the socket's peer, stamped by the request gate (`CLIENT_ADDRESS_HEADER`,
 *   whose client-sent copy the gate removes). `X-Forwarded-For` is the client's own word and is ignored.
 * - n ≥ 1: each trusted proxy appends the address it saw to `X-Forwarded-For`, so the client is the
 *   n-th entry from the right; anything left of it is the client's own word. A chain shorter than n, or
 *   an entry that is not an address, did not come through the proxies as configured: the socket's peer
 *   is used, so such requests never share a bucket with well-formed ones from other clients.
 *
 * IPv6 addresses are reduced to their /64 network (one host usually holds a whole /64, so counting
 * single IPv6 addresses would give an attacker billions of buckets); IPv4-mapped IPv6 reads as IPv4.
 */
export function clientAddress(headers: Headers, config: Pick<Config, 'TRUSTED_PROXY_HOPS'>): string {
  const peer = normalizeAddress(headers.get(CLIENT_ADDRESS_HEADER) ?? '') ?? UNKNOWN_ADDRESS;
  const hops = config.TRUSTED_PROXY_HOPS;
  if (hops === 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length < hops) return peer;
  return normalizeAddress(chain[chain.length - hops]) ?? peer;
}

/**
 * An address as a rate-limit key, or undefined when `entry` is not one. Accepts what proxies write:
 * `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1`, `[2001:db8::1]:443`, a zone (`fe80::1%eth0`).
 */
export function normalizeAddress(entry: string): string | undefined {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '');
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return undefined;
  const groups = expandIPv6(value);
  // ::ffff:a.b.c.d, the IPv4 address of a client on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 converted). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}
