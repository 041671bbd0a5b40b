import { moneySchema, optionalMoneySchema } from './schema-parts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);

describe('money', () => {
  it('says an empty required amount is required', () => {
    expect(messageOf(moneySchema('Price').safeParse(undefined))).toBe('Price is required');
    expect(messageOf(moneySchema('Price').safeParse(null))).toBe('Price is required');
  });

  it('says what an amount looks like when the text is not one ("abc", "1.2.3" reach it as NaN)', () => {
    expect(messageOf(moneySchema('Price').safeParse(Number.NaN))).toBe('Enter an amount such as 4.99');
    expect(messageOf(moneySchema('Price').safeParse('4.99'))).toBe('Enter an amount such as 4.99');
    expect(messageOf(optionalMoneySchema('Compare-at price').safeParse(Number.NaN))).toBe('Enter an amount such as 4.99');
  });

  it('lets an optional amount be empty, and keeps whole minor units', () => {
    expect(optionalMoneySchema('Compare-at price').parse(null)).toBeNull();
    expect(optionalMoneySchema('Compare-at price').parse(undefined)).toBeNull();
    expect(moneySchema('Price').parse(499)).toBe(499);
    expect(messageOf(moneySchema('Price').safeParse(-1))).toBe('Price cannot be negative');
  });
});
