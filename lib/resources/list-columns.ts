// A list's visible columns in its URL (`columns=name,price,status`): which of the declared columns are
// shown, always in their declared order. Absent means the list's default (every declared column), and
// unknown fields are ignored, so an old link or a saved view never breaks a list. Kept apart from
// list-state.ts so that custom list screens without a column chooser load none of it.

/** The URL parameter of the visible columns. */
export const COLUMNS_PARAM = 'columns';

/** The columns a URL's `columns` value shows, in declared order; all of them when it names none. */
export function visibleColumns<C extends { field: string }>(value: string | null, columns: readonly C[]): readonly C[] {
  if (value === null) return columns;
  const wanted = value.split(',');
  const shown = columns.filter((column) => wanted.includes(column.field));
  return shown.length ? shown : columns;
}

/**
 * The `columns` value for showing `fields` (declared order, unknown ones dropped), or null for the
 * default: every column, or none, which a list never shows.
 */
export function columnsValue(fields: readonly string[], columns: readonly { field: string }[]): string | null {
  const shown = columns.filter((column) => fields.includes(column.field));
  return shown.length && shown.length < columns.length ? shown.map((column) => column.field).join(',') : null;
}
