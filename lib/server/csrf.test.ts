import { assertSameOriginMutation } from './csrf';

const config = { appOrigin: 'https://console.example.com' };

function request(method: string, headers: Record<string, string>) {
  return new Request('https://console.example.com/api/auth/logout', { method, headers });
}

describe('assertSameOriginMutation', () => {
  it('lets reads through without proof', () => {
    expect(() => assertSameOriginMutation(request('GET', {}), config)).not.toThrow();
  });

  it('accepts a mutation with x-csrf and Sec-Fetch-Site same-origin', () => {
    const req = request('POST', { 'x-csrf': '1', 'sec-fetch-site': 'same-origin' });
    expect(() => assertSameOriginMutation(req, config)).not.toThrow();
  });

  it('accepts a mutation with x-csrf and our own Origin when Sec-Fetch-Site is absent', () => {
    const req = request('DELETE', { 'x-csrf': '1', origin: 'https://console.example.com' });
    expect(() => assertSameOriginMutation(req, config)).not.toThrow();
  });

  it.each([
    ['no x-csrf header', { 'sec-fetch-site': 'same-origin' }],
    ['a cross-site fetch', { 'x-csrf': '1', 'sec-fetch-site': 'cross-site' }],
    ['a same-site but other-origin fetch', { 'x-csrf': '1', 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { 'x-csrf': '1', origin: 'https://evil.example' }],
    ['neither Origin nor Sec-Fetch-Site', { 'x-csrf': '1' }],
  ])('refuses %s with 403', (_label, headers) => {
    expect(() => assertSameOriginMutation(request('POST', headers), config)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});
