import type { UpstreamSession } from '@/lib/contract/auth';
import { isRefreshDue } from '@/lib/session-timing';
import { createSingleFlightRefresh, refreshWhileDue, type RefreshOutcome } from './refresh';

const fresh = (n: number): UpstreamSession => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  expired_at: 1_000_000 + n,
});

describe('createSingleFlightRefresh', () => {
  it('refreshes once for 50 concurrent calls with the same refresh token', async () => {
    let resolve!: (outcome: RefreshOutcome) => void;
    const call = jest.fn(() => new Promise<RefreshOutcome>((r) => (resolve = r)));
    const refresh = createSingleFlightRefresh(call);
    const pending = Array.from({ length: 50 }, () => refresh('refresh-1'));
    resolve({ kind: 'refreshed', session: fresh(2) });
    const outcomes = await Promise.all(pending);
    expect(call).toHaveBeenCalledTimes(1);
    expect(outcomes.every((o) => o.kind === 'refreshed' && o.session.access_token === 'access-2')).toBe(true);
  });

  it('gives a late caller with the old token the remembered answer, then forgets it', async () => {
    let clock = 0;
    const call = jest.fn(async (): Promise<RefreshOutcome> => ({ kind: 'refreshed', session: fresh(call.mock.calls.length) }));
    const refresh = createSingleFlightRefresh(call, () => clock);
    await refresh('refresh-1');
    clock = 29_000;
    await refresh('refresh-1');
    expect(call).toHaveBeenCalledTimes(1);
    clock = 31_000;
    await refresh('refresh-1');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks again after the upstream was unavailable', async () => {
    const call = jest
      .fn<Promise<RefreshOutcome>, [string]>()
      .mockResolvedValueOnce({ kind: 'unavailable' })
      .mockResolvedValueOnce({ kind: 'refreshed', session: fresh(3) });
    const refresh = createSingleFlightRefresh(call);
    expect((await refresh('refresh-1')).kind).toBe('unavailable');
    expect((await refresh('refresh-1')).kind).toBe('refreshed');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('treats a thrown error as unavailable, not as a crash', async () => {
    const refresh = createSingleFlightRefresh(() => Promise.reject(new Error('boom')));
    await expect(refresh('refresh-1')).resolves.toEqual({ kind: 'unavailable' });
  });

  it('keeps separate flights for separate refresh tokens', async () => {
    const call = jest.fn(async (): Promise<RefreshOutcome> => ({ kind: 'rejected' }));
    const refresh = createSingleFlightRefresh(call);
    await Promise.all([refresh('a'), refresh('b'), refresh('a')]);
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('refreshWhileDue', () => {
  /**
   * An upstream as the sandbox is: sessions of 10 s, refresh tokens used once, a spent one refused; and the
   * access tokens it would accept at a given time.
   */
  function upstreamAt(now: () => number) {
    let issued = 0;
    const sessions = new Map<string, UpstreamSession>();
    const spent = new Set<string>();
    const issue = (): UpstreamSession => {
      issued += 1;
      const session = { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, expired_at: now() + 10_000 };
      sessions.set(session.access_token, session);
      return session;
    };
    const call = jest.fn(async (token: string): Promise<RefreshOutcome> => {
      if (spent.has(token)) return { kind: 'rejected' };
      spent.add(token);
      return { kind: 'refreshed', session: issue() };
    });
    const accepts = (accessToken: string) => (sessions.get(accessToken)?.expired_at ?? 0) > now();
    return { issue, call, accepts };
  }

  it('gives a late request with the old cookie a session the upstream still accepts, not the remembered one that has expired since', async () => {
    let clock = 50_000_000;
    const now = () => clock;
    const upstream = upstreamAt(now);
    const refresh = createSingleFlightRefresh(upstream.call, now);
    const due = (expiredAt: number) => isRefreshDue(expiredAt, now());
    const signedIn = upstream.issue();

    // The burst at expiry: the first request refreshes.
    clock += 6_000;
    const first = await refreshWhileDue(signedIn, refresh, due);
    expect(first.kind === 'refreshed' && upstream.accepts(first.session.access_token)).toBe(true);

    // A request of the same burst, taken up 12 s later by a starved instance, still with the old cookie.
    clock += 12_000;
    const late = await refreshWhileDue(signedIn, refresh, due);
    expect(late.kind).toBe('refreshed');
    expect(late.kind === 'refreshed' && upstream.accepts(late.session.access_token)).toBe(true);
    // The remembered answer's refresh token, not the spent one: the session goes on.
    expect(upstream.call.mock.calls.map(([token]) => token)).toEqual(['refresh-1', 'refresh-2']);
  });

  it('leaves a session that is not due as it is, and refreshes a due one once when the answer is current', async () => {
    let clock = 60_000_000;
    const now = () => clock;
    const upstream = upstreamAt(now);
    const refresh = createSingleFlightRefresh(upstream.call, now);
    const due = (expiredAt: number) => isRefreshDue(expiredAt, now());
    const session = upstream.issue();
    expect(await refreshWhileDue(session, refresh, due)).toEqual({ kind: 'current', session });
    clock += 6_000;
    expect((await refreshWhileDue(session, refresh, due)).kind).toBe('refreshed');
    expect(upstream.call).toHaveBeenCalledTimes(1);
  });
});
