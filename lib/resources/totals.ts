// Whether a record's money adds up (`total = Σ plus − Σ minus`), for the drawer to flag a mismatch from
// upstream rather than hide it (docs/business-rules.md#orders).
import type { TotalsCheck } from './types';

export type TotalsResult =
  | { ok: true }
  | { ok: false; expected: number; actual: number | null };

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function checkTotals(record: Readonly<Record<string, unknown>>, check: TotalsCheck): TotalsResult {
  const expected = check.plus.reduce((sum, name) => sum + amount(record[name]), 0) - check.minus.reduce((sum, name) => sum + amount(record[name]), 0);
  const raw = record[check.total];
  const actual = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  return actual === expected ? { ok: true } : { ok: false, expected, actual };
}

/** Sum of `unit_price × quantity` over order lines: what the subtotal should be. */
export function linesSubtotal(lines: readonly { unit_price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
}
