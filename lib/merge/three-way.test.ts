import { isSameValue, mergeOutcome, mergeThreeWay, settleConflicts, type MergeOutcome } from './three-way';

// For each kind of value: the base, a change, and another change.
const KINDS: [kind: string, base: unknown, changed: unknown, other: unknown][] = [
  ['text', 'Ibuprofen', 'Ibuprofen 200 mg', 'Ibuprofen tablets'],
  ['number', 4.99, 5.49, 3.99],
  ['zero and a number', 0, 1, 2],
  ['boolean', false, true, null],
  ['empty and set', null, 'set', 'set otherwise'],
  ['list of ids', [1, 2, 3], [1, 3], [3, 2, 1]],
  ['list of rows', [{ product_id: 1, quantity: 2 }], [{ product_id: 1, quantity: 3 }], [{ product_id: 2, quantity: 2 }]],
  ['nested object', { gb: { price: 1 }, us: { price: 2 } }, { gb: { price: 1 }, us: { price: 3 } }, { gb: { price: 9 }, us: { price: 2 } }],
];

// Every combination of a side left alone, changed, and changed the same or differently as the other side.
const COMBINATIONS: [mine: 'base' | 'changed', theirs: 'base' | 'changed' | 'other', outcome: MergeOutcome, merged: 'base' | 'changed' | 'other'][] = [
  ['base', 'base', 'unchanged', 'base'],
  ['base', 'changed', 'theirs', 'changed'],
  ['changed', 'base', 'mine', 'changed'],
  ['changed', 'changed', 'same', 'changed'],
  ['changed', 'other', 'conflict', 'changed'],
];

describe('mergeThreeWay', () => {
  describe.each(KINDS)('for a %s', (_kind, base, changed, other) => {
    const value = { base, changed, other };
    it.each(COMBINATIONS)('mine %s, theirs %s → %s, merged %s', (mine, theirs, outcome, merged) => {
      const result = mergeThreeWay({ field: base }, { field: value[mine] }, { field: value[theirs] });
      expect(result.outcomes.field).toBe(outcome);
      expect(result.merged.field).toEqual(value[merged]);
      expect(result.conflicts).toEqual(outcome === 'conflict' ? [{ field: 'field', base, mine: value[mine], theirs: value[theirs] }] : []);
    });
  });

  it('merges each field on its own: distinct changes are both kept with no conflict', () => {
    const base = { name: 'Ibuprofen', price: 4.99, tags: ['pain'], stock: 10 };
    const mine = { name: 'Ibuprofen 200 mg', price: 4.99, tags: ['pain'], stock: 10 };
    const theirs = { name: 'Ibuprofen', price: 5.49, tags: ['pain', 'fever'], stock: 10 };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      merged: { name: 'Ibuprofen 200 mg', price: 5.49, tags: ['pain', 'fever'], stock: 10 },
      outcomes: { name: 'mine', price: 'theirs', tags: 'theirs', stock: 'unchanged' },
      conflicts: [],
    });
  });

  it('lists conflicts in the order of the fields it is given, and merges only those fields', () => {
    const base = { a: 1, b: 1, c: 1, version: 3 };
    const mine = { a: 2, b: 2, c: 1, version: 3 };
    const theirs = { a: 3, b: 3, c: 4, version: 4 };
    const result = mergeThreeWay(base, mine, theirs, ['b', 'a', 'c']);
    expect(result.conflicts.map((conflict) => conflict.field)).toEqual(['b', 'a']);
    expect(result.merged).toEqual({ b: 2, a: 2, c: 4 });
  });

  it('counts a field one side lacks as empty', () => {
    expect(mergeThreeWay({ note: null }, {}, { note: 'Set' }).merged).toEqual({ note: 'Set' });
    expect(mergeThreeWay({}, { note: 'Mine' }, { note: null }).outcomes).toEqual({ note: 'mine' });
  });
});

describe('settleConflicts', () => {
  const merge = mergeThreeWay({ a: 1, b: 1, c: 1 }, { a: 2, b: 2, c: 1 }, { a: 3, b: 3, c: 4 });

  it('takes each conflict from the side chosen and keeps the silent merges', () => {
    expect(settleConflicts(merge, { a: 'theirs', b: 'mine' })).toEqual({ a: 3, b: 2, c: 4 });
  });

  it('keeps the typed value of a conflict with no choice', () => {
    expect(settleConflicts(merge, {})).toEqual({ a: 2, b: 2, c: 4 });
  });

  it('does not change the merge it settles', () => {
    settleConflicts(merge, { a: 'theirs', b: 'theirs' });
    expect(merge.merged).toEqual({ a: 2, b: 2, c: 4 });
  });
});

describe('isSameValue', () => {
  it.each([
    ['equal text', 'a', 'a', true],
    ['other text', 'a', 'A', false],
    ['null and undefined', null, undefined, true],
    ['null and empty text', null, '', false],
    ['zero and false', 0, false, false],
    ['a number and its text', 1, '1', false],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['arrays by value', [1, [2, 3]], [1, [2, 3]], true],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['an array and a longer one', [1], [1, undefined], false],
    ['objects with keys in any order', { a: 1, b: { c: [1] } }, { b: { c: [1] }, a: 1 }, true],
    ['objects differing deep down', { a: { b: { c: 1 } } }, { a: { b: { c: 2 } } }, false],
    ['an object and an array', {}, [], false],
    ['an absent key and a null one', { a: 1 }, { a: 1, b: null }, true],
  ])('%s', (_what, a, b, same) => {
    expect(isSameValue(a, b)).toBe(same);
    expect(isSameValue(b, a)).toBe(same);
  });
});

describe('mergeOutcome', () => {
  it('treats a change back to the base as no change', () => {
    expect(mergeOutcome('a', 'a', 'b')).toBe('theirs');
  });
});
