// A list screen's state (page, size, search, sort, filters) read from and written to the URL, and the
// BFF query it asks for. Defaults are left out of the URL so a plain `/products` is the default view.
import { mainApiUrl } from '@/lib/client/api-url';
import { DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES } from '@/lib/contract/paging';
import { isBackwardsRange } from '@/lib/date-range';
import type { FilterDef, ResourceMeta } from './types';

export interface ListState {
  page: number;
  limit: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  /** Option filters by field (only declared filters with a declared value), plus `from`/`to` of a date range. */
  filters: Record<string, string>;
}

type Params = { get(name: string): string | null };

/** The page sizes a list offers; the default 20 is offered too, so the select can show it. */
export const PAGE_SIZE_CHOICES: readonly number[] = [...new Set([...PAGE_SIZES, DEFAULT_LIMIT])].sort((a, b) => a - b);

export type ListMeta = Pick<ResourceMeta, 'columns' | 'defaultSort' | 'filters' | 'dateRange'> & {
  /** The drawer's query parameter, if any: when it is `order` (orders), the sort direction moves to `dir`. */
  detailParam?: string;
};

/** The list meta of a resource's list screen: its declaration, with the drawer's parameter where it has one. */
export function resourceListMeta<M extends ResourceMeta>(meta: M): M & ListMeta {
  return { ...meta, detailParam: meta.detail?.param };
}

/** The URL parameter of the sort direction: `order`, unless the drawer's record is in `order`. */
export function sortOrderParam(meta: Pick<ListMeta, 'detailParam'>): string {
  return meta.detailParam === 'order' ? 'dir' : 'order';
}

/** The query parameters of a list's date range (whole UTC days, inclusive). */
export const DATE_RANGE_PARAMS = ['from', 'to'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A record id as a filter value (`?category_id=3`), for filters whose choices are another resource's records. */
const RECORD_ID = /^[1-9]\d{0,9}$/;

/** A value of a filter whose choices come from a read-only call (a tag): one to forty characters, no edge spaces. */
const LOOKED_UP = /^\S(?:.{0,38}\S)?$/;

/**
 * Whether `value` is one a filter can take: a declared choice, a record id when its choices are another
 * resource's records, or a short text when they come from a read-only call.
 */
export function isFilterValue(filter: Pick<FilterDef, 'options' | 'source' | 'optionsFrom'>, value: string): boolean {
  if (filter.source) return RECORD_ID.test(value);
  if (filter.optionsFrom) return LOOKED_UP.test(value);
  return filter.options.some((option) => option.value === value);
}

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** The list state a URL asks for; anything unknown or malformed falls back to the default. */
export function parseListState(params: Params, meta: ListMeta): ListState {
  const limit = positiveInt(params.get('limit'));
  const sort = params.get('sort');
  const isSortable = meta.columns.some((column) => column.sortable && column.field === sort);
  const order = params.get(sortOrderParam(meta));
  const filters: Record<string, string> = {};
  for (const filter of meta.filters) {
    const value = params.get(filter.field);
    if (value !== null && isFilterValue(filter, value)) filters[filter.field] = value;
  }
  // A date range rides along with the filters (`from`, `to`), so URL, API query and reset treat it alike.
  if (meta.dateRange) {
    for (const name of DATE_RANGE_PARAMS) {
      const value = params.get(name);
      if (value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))) filters[name] = value;
    }
    // A backwards range (an edited link) is malformed too: its end is dropped rather than sent for a 400.
    if (isBackwardsRange(filters)) delete filters.to;
  }
  return {
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    limit: limit !== null && PAGE_SIZE_CHOICES.includes(limit) ? limit : DEFAULT_LIMIT,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    sort: isSortable && sort ? sort : meta.defaultSort.field,
    order: order === 'asc' || order === 'desc' ? order : isSortable ? 'asc' : meta.defaultSort.order,
    filters,
  };
}

/** The URL query for a state, defaults left out (`?page=2&limit=50&sort=price&order=desc`). */
export function listStateToSearch(state: ListState, meta: ListMeta): string {
  const params = new URLSearchParams();
  if (state.page !== DEFAULT_PAGE) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) params.set('limit', String(state.limit));
  if (state.search) params.set('search', state.search);
  const isDefaultSort = state.sort === meta.defaultSort.field && state.order === meta.defaultSort.order;
  if (!isDefaultSort) {
    params.set('sort', state.sort);
    params.set(sortOrderParam(meta), state.order);
  }
  for (const [field, value] of Object.entries(state.filters)) params.set(field, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The BFF URL of one page of the list: every parameter explicit, in a stable order (one SWR key). */
export function listApiUrl(resource: string, state: ListState): string {
  const params = new URLSearchParams({
    page: String(state.page),
    limit: String(state.limit),
    sort: state.sort,
    order: state.order,
  });
  if (state.search) params.set('search', state.search);
  for (const field of Object.keys(state.filters).sort()) params.set(field, state.filters[field]);
  return mainApiUrl(resource, params);
}

/**
 * The CSV export of the list's current view: its query without paging (docs/special-calls.md#csv-exports);
 * `name` is the export's own name where it is not the resource's (a report's, areas/exports.ts).
 */
export function exportUrl(resource: string, state: ListState, name = resource): string {
  const query = new URL(listApiUrl(resource, state), 'http://x').searchParams;
  query.delete('page');
  query.delete('limit');
  return `/api/export/${name}.csv?${query.toString()}`;
}
