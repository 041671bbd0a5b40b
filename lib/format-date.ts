// How the console shows a day and a moment, on every screen: a day as "30 Oct 2026", a moment as
// "30 Oct 2026, 14:05 GMT" with its zone always named. One module, so a list cell, a drawer, the history,
// the audit log and the dashboard never disagree on the shape of a date. Pure: no React, no zod.

/** The zone a moment is shown in before the viewer's own is known (on the server, while hydrating). */
export const DEFAULT_TIME_ZONE = 'UTC';

// One style for every date: day, short month, year. British order reads the same to a UK and a US
// reader, where "10/11/2026" does not.
const LOCALE = 'en-GB';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'day' | 'short-day' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(kind === 'short-day' ? {} : { year: 'numeric' }) };
    format = new Intl.DateTimeFormat(LOCALE, kind === 'time' ? { ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'short' } : { ...day, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** The instant a value holds: a calendar day ("2026-11-16") as noon UTC, so it names the same day in any zone. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = typeof value === 'string' && ISO_DAY.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day: "30 Oct 2026". Calendar days and instants alike are read in UTC, as the upstream stores them; a value that is no date is shown as it is. */
export function formatDay(value: unknown): string {
  const date = toDate(value);
  return date ? formatter('day', 'UTC').format(date) : String(value ?? '');
}

/** A day without its year, where the year is said nearby (a chart's axis): "30 Oct". */
export function formatShortDay(value: unknown): string {
  const date = toDate(value);
  return date ? formatter('short-day', 'UTC').format(date) : '';
}

/** A moment with its zone: "30 Oct 2026, 14:05 GMT" (the viewer's zone where given, else UTC). */
export function formatTime(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return String(value ?? '');
  try {
    return formatter('time', timeZone).format(date);
  } catch {
    // A zone the runtime does not know (an odd browser setting): UTC, still named.
    return formatter('time', DEFAULT_TIME_ZONE).format(date);
  }
}
