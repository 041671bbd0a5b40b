// Refreshing the upstream session: when it is due, and one upstream call per refresh token however
// many requests arrive at once (single-flight, plus a short memory of the answer for late arrivals).
import type { UpstreamSession } from '@/lib/contract/auth';

/** How long a refresh answer is remembered for requests still carrying the old refresh token. */
export const RESULT_MEMORY_MS = 30_000;

export type RefreshOutcome =
  | { kind: 'refreshed'; session: UpstreamSession }
  /** Upstream refused the refresh token: the console session must end. */
  | { kind: 'rejected' }
  /** Upstream could not answer (5xx, timeout, unreachable): keep the session, try again later. */
  | { kind: 'unavailable' }
  /** Upstream answered 2xx with something that is not a session: keep the session, write nothing. */
  | { kind: 'unreadable' };

export type RefreshCall = (refreshToken: string) => Promise<RefreshOutcome>;

interface Flight {
  promise: Promise<RefreshOutcome>;
  settledAt?: number;
}

/**
 * Wraps an upstream refresh so that concurrent and slightly late callers holding the same refresh
 * token share one upstream call. Only a successful or rejected outcome is remembered; an unavailable
 * or garbled upstream is asked again by the next caller.
 */
export function createSingleFlightRefresh(call: RefreshCall, now: () => number = Date.now) {
  const flights = new Map<string, Flight>();

  function forgetStale() {
    const limit = now() - RESULT_MEMORY_MS;
    for (const [token, flight] of flights) {
      if (flight.settledAt !== undefined && flight.settledAt < limit) flights.delete(token);
    }
  }

  return function refresh(refreshToken: string): Promise<RefreshOutcome> {
    forgetStale();
    const existing = flights.get(refreshToken);
    if (existing) return existing.promise;

    const flight: Flight = {
      promise: call(refreshToken).then(
        (outcome) => {
          if (outcome.kind === 'unavailable' || outcome.kind === 'unreadable') flights.delete(refreshToken);
          else flight.settledAt = now();
          return outcome;
        },
        () => {
          flights.delete(refreshToken);
          return { kind: 'unavailable' } as const;
        },
      ),
    };
    flights.set(refreshToken, flight);
    return flight.promise;
  };
}

/**
 * The upstream session a request should use now: refreshed while it is due, at most twice. A request that
 * comes late with the old cookie (a busy instance took it up seconds after its siblings) gets the
 * remembered answer of the refresh they made, and that session may have come due itself by then, its access
 * token expired: used as it stood, the upstream refused it and the request ended the session with a 401.
 * Its refresh token is still good, so it is refreshed in turn, through the same single flight.
 */
export async function refreshWhileDue(
  upstream: UpstreamSession,
  refresh: RefreshCall,
  isDue: (expiredAt: number) => boolean,
): Promise<{ kind: 'current'; session: UpstreamSession } | RefreshOutcome> {
  if (!isDue(upstream.expired_at)) return { kind: 'current', session: upstream };
  return refreshNow(upstream, refresh, isDue);
}

/**
 * The upstream session refreshed now, whether or not it looked due: the upstream refused its access token
 * before `expired_at` as this host's clock reads it (a clock behind the API's). The same single flight and
 * the same second refresh of a remembered answer that has come due as `refreshWhileDue`.
 */
export async function refreshNow(
  upstream: UpstreamSession,
  refresh: RefreshCall,
  isDue: (expiredAt: number) => boolean,
): Promise<RefreshOutcome> {
  const outcome = await refresh(upstream.refresh_token);
  if (outcome.kind === 'refreshed' && isDue(outcome.session.expired_at)) return refresh(outcome.session.refresh_token);
  return outcome;
}
