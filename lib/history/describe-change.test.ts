import type { FieldDef } from '@/lib/resources/types';
import { describeChange, formatHistoryValue, humanise, referencedRecords, type HistoryMeta } from './describe-change';

const fields: FieldDef[] = [
  { type: 'placeholder', name: 'basics', label: 'Basics' },
  { type: 'string', name: 'name', label: 'Name' },
  { type: 'string', name: 'description', label: 'Description', format: 'markdown' },
  { type: 'number', name: 'price', label: 'Price', format: 'money' },
  { type: 'number', name: 'stock', label: 'Stock', format: 'integer' },
  { type: 'boolean', name: 'is_featured', label: 'Featured' },
  { type: 'date', name: 'next_review', label: 'Next review' },
  { type: 'option', name: 'status', label: 'Status', options: [{ value: 'draft', label: 'Draft' }, { value: 'in_review', label: 'In review' }] },
  { type: 'option', name: 'tags', label: 'Tags', multiple: true, options: [{ value: 'a', label: 'Alpha' }] },
  { type: 'collection', name: 'category_id', label: 'Category', resource: 'categories', labelField: 'name', onDelete: 'refuse' },
  { type: 'collection', name: 'images', label: 'Images', resource: 'files', labelField: 'filename', multiple: true, onDelete: 'clear' },
  { type: 'array', name: 'ingredients', label: 'Ingredients', itemLabel: 'Ingredient', newItem: {}, of: [{ type: 'string', name: 'name', label: 'Name' }] },
];
const meta: HistoryMeta = { fields, regionField: 'region' };
const names: Record<string, string> = { 'categories/4': 'Pain relief', 'files/9': 'balm.png' };
const context = { region: 'gb', nameOf: (resource: string, id: number) => names[`${resource}/${id}`] };

describe('describeChange', () => {
  it('shows a short string as it is, under the form’s label', () => {
    expect(describeChange(meta, { field: 'name', from: 'Balm', to: 'Balm Forte' })).toEqual({ field: 'name', label: 'Name', kind: 'values', from: 'Balm', to: 'Balm Forte' });
  });

  it('shows long text as a word diff', () => {
    const from = 'Soothes dry skin on hands and feet, with shea butter and a little lavender oil for calm.';
    const view = describeChange(meta, { field: 'description', from, to: from.replace('little', 'generous') });
    expect(view.kind).toBe('words');
    if (view.kind !== 'words') return;
    expect(view.parts).toEqual(expect.arrayContaining([{ value: 'little', change: 'removed' }, { value: 'generous', change: 'added' }]));
    expect(view.parts.filter((part) => !part.change).map((part) => part.value).join('')).toContain('Soothes dry skin');
  });

  it('shows money in the record’s currency and plain numbers grouped', () => {
    expect(describeChange(meta, { field: 'price', from: 499, to: 650 }, context)).toMatchObject({ from: '£4.99', to: '£6.50' });
    expect(describeChange(meta, { field: 'price', from: 499, to: 650 }, { region: 'us' })).toMatchObject({ from: '$4.99', to: '$6.50' });
    expect(describeChange(meta, { field: 'stock', from: 3, to: 1200 })).toMatchObject({ from: '3', to: '1,200' });
  });

  it('shows booleans as Yes/No and dates as dates', () => {
    expect(describeChange(meta, { field: 'is_featured', from: false, to: true })).toMatchObject({ from: 'No', to: 'Yes' });
    expect(describeChange(meta, { field: 'next_review', from: null, to: '2026-03-12' })).toMatchObject({ from: '', to: '12 Mar 2026' });
  });

  it('shows options by their labels, several joined', () => {
    expect(describeChange(meta, { field: 'status', from: 'draft', to: 'in_review' })).toMatchObject({ label: 'Status', from: 'Draft', to: 'In review' });
    expect(describeChange(meta, { field: 'tags', from: ['a'], to: ['a', 'zz'] })).toMatchObject({ from: 'Alpha', to: 'Alpha, zz' });
  });

  it('shows picked records by name, by id when the name could not be read', () => {
    expect(describeChange(meta, { field: 'category_id', from: 4, to: 5 }, context)).toMatchObject({ label: 'Category', from: 'Pain relief', to: '#5' });
    expect(describeChange(meta, { field: 'images', from: [], to: [9, 10] }, context)).toMatchObject({ from: '', to: 'balm.png, #10' });
  });

  it('counts the rows of a list, and says when rows were edited in place', () => {
    expect(describeChange(meta, { field: 'ingredients', from: [{ name: 'a' }], to: [{ name: 'a' }, { name: 'b' }] })).toMatchObject({ from: '1 ingredient', to: '2 ingredients' });
    expect(describeChange(meta, { field: 'ingredients', from: [{ name: 'a' }], to: [{ name: 'b' }] })).toMatchObject({ from: '1 ingredient', to: '1 ingredient, edited' });
  });

  it('names a value no field declares from its property, and shows it plainly', () => {
    expect(describeChange(meta, { field: 'tracking_number', from: null, to: 'RM123' })).toMatchObject({ label: 'Tracking number', from: '', to: 'RM123' });
    expect(describeChange(meta, { field: 'address', from: null, to: { city: 'Leeds' } })).toMatchObject({ to: '{"city":"Leeds"}' });
    expect(humanise('medical_reviewer_id')).toBe('Medical reviewer');
  });

  it('never takes a placeholder for the field of a change', () => {
    expect(describeChange(meta, { field: 'basics', from: 'x', to: 'y' })).toMatchObject({ label: 'Basics', from: 'x', to: 'y' });
    expect(formatHistoryValue(undefined, '')).toBe('');
  });
});

describe('referencedRecords', () => {
  it('lists each picked record once, from both sides of the changes', () => {
    expect(
      referencedRecords(meta, [
        { field: 'category_id', from: 4, to: 5 },
        { field: 'images', from: [9], to: [9, 10] },
        { field: 'name', from: 'a', to: 'b' },
      ]),
    ).toEqual([
      { resource: 'categories', id: 4, labelField: 'name' },
      { resource: 'categories', id: 5, labelField: 'name' },
      { resource: 'files', id: 9, labelField: 'filename' },
      { resource: 'files', id: 10, labelField: 'filename' },
    ]);
  });
});
