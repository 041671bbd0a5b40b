import { columnsValue, visibleColumns } from './list-columns';

const COLUMNS = [{ field: 'name' }, { field: 'price' }, { field: 'status' }, { field: 'stock' }] as const;
const fields = (columns: readonly { field: string }[]) => columns.map((column) => column.field);

describe('visibleColumns', () => {
  it('shows every declared column when the URL names none', () => {
    expect(visibleColumns(null, COLUMNS)).toBe(COLUMNS);
  });

  it('keeps the declared order whatever order the URL gives', () => {
    expect(fields(visibleColumns('status,name', COLUMNS))).toEqual(['name', 'status']);
  });

  it('ignores unknown fields, repeats and empty entries', () => {
    expect(fields(visibleColumns('price,,secret,price', COLUMNS))).toEqual(['price']);
  });

  it('falls back to every column when nothing known is left', () => {
    expect(visibleColumns('', COLUMNS)).toBe(COLUMNS);
    expect(visibleColumns('secret,other', COLUMNS)).toBe(COLUMNS);
  });

  it('matches whole field names only', () => {
    expect(fields(visibleColumns('name,pri', COLUMNS))).toEqual(['name']);
  });
});

describe('columnsValue', () => {
  it('writes the shown fields in declared order', () => {
    expect(columnsValue(['stock', 'name'], COLUMNS)).toBe('name,stock');
  });

  it('is null for the default: every column shown', () => {
    expect(columnsValue(['stock', 'status', 'price', 'name'], COLUMNS)).toBeNull();
  });

  it('is null when no known column is left, so a list never shows none', () => {
    expect(columnsValue([], COLUMNS)).toBeNull();
    expect(columnsValue(['secret'], COLUMNS)).toBeNull();
  });

  it('round-trips through visibleColumns', () => {
    const value = columnsValue(['price', 'status', 'unknown'], COLUMNS);
    expect(fields(visibleColumns(value, COLUMNS))).toEqual(['price', 'status']);
  });
});
