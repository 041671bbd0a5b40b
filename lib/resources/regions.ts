// The storefront regions and their money (docs/business-rules.md#regions-and-currencies), on their own: a list screen formats every price
// cell with them, and nothing else of the catalogue rules needs to reach its first load.
import type { OptionChoice, Region } from './types';

export const REGION_CHOICES: readonly OptionChoice[] = [
  { value: 'gb', label: 'United Kingdom (gb)' },
  { value: 'us', label: 'United States (us)' },
];

/** A region's name as a sentence says it ("United Kingdom"), without the code the choices show beside it. */
export const REGION_NAMES: Record<Region, string> = { gb: 'United Kingdom', us: 'United States' };

/** The region's name, or the value itself when it is no region the console knows. */
export function regionName(region: unknown): string {
  return isRegion(region) ? REGION_NAMES[region] : String(region ?? '');
}

/** docs/business-rules.md#regions-and-currencies: gb → GBP £, us → USD $. */
export const CURRENCY_BY_REGION: Record<Region, { code: 'GBP' | 'USD'; symbol: '£' | '$' }> = {
  gb: { code: 'GBP', symbol: '£' },
  us: { code: 'USD', symbol: '$' },
};

export function isRegion(value: unknown): value is Region {
  return value === 'gb' || value === 'us';
}

/** Minor units as the region's money ("£5.99"); a missing region shows the bare amount. */
export function formatMoney(minor: number, region: unknown): string {
  const amount = (minor / 100).toFixed(2);
  return isRegion(region) ? `${CURRENCY_BY_REGION[region].symbol}${amount}` : amount;
}
