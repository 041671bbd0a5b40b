import { addDays, dayInZone, daysOf, isIsoDay, periodInstants, periodLength, presetPeriod, previousPeriod, REGION_TIME_ZONES, startOfDayInZone } from './period';

describe('dashboard periods', () => {
  it('compares with the previous period of the same length, ending the day before', () => {
    expect(previousPeriod({ from: '2026-11-17', to: '2026-11-23' })).toEqual({ from: '2026-11-10', to: '2026-11-16' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-01' })).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(periodLength(previousPeriod({ from: '2026-01-01', to: '2026-03-31' }))).toBe(90);
  });

  it('lists every day of a period, across a month and a leap day', () => {
    expect(daysOf({ from: '2024-02-27', to: '2024-03-01' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('presets end today in the region’s own time zone', () => {
    // 23:30 UTC on 23 November is the 23rd in London and New York alike, 02:30 on 1 July UTC is 30 June in New York.
    expect(presetPeriod(7, 'gb', Date.parse('2026-11-23T23:30:00Z'))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetPeriod(30, 'us', Date.parse('2026-07-01T02:30:00Z'))).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(presetPeriod(7, 'gb', Date.parse('2026-07-01T23:30:00Z')).to).toBe('2026-07-02');
  });

  it('buckets an instant into the day of Europe/London or America/New_York', () => {
    const lateEvening = '2026-07-15T23:30:00Z';
    expect(dayInZone(lateEvening, REGION_TIME_ZONES.gb)).toBe('2026-07-16'); // BST, UTC+1
    expect(dayInZone(lateEvening, REGION_TIME_ZONES.us)).toBe('2026-07-15'); // EDT, UTC−4
    expect(dayInZone('2026-01-15T23:30:00Z', REGION_TIME_ZONES.gb)).toBe('2026-01-15'); // GMT
    expect(dayInZone('2026-01-16T04:59:59Z', REGION_TIME_ZONES.us)).toBe('2026-01-15'); // EST, UTC−5
  });

  it('starts a day at local midnight, through clock changes', () => {
    expect(new Date(startOfDayInZone('2026-07-16', 'Europe/London')).toISOString()).toBe('2026-07-15T23:00:00.000Z');
    expect(new Date(startOfDayInZone('2026-01-16', 'Europe/London')).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(new Date(startOfDayInZone('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfDayInZone('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // The day the clocks go forward in London lasts 23 hours.
    const { start, end } = periodInstants({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/London');
    expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(23);
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-1')).toBe(false);
    expect(isIsoDay('tomorrow')).toBe(false);
  });
});
