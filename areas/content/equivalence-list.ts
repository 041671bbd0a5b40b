// The GB/US equivalence report as a list: its screen, its columns, and the name its saved views are kept
// under (docs/api-contract.md#saved-views), a name of its own since the report is no resource. Plain
// data: the report screen draws the columns, and the sandbox checks a saved view's columns against them.
import { REGION_CHOICES } from '@/lib/resources/regions';
import type { ColumnDef, FilterDef } from '@/lib/resources/types';
import { CONTENT_KIND_CHOICES, CONTENT_STATUS_CHOICES } from './choices';
import { EQUIVALENCE_PROBLEM_CHOICES } from './equivalence-problems';

/** The report's screen (areas/content/access.ts); who may open it may save and see its views. */
export const EQUIVALENCE_PATH = '/content/equivalence';

/** The list name the report's saved views go under (`GET /v1/saved-views?resource=content-equivalence`). */
export const EQUIVALENCE_VIEW_LIST = 'content-equivalence';

/** The report's columns, in order; the sortable ones sort by the row's item. */
export const EQUIVALENCE_COLUMNS = [
  { field: 'title', label: 'Content', sortable: true },
  { field: 'problem', label: 'Problem', sortable: true },
  { field: 'updated_at', label: 'Changed', sortable: true },
  { field: 'next_review_due', label: 'Next review', sortable: true },
  { field: 'equivalent', label: 'Equivalent' },
] as const satisfies readonly ColumnDef[];

export type EquivalenceColumnField = (typeof EQUIVALENCE_COLUMNS)[number]['field'];

/** The report's filters, in the toolbar's order (docs/qa.md names them from here). */
export const EQUIVALENCE_FILTERS: readonly FilterDef[] = [
  { field: 'problem', label: 'Problem', options: EQUIVALENCE_PROBLEM_CHOICES },
  { field: 'kind', label: 'Kind', options: CONTENT_KIND_CHOICES },
  { field: 'region', label: 'Region', options: REGION_CHOICES },
  { field: 'category', label: 'Category', options: [], source: { resource: 'content-categories', labelField: 'name' } },
  { field: 'status', label: 'Status', options: CONTENT_STATUS_CHOICES },
];
