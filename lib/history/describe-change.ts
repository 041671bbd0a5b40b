// How one change of a record's history reads, in the terms of the record's own form (docs/console-screens.md#history-and-the-audit-log): the
// field's label, option labels, Yes/No, money in the record's currency, dates as dates, picked records by
// name, rows counted, and long text as a word diff (jsdiff, as the conflict view). Loaded with the history
// panel only, never on a screen's first load.
import { diffWords } from 'diff';
import type { HistoryChange } from '@/lib/contract/history-types';
import { formatDay } from '@/lib/format-date';
import { formatMoney } from '@/lib/resources/regions';
import type { FieldDef, ResourceMeta } from '@/lib/resources/types';

/** What the describing needs of a resource's definition. */
export type HistoryMeta = Pick<ResourceMeta, 'fields' | 'regionField'>;

export interface ChangeContext {
  /** The record's region, for its currency. */
  region?: unknown;
  /** A picked record's name, when it could be read; `#id` otherwise. */
  nameOf?: (resource: string, id: number) => string | undefined;
}

/** One run of words: kept, or added or removed by the change. */
export interface WordPart {
  value: string;
  change?: 'added' | 'removed';
}

/** A change as the panel draws it: both values side by side ('' for none), or long text as its word diff. */
export type ChangeView =
  | { field: string; label: string; kind: 'values'; from: string; to: string }
  | { field: string; label: string; kind: 'words'; parts: WordPart[] };

/** "meta_description" → "Meta description", for a value no form field declares. */
export function humanise(name: string): string {
  const words = name.replace(/_id$/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Text long enough, or on several lines, to be read as a word diff. */
export function isLongText(...values: unknown[]): boolean {
  return values.some((value) => typeof value === 'string' && (value.length > 60 || value.includes('\n')));
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A value as a person reads it in the field's terms; '' for no value. */
export function formatHistoryValue(field: FieldDef | undefined, value: unknown, context: ChangeContext = {}): string {
  if (isEmpty(value)) return '';
  switch (field?.type) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'number':
      if (typeof value !== 'number') break;
      return field.format === 'money' ? formatMoney(value, context.region) : value.toLocaleString('en-GB');
    case 'date':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) break;
      return formatDay(value);
    case 'option': {
      const labelOf = (item: unknown) => field.options?.find((option) => option.value === item)?.label ?? String(item);
      return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
    }
    case 'collection': {
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => (typeof id === 'number' ? (context.nameOf?.(field.resource, id) ?? `#${id}`) : String(id))).join(', ');
    }
    case 'array':
      if (!Array.isArray(value)) break;
      return plural(value.length, field.itemLabel.toLowerCase());
    default:
      break;
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** The form's field of that name, sections' rows and placeholders aside. */
export function fieldNamed(meta: HistoryMeta, name: string): FieldDef | undefined {
  return meta.fields.find((field) => field.name === name && field.type !== 'placeholder');
}

/** One change, described with the field's label and terms. */
export function describeChange(meta: HistoryMeta, change: HistoryChange, context: ChangeContext = {}): ChangeView {
  const field = fieldNamed(meta, change.field);
  const label = field?.label ?? humanise(change.field);
  const isText = !field || field.type === 'string';
  if (isText && isLongText(change.from, change.to) && (typeof change.from === 'string' || typeof change.to === 'string')) {
    const parts = diffWords(typeof change.from === 'string' ? change.from : '', typeof change.to === 'string' ? change.to : '').map(
      (part): WordPart => ({ value: part.value, ...(part.added ? { change: 'added' } : part.removed ? { change: 'removed' } : {}) }),
    );
    return { field: change.field, label, kind: 'words', parts };
  }
  const from = formatHistoryValue(field, change.from, context);
  let to = formatHistoryValue(field, change.to, context);
  // Rows edited in place keep their count: say that they changed rather than show the same count twice.
  if (field?.type === 'array' && from === to && from !== '') to = `${to}, edited`;
  return { field: change.field, label, kind: 'values', from, to };
}

/** The picked records the changes name, by resource, so the panel can read their names. */
export function referencedRecords(meta: HistoryMeta, changes: readonly HistoryChange[]): { resource: string; id: number; labelField: string }[] {
  const seen = new Map<string, { resource: string; id: number; labelField: string }>();
  for (const change of changes) {
    const field = fieldNamed(meta, change.field);
    if (field?.type !== 'collection') continue;
    for (const value of [change.from, change.to]) {
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'number') seen.set(`${field.resource}/${id}`, { resource: field.resource, id, labelField: field.labelField });
      }
    }
  }
  return [...seen.values()];
}
