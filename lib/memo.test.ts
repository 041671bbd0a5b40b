import { memoize } from './memo';

describe('memoize', () => {
  it('works an answer out once per key, undefined and null answers too', () => {
    const fn = jest.fn((name: string) => (name === 'none' ? undefined : name.toUpperCase()));
    const remembered = memoize(fn, (name) => name);
    expect(remembered('a')).toBe('A');
    expect(remembered('a')).toBe('A');
    expect(remembered('none')).toBeUndefined();
    expect(remembered('none')).toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keys by what keyOf says', () => {
    const fn = jest.fn((a: string, b: number) => `${a}${b}`);
    const remembered = memoize(fn, (a, b) => `${a} ${b}`);
    expect(remembered('x', 1)).toBe('x1');
    expect(remembered('x', 2)).toBe('x2');
    expect(remembered('x', 1)).toBe('x1');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('holds no more than max answers: when full it forgets them all and starts again', () => {
    const fn = jest.fn((n: number) => n * 2);
    const remembered = memoize(fn, String, 3);
    for (const n of [1, 2, 3]) remembered(n);
    expect(fn).toHaveBeenCalledTimes(3);
    remembered(4); // full: forgets 1–3, remembers 4
    remembered(4);
    expect(fn).toHaveBeenCalledTimes(4);
    remembered(1);
    expect(fn).toHaveBeenCalledTimes(5);
  });
});
