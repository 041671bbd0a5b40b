// A figure's change against the previous period, as the KPI cards show it: an arrow, a sign and a
// percentage, so the direction never rests on colour alone.

export type ChangeDirection = 'up' | 'down' | 'flat';

export type Change =
  /** Both periods have a value and the earlier one is not zero. */
  | { kind: 'percent'; direction: ChangeDirection; percent: number }
  /** The earlier period was zero and this one is not: there is no percentage of nothing. */
  | { kind: 'new'; direction: 'up' }
  /** No earlier figure to compare with (missing), or zero both times. */
  | { kind: 'none' };

/** The change from `previous` to `current`, with the percentage rounded to one decimal. */
export function changeBetween(current: number | null | undefined, previous: number | null | undefined): Change {
  if (current === null || current === undefined || previous === null || previous === undefined) return { kind: 'none' };
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return { kind: 'none' };
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new', direction: 'up' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  const direction: ChangeDirection = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  // Math.round leaves -0 for a tiny fall; a flat change reads "0%".
  return { kind: 'percent', direction, percent: percent === 0 ? 0 : percent };
}

/** The change as words and signs: "▲ +12.5%", "▼ −3%", "0%", "New", "No comparison". */
export function describeChange(change: Change, locale?: string): string {
  if (change.kind === 'none') return 'No comparison';
  if (change.kind === 'new') return '▲ New';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change.percent);
  if (change.direction === 'flat') return `${number}%`;
  return `${change.direction === 'up' ? '▲' : '▼'} ${number}%`;
}
