// One shape for every date the console shows: days as "30 Oct 2026", moments with their zone named.
import { formatDay, formatShortDay, formatTime } from './format-date';

describe('formatDay', () => {
  it('shows a calendar day and an instant alike as day, short month, year', () => {
    expect(formatDay('2026-11-16')).toBe('16 Nov 2026');
    expect(formatDay('2026-10-30T23:30:00.000Z')).toBe('30 Oct 2026');
  });

  it('shows a value that is no date as it is', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatShortDay', () => {
  it('leaves the year out, and says nothing for no day', () => {
    expect(formatShortDay('2026-10-30')).toBe('30 Oct');
    expect(formatShortDay('')).toBe('');
  });
});

describe('formatTime', () => {
  it('always names the zone, UTC by default', () => {
    expect(formatTime('2026-10-30T14:05:00.000Z')).toBe('30 Oct 2026, 14:05 UTC');
  });

  it('reads the moment in the viewer’s zone, named', () => {
    expect(formatTime('2026-10-30T14:05:00.000Z', 'Europe/London')).toBe('30 Oct 2026, 14:05 GMT');
    expect(formatTime('2026-07-30T14:05:00.000Z', 'Europe/London')).toBe('30 Jul 2026, 15:05 BST');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatTime('2026-10-30T14:05:00.000Z', 'Mars/Olympus')).toBe('30 Oct 2026, 14:05 UTC');
  });
});
