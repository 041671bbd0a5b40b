import { currencyOfRegion, formatCount, formatMoney } from './money';

describe('dashboard money', () => {
  it('shows minor units in the region’s currency and the reader’s locale', () => {
    expect(formatMoney(123450, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(123450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(123450, 'USD', 'en-GB')).toBe('US$1,234.50');
    expect(formatMoney(5, 'GBP', 'en-GB')).toBe('£0.05');
    expect(formatMoney(123450, 'GBP', 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 £');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });

  it('shortens axis values', () => {
    expect(formatMoney(1_250_000, 'GBP', 'en-GB', { compact: true })).toBe('£12.5k');
  });

  it('maps regions to currencies and formats counts', () => {
    expect(currencyOfRegion('gb')).toBe('GBP');
    expect(currencyOfRegion('us')).toBe('USD');
    expect(formatCount(12345, 'en-GB')).toBe('12,345');
  });
});
