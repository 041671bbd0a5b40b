import { clientAddress, normalizeAddress, UNKNOWN_ADDRESS } from './client-address';
import { CLIENT_ADDRESS_HEADER } from './request-gate';

const headers = (xff?: string, peer: string | null = '198.51.100.7') =>
  new Headers({
    ...(xff === undefined ? {} : { 'x-forwarded-for': xff }),
    ...(peer === null ? {} : { [CLIENT_ADDRESS_HEADER]: peer }),
  });

describe('clientAddress', () => {
  it('without a trusted proxy, is the socket peer the request gate stamped, whatever X-Forwarded-For says', () => {
    expect(clientAddress(headers('203.0.113.9'), { TRUSTED_PROXY_HOPS: 0 })).toBe('198.51.100.7');
    expect(clientAddress(headers(undefined, '::ffff:127.0.0.1'), { TRUSTED_PROXY_HOPS: 0 })).toBe('127.0.0.1');
  });

  it('is the unknown bucket only for a request the gate never saw', () => {
    expect(clientAddress(headers('203.0.113.9', null), { TRUSTED_PROXY_HOPS: 0 })).toBe(UNKNOWN_ADDRESS);
  });

  it('takes the entry the trusted proxies vouch for, not what the client wrote before it', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9'), { TRUSTED_PROXY_HOPS: 1 })).toBe('203.0.113.9');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), { TRUSTED_PROXY_HOPS: 2 })).toBe('203.0.113.9');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9:51234'), { TRUSTED_PROXY_HOPS: 1 })).toBe('203.0.113.9');
  });

  it('falls back to the socket peer when the chain is short or not an address', () => {
    expect(clientAddress(headers('203.0.113.9'), { TRUSTED_PROXY_HOPS: 2 })).toBe('198.51.100.7');
    expect(clientAddress(headers('evil'), { TRUSTED_PROXY_HOPS: 1 })).toBe('198.51.100.7');
    expect(clientAddress(headers(), { TRUSTED_PROXY_HOPS: 1 })).toBe('198.51.100.7');
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:8080', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['[::ffff:cb00:7109]:443', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['[2001:db8::1]:443', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('reads %p as %p', (entry, key) => {
    expect(normalizeAddress(entry)).toBe(key);
  });

  it.each(['', 'evil', '999.1.1.1', '1.2.3.4:x', 'unknown'])('refuses %p', (entry) => {
    expect(normalizeAddress(entry)).toBeUndefined();
  });
});
