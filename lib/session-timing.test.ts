import { REFRESH_LEAD_MS, isRefreshDue, refreshDelayMs } from './session-timing';

describe('isRefreshDue', () => {
  const expiredAt = 100_000;
  it.each([
    [expiredAt - 5_001, false],
    [expiredAt - 5_000, true],
    [expiredAt - 4_999, true],
    [expiredAt + 60_000, true],
  ])('at %p is %p', (now, due) => {
    expect(isRefreshDue(expiredAt, now)).toBe(due);
  });
});

describe('refreshDelayMs', () => {
  const now = 1_700_000_000_000;

  it('refreshes 5 s before the access token expires', () => {
    expect(refreshDelayMs(now + 60_000, now)).toBe(60_000 - REFRESH_LEAD_MS);
  });

  it('never schedules a tight loop for a token that is already due', () => {
    expect(refreshDelayMs(now - 10_000, now)).toBe(1_000);
  });

  it('stays within what setTimeout can hold', () => {
    expect(refreshDelayMs(now + 90 * 24 * 3600 * 1000, now)).toBe(2 ** 31 - 1);
  });
});
