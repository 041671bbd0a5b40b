// The upstreams' addresses kept by the process: a known name never waits on a resolver that has stopped
// answering (the 5 s stall while Podman's DNS reloaded), and a failing resolver leaves the last answer.
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { createCachedLookup, FRESH_MS, STALE_LIMIT_MS, type LookupFunction, type Resolver } from './dns-cache';

const LOOPBACK: LookupAddress[] = [{ address: '127.0.0.1', family: 4 }];

/** A resolver whose next answers the test decides: an address, an error, or silence (a lost packet). */
function scriptedResolver() {
  const calls: string[] = [];
  let mode: 'answer' | 'fail' | 'silent' = 'answer';
  const resolver: Resolver = (hostname) => {
    calls.push(hostname);
    if (mode === 'answer') return Promise.resolve(LOOPBACK);
    if (mode === 'fail') return Promise.reject(Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), { code: 'EAI_AGAIN' }));
    return new Promise<never>(() => {});
  };
  return { resolver, calls, set: (next: typeof mode) => void (mode = next) };
}

/** One lookup, as net.connect makes it; rejects after `withinMs` if no answer came (a stall). */
function look(lookup: LookupFunction, hostname: string, all: boolean, withinMs = 500) {
  return new Promise<{ address: string | LookupAddress[]; family?: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the lookup stalled')), withinMs);
    lookup(hostname, { all, family: 0 }, (error, address, family) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve({ address, family });
    });
  });
}

describe('the DNS cache of the upstream agents', () => {
  let clock = 1_000_000;
  const now = () => clock;

  it('answers a known name at once while the resolver is silent, and renews it behind the request', async () => {
    const dns = scriptedResolver();
    const lookup = createCachedLookup(dns.resolver, now);
    expect(await look(lookup, 'sandbox', false)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(dns.calls).toHaveLength(1);

    // Fresh: not asked again.
    clock += FRESH_MS - 1;
    await look(lookup, 'sandbox', true);
    expect(dns.calls).toHaveLength(1);

    // Due, and the resolver has stopped answering (its packets lost): the request still goes at once.
    clock += 2;
    dns.set('silent');
    expect((await look(lookup, 'sandbox', true)).address).toEqual(LOOPBACK);
    expect(dns.calls).toHaveLength(2);
    // One renewal at a time, however many connections open meanwhile.
    await look(lookup, 'sandbox', false);
    expect(dns.calls).toHaveLength(2);
  });

  it('keeps the last answer when the resolver fails, and waits for it only past the stale limit', async () => {
    const dns = scriptedResolver();
    const lookup = createCachedLookup(dns.resolver, now);
    await look(lookup, 'redis', false);
    dns.set('fail');
    clock += FRESH_MS + 1;
    expect((await look(lookup, 'redis', false)).address).toBe('127.0.0.1');
    // Past the limit the request waits for the resolver; a failure still falls back to the last answer.
    clock += STALE_LIMIT_MS;
    expect((await look(lookup, 'redis', false)).address).toBe('127.0.0.1');
    // A name never answered gets the resolver's error.
    await expect(look(lookup, 'unknown', false)).rejects.toMatchObject({ code: 'EAI_AGAIN' });
    // Past the limit and silent: the request waits (as without the cache), it is not told an old address.
    dns.set('silent');
    clock += STALE_LIMIT_MS + 1;
    await expect(look(lookup, 'redis', false)).rejects.toThrow('stalled');
  });

  describe('in an http.Agent, as upstream.ts uses it', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer((_req, res) => res.end('ok'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('opens new connections to a known upstream while its DNS is silent', async () => {
      const dns = scriptedResolver();
      const agent = new Agent({ keepAlive: false, lookup: createCachedLookup(dns.resolver, now) });
      const fetchOnce = () =>
        new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the request stalled')), 1_000);
          get({ host: 'sandbox.test', port, path: '/', agent }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => {
              clearTimeout(timer);
              resolve(text);
            });
          }).on('error', reject);
        });
      expect(await fetchOnce()).toBe('ok');
      dns.set('silent');
      clock += FRESH_MS + 1;
      // Each a new connection (no keep-alive), none waiting on the silent resolver.
      expect(await Promise.all([fetchOnce(), fetchOnce(), fetchOnce()])).toEqual(['ok', 'ok', 'ok']);
      agent.destroy();
    });
  });
});
