import { sourceIdFromPath } from './source-id';

describe('sourceIdFromPath', () => {
  it('reads a positive whole number', () => {
    expect(sourceIdFromPath('1')).toBe(1);
    expect(sourceIdFromPath('4021')).toBe(4021);
    expect(sourceIdFromPath('1234567890123456')).toBe(1234567890123456);
  });

  it('refuses what names no record: zero, signs, leading zeros, exponents, decimals, words, too many digits', () => {
    for (const segment of ['', '0', '-1', '+1', '01', '1e3', '1.5', 'abc', ' 1', '12345678901234567']) expect(sourceIdFromPath(segment)).toBeNull();
  });
});
