import { changeBetween, describeChange } from './change';

describe('dashboard changes', () => {
  it('gives a signed percentage against a non-zero base', () => {
    expect(changeBetween(150, 120)).toEqual({ kind: 'percent', direction: 'up', percent: 25 });
    expect(changeBetween(90, 120)).toEqual({ kind: 'percent', direction: 'down', percent: -25 });
    expect(changeBetween(1, 3)).toEqual({ kind: 'percent', direction: 'down', percent: -66.7 });
    expect(changeBetween(120, 120)).toEqual({ kind: 'percent', direction: 'flat', percent: 0 });
  });

  it('has no percentage of a zero base: new when something appeared, none when both are zero', () => {
    expect(changeBetween(5, 0)).toEqual({ kind: 'new', direction: 'up' });
    expect(changeBetween(0, 0)).toEqual({ kind: 'none' });
    expect(changeBetween(0, 4)).toEqual({ kind: 'percent', direction: 'down', percent: -100 });
  });

  it('has no comparison when a figure is missing', () => {
    expect(changeBetween(5, undefined)).toEqual({ kind: 'none' });
    expect(changeBetween(null, 5)).toEqual({ kind: 'none' });
    expect(changeBetween(5, Number.NaN)).toEqual({ kind: 'none' });
  });

  it('says the direction with an arrow and a sign, not colour alone', () => {
    expect(describeChange(changeBetween(150, 120), 'en-GB')).toBe('▲ +25%');
    expect(describeChange(changeBetween(1, 3), 'en-GB')).toBe('▼ -66.7%');
    expect(describeChange(changeBetween(3, 3), 'en-GB')).toBe('0%');
    expect(describeChange(changeBetween(3, 0), 'en-GB')).toBe('▲ New');
    expect(describeChange(changeBetween(3, undefined), 'en-GB')).toBe('No comparison');
    expect(describeChange(changeBetween(1234, 1000), 'de-DE')).toBe('▲ +23,4%');
  });
});
