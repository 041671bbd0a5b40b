// The addresses of the upstreams' host names, kept by the process so that a new connection does not wait on
// DNS. Node's http agent looks the name up (getaddrinfo, the system resolver) for every connection it opens,
// and one lookup whose packet is lost waits for the resolver's timeout, 5 s by default, before it tries again
// or gives up. Container DNS loses packets at the worst moments: Podman's aardvark-dns (Debian 12) tears
// its sockets down and sets them up again each time a container on the network starts or stops, and
// Kubernetes' conntrack race drops parallel A/AAAA queries. A console whose upstream calls all went through
// a fresh lookup stalled for 5 s, and answered 502 when the resolver then gave up, whenever a neighbour
// container stopped (the container phase's SIGTERM check).
//
// So: an answer is used as it is for FRESH_MS; after that it is still used at once while a lookup in the
// background renews it (a request never waits on DNS for a name already known), and a failed renewal keeps
// the last answer. Only an answer older than STALE_LIMIT_MS, or none, makes a request wait for the lookup.
import { lookup as systemLookup, type LookupAddress, type LookupOptions } from 'node:dns';

/** How long an answer is used without asking again. */
export const FRESH_MS = 10_000;
/** The oldest answer still used while a fresh one is sought; past it, a connection waits for the lookup. */
export const STALE_LIMIT_MS = 5 * 60_000;

/** Resolves a name to all its addresses (dns.lookup with `all: true`). */
export type Resolver = (hostname: string, family: number) => Promise<LookupAddress[]>;

/** The signature net.connect and http.Agent take as their `lookup` option. */
export type LookupFunction = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

const systemResolver: Resolver = (hostname, family) =>
  new Promise((resolve, reject) => {
    systemLookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

interface Entry {
  addresses: LookupAddress[];
  at: number;
}

export function createCachedLookup(resolver: Resolver = systemResolver, now: () => number = Date.now): LookupFunction {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<LookupAddress[]>>();

  function renew(hostname: string, family: number, key: string): Promise<LookupAddress[]> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = resolver(hostname, family).then(
        (addresses) => {
          inFlight.delete(key);
          if (addresses.length) entries.set(key, { addresses, at: now() });
          return addresses;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, pending);
    }
    return pending;
  }

  return function cachedLookup(hostname, options, callback) {
    const family = typeof options.family === 'number' ? options.family : options.family === 'IPv6' ? 6 : options.family === 'IPv4' ? 4 : 0;
    const key = `${family}:${hostname.toLowerCase()}`;
    const answer = (addresses: LookupAddress[]) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    };
    const entry = entries.get(key);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age <= STALE_LIMIT_MS) {
      // Known: answered now, in the next tick as a lookup would be; renewed behind the request when due.
      if (age > FRESH_MS) renew(hostname, family, key).catch(() => undefined);
      process.nextTick(answer, entry.addresses);
      return;
    }
    renew(hostname, family, key).then(
      (addresses) => {
        if (addresses.length) answer(addresses);
        else callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), options.all ? [] : '');
      },
      (error: NodeJS.ErrnoException) => {
        // The resolver failed: an old answer is better than none.
        if (entry) answer(entry.addresses);
        else callback(error, options.all ? [] : '');
      },
    );
  };
}
