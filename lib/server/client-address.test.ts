import { clientAddress, UNKNOWN_ADDRESS } from './client-address';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientAddress', () => {
  it('believes no forwarded header without a trusted proxy', () => {
    expect(clientAddress(headers('203.0.113.9'), { TRUSTED_PROXY_HOPS: 0 })).toBe(UNKNOWN_ADDRESS);
  });

  it('takes the entry the trusted proxies vouch for, not what the client wrote before it', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9'), { TRUSTED_PROXY_HOPS: 1 })).toBe('203.0.113.9');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), { TRUSTED_PROXY_HOPS: 2 })).toBe('203.0.113.9');
  });

  it('falls back to one constant when the chain is short or not an address', () => {
    expect(clientAddress(headers('203.0.113.9'), { TRUSTED_PROXY_HOPS: 2 })).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers('evil'), { TRUSTED_PROXY_HOPS: 1 })).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers(), { TRUSTED_PROXY_HOPS: 1 })).toBe(UNKNOWN_ADDRESS);
  });
});
