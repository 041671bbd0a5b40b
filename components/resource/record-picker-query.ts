// What a record picker asks the upstream for: the first matches of what was typed (record-matches.ts says
// how many), under the caller's fixed filters, A to Z by the name shown where the resource's list sorts by
// that field, in the upstream's own order otherwise (customers: newest first; their list does not sort by
// name, and asking to answered 422 "Cannot sort by name").
import { matchesLimit } from './record-matches';

/**
 * `resource:labelField` of the pickers whose label field their resource's list declares sortable (a
 * sortable column of areas/<area>/definition.ts). Kept here rather than read from the area definitions,
 * which no picker's code should carry to the browser; record-picker-query.test.ts holds it to them.
 */
export const LABEL_SORTED: ReadonlySet<string> = new Set([
  'bundles:name',
  'categories:name',
  'content:title',
  'content-categories:name',
  'content-types:name',
  'influencers:name',
  'products:name',
  'team-members:name',
  'users:name',
  'videos:title',
]);

export interface PickerQueryInput {
  resource: string;
  labelField: string;
  filters?: Readonly<Record<string, string>>;
  /** How many records the picker leaves out of its offer (already picked, the record itself). */
  excludedCount: number;
  /** What was typed, trimmed; empty for the first records. */
  search: string;
}

/** The query string of a picker's list call. */
export function pickerQuery({ resource, labelField, filters, excludedCount, search }: PickerQueryInput): URLSearchParams {
  const params = new URLSearchParams({ page: '1', limit: String(matchesLimit(excludedCount)) });
  if (LABEL_SORTED.has(`${resource}:${labelField}`)) {
    params.set('sort', labelField);
    params.set('order', 'asc');
  }
  for (const [key, value] of Object.entries(filters ?? {})) params.set(key, value);
  if (search) params.set('search', search);
  return params;
}
