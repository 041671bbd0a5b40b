import type { UpstreamSession } from '@/lib/contract/auth';
import { createSingleFlightRefresh, type RefreshOutcome } from './refresh';

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
