/** @jest-environment jsdom */
// A list cell joins its entries, cuts them to the column's length, and says "—" for an empty list.
import { cellText, EMPTY_VALUE } from './cell-value';

const column = { field: 'value', label: 'Value', format: 'list' as const, maxChars: 20 };

describe('cellText for lists', () => {
  it('joins the entries and cuts them to the column’s length', () => {
    expect(cellText({ value: ['GSL', 'P'] }, column, [])).toBe('GSL, P');
    expect(cellText({ value: ['Tablet', 'Film-coated tablet', 'Capsule'] }, column, [])).toBe('Tablet, Film-coated…');
  });

  it('shows a dash for an empty list, and cuts a text in a list column too', () => {
    expect(cellText({ value: [] }, column, [])).toBe(EMPTY_VALUE);
    expect(cellText({ value: 'Not sure this is right for you?' }, column, [])).toBe('Not sure this is ri…');
  });
});
