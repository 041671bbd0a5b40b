// Money on the dashboard: minor units shown in their own currency and the reader's locale, never summed
// across currencies (docs/business-rules.md#regions-and-currencies).
import { CURRENCY_BY_REGION } from '@/lib/resources/regions';
import type { Region } from '@/lib/resources/types';

export const CURRENCIES = ['GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units per major unit; both storefront currencies have two decimals. */
const MINOR_DIGITS: Record<Currency, number> = { GBP: 2, USD: 2 };

export function currencyOfRegion(region: Region): Currency {
  return CURRENCY_BY_REGION[region].code;
}

/** `minor` (pence, cents) as money in `currency` for `locale`: "£1,234.50", "US$1,234.50" (en-GB), "$1,234.50" (en-US). */
export function formatMoney(minor: number, currency: Currency, locale?: string, options: { compact?: boolean } = {}): string {
  const digits = MINOR_DIGITS[currency];
  const major = minor / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(options.compact ? { notation: 'compact', maximumFractionDigits: 1 } : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  }).format(major);
}

export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
