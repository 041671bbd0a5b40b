// The dashboard's period arithmetic (docs/special-calls.md#dashboard): whole days in a region's time zone
// (gb → Europe/London, us → America/New_York), the previous period of the same length, and the day
// buckets of a chart. Pure, so the console, its tests and the sandbox agree on every boundary.
import type { Region } from '@/lib/resources/types';

/** The regions a dashboard can show: one storefront, or both side by side. */
export const DASHBOARD_REGIONS = ['all', 'gb', 'us'] as const;
export type DashboardRegion = (typeof DASHBOARD_REGIONS)[number];

/** Where each storefront's day starts and ends. */
export const REGION_TIME_ZONES: Record<Region, string> = { gb: 'Europe/London', us: 'America/New_York' };

/** The period presets the page offers, in days ending today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 30;

/**
 * The longest period the call answers: two years, a leap day included (any period up to two years must
 * answer), and no more, so a typo cannot ask for a century of day buckets.
 */
export const MAX_PERIOD_DAYS = 731;

/** Inclusive first and last day, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day's number since 1970-01-01 (calendar arithmetic, no zone involved). */
function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(day: string): boolean {
  return ISO_DAY.test(day) && dayFromNumber(dayNumber(day)) === day;
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(dayNumber(day) + days);
}

/** Days from `from` to `to`, both counted. */
export function periodLength({ from, to }: Period): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  const length = periodLength(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** Every day of the period in order: the x axis of a by-day chart. */
export function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n += 1) days.push(dayFromNumber(n));
  return days;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in `timeZone`. */
export function dayInZone(at: number | string | Date, timeZone: string): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, format);
  }
  return format.format(new Date(at));
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at instant `at`, in milliseconds. */
function zoneOffset(at: number, timeZone: string): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant `day` starts (00:00 on the wall clock) in `timeZone`, in epoch milliseconds. */
export function startOfDayInZone(day: string, timeZone: string): number {
  const midnightUtc = dayNumber(day) * DAY_MS;
  // Two passes: the first offset may belong to the other side of a clock change near midnight.
  const guess = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return midnightUtc - zoneOffset(guess, timeZone);
}

/** The instants a period covers in `timeZone`: from its first midnight (inclusive) to the one after its last day (exclusive). */
export function periodInstants(period: Period, timeZone: string): { start: string; end: string } {
  return {
    start: new Date(startOfDayInZone(period.from, timeZone)).toISOString(),
    end: new Date(startOfDayInZone(addDays(period.to, 1), timeZone)).toISOString(),
  };
}

/** The time zone that decides "today" for a region; both storefronts together follow London, where the team works. */
export function timeZoneOf(region: DashboardRegion): string {
  return region === 'all' ? REGION_TIME_ZONES.gb : REGION_TIME_ZONES[region];
}

/** The preset's period: `days` days ending today in the region's time zone. */
export function presetPeriod(days: number, region: DashboardRegion, now: number = Date.now()): Period {
  const to = dayInZone(now, timeZoneOf(region));
  return { from: addDays(to, -(days - 1)), to };
}
