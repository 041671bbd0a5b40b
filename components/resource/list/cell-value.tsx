// How a list cell (and the detail view) shows a record's value: money in the record's currency, dates,
// option labels, statuses as coloured badges, long text cut short; or the area's own cell, where the
// column names one.
import { Badge } from '@chakra-ui/react';
import { CUSTOM_CELLS } from '@/areas/custom-cells';
import { formatDay, formatTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/resources/regions';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { EMPTY_VALUE } from '../empty-value';
import type { ColumnDef, FieldDef, OptionChoice } from '@/lib/resources/types';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type RecordValues = Readonly<Record<string, unknown>>;

export { EMPTY_VALUE };

/** A date as every screen shows it (lib/format-date.ts): the day, or the moment with its zone (UTC unless the viewer's is given). */
export function formatDate(value: unknown, withTime = false, timeZone?: string): string {
  return withTime ? formatTime(value, timeZone) : formatDay(value);
}

/** The declared choice of an option field for a value, if any. */
export function choiceOf(fields: readonly FieldDef[], name: string, value: unknown): OptionChoice | undefined {
  const field = fields.find((f) => f.name === name);
  return field?.type === 'option' ? field.options?.find((o) => o.value === String(value)) : undefined;
}

/** The cell's text for every format but badges. */
export function cellText(record: RecordValues, column: ColumnDef, fields: readonly FieldDef[], regionField?: string, timeZone?: string): string {
  const value = record[column.field];
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (column.format) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, regionField ? record[regionField] : undefined) : String(value);
    case 'date':
    case 'datetime':
      return formatDate(value, column.format === 'datetime', timeZone);
    case 'option':
    case 'badge':
      return choiceOf(fields, column.field, value)?.label ?? String(value);
    default: {
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      // A calendar day the column declares no format for still reads as a day, never as "2026-11-16".
      if (typeof value === 'string' && (ISO_DAY.test(value) || fields.find((field) => field.name === column.field)?.type === 'date')) return formatDay(value);
      const text = column.format === 'list' && Array.isArray(value) ? value.join(', ') || EMPTY_VALUE : String(value);
      return column.maxChars && text.length > column.maxChars ? `${text.slice(0, column.maxChars - 1).trimEnd()}…` : text;
    }
  }
}

/** A status as a badge in its declared colour. */
export function StatusBadge({ fields, name, value }: { fields: readonly FieldDef[]; name: string; value: unknown }) {
  const choice = choiceOf(fields, name, value);
  return (
    <Badge colorPalette={choice?.colour ?? 'gray'} variant="subtle" size="sm">
      {choice?.label ?? String(value ?? EMPTY_VALUE)}
    </Badge>
  );
}

export function CellValue({ record, column, fields, regionField }: { record: RecordValues; column: ColumnDef; fields: readonly FieldDef[]; regionField?: string }) {
  if (column.component) {
    const Cell = CUSTOM_CELLS[column.component];
    return <Cell record={record} column={column} fields={fields} regionField={regionField} />;
  }
  return <PlainCell record={record} column={column} fields={fields} regionField={regionField} />;
}

function PlainCell({ record, column, fields, regionField }: { record: RecordValues; column: ColumnDef; fields: readonly FieldDef[]; regionField?: string }) {
  // Only a moment depends on the viewer's zone; the hook keeps server and first client render alike.
  const timeZone = useTimeZone();
  if (column.format === 'badge' && record[column.field] != null) return <StatusBadge fields={fields} name={column.field} value={record[column.field]} />;
  return cellText(record, column, fields, regionField, timeZone);
}
