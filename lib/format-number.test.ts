import { countOf, formatCount } from './format-number';

describe('formatCount', () => {
  it('separates thousands with commas', () => {
    expect(formatCount(10000)).toBe('10,000');
    expect(formatCount(200000)).toBe('200,000');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('leaves numbers under a thousand as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });
});

describe('countOf', () => {
  it('names one thing in the singular and others in the plural', () => {
    expect(countOf(1, 'record')).toBe('1 record');
    expect(countOf(0, 'record')).toBe('0 records');
    expect(countOf(10000, 'record')).toBe('10,000 records');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
