// How a list cell shows a record's value for its column: money in the row's currency, dates, option labels.
import { formatMoney } from '@/lib/resources/regions';
import type { ColumnDef, FieldDef } from '@/lib/resources/types';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function cellText(record: Record<string, unknown>, column: ColumnDef, fields: readonly FieldDef[]): string {
  const value = record[column.field];
  if (value === null || value === undefined || value === '') return '—';
  switch (column.format) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value, record.region) : String(value);
    case 'date': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
    }
    case 'option': {
      const field = fields.find((f) => f.name === column.field);
      const choice = field?.type === 'option' ? field.options?.find((o) => o.value === value) : undefined;
      return choice?.label ?? String(value);
    }
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value);
    default:
      return String(value);
  }
}
