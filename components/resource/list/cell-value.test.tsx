/** @jest-environment jsdom */
// A list cell joins its entries, cuts them to the column's length, and says "—" for an empty list; a
// column that names an area's own cell is drawn by it.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { system } from '@/components/ui/system';
import { CellValue, cellText, EMPTY_VALUE } from './cell-value';

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

describe('cellText for yes/no, days and moments', () => {
  it('reads a boolean as Yes or No, never true or false', () => {
    const reviewer = { field: 'is_medical_reviewer', label: 'Medical reviewer' };
    expect(cellText({ is_medical_reviewer: true }, reviewer, [])).toBe('Yes');
    expect(cellText({ is_medical_reviewer: false }, reviewer, [])).toBe('No');
  });

  it('shows a calendar day as a day, whatever the column declares', () => {
    expect(cellText({ due: '2026-11-16' }, { field: 'due', label: 'Due' }, [])).toBe('16 Nov 2026');
    expect(cellText({ due: '2026-11-16' }, { field: 'due', label: 'Due', format: 'date' }, [])).toBe('16 Nov 2026');
  });

  it('names the zone of a moment, the viewer’s where given', () => {
    const updated = { field: 'updated_at', label: 'Updated', format: 'datetime' as const };
    expect(cellText({ updated_at: '2026-10-30T14:05:00.000Z' }, updated, [])).toBe('30 Oct 2026, 14:05 UTC');
    expect(cellText({ updated_at: '2026-10-30T14:05:00.000Z' }, updated, [], undefined, 'Europe/London')).toBe('30 Oct 2026, 14:05 GMT');
  });
});

describe('a column with its area’s own cell', () => {
  const review = { field: 'review_flag', label: 'Review', component: 'review-flag' as const };
  const cell = (value: unknown) =>
    render(
      <ChakraProvider value={system}>
        <CellValue record={{ review_flag: value }} column={review} fields={[]} />
      </ChakraProvider>,
    );

  it('draws content’s review flag as a badge, overdue and due soon in colours of their own', () => {
    cell('Overdue');
    cell('Due soon');
    const [overdue, soon] = [screen.getByText('Overdue'), screen.getByText('Due soon')];
    expect(overdue).toHaveClass('chakra-badge');
    expect(soon).toHaveClass('chakra-badge');
    expect(overdue.className).not.toBe(soon.className);
  });

  it('says "—" when no review is due', () => {
    cell(null);
    expect(screen.getByText(EMPTY_VALUE)).toBeInTheDocument();
  });
});
