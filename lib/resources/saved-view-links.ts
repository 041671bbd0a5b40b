// Between a list's URL and a saved view (docs/api-contract.md#saved-views): what a view keeps of the URL
// (its query without page, the drawer's record or the columns, which a view keeps apart) and the link
// that opens a view again. Plain functions, no zod: the views menu loads them on demand.
import type { SavedView } from '@/lib/contract/saved-view-types';
import { viewQueryFrom } from '@/lib/contract/saved-view-types';
import { COLUMNS_PARAM, columnsValue } from './list-columns';

/** The query and columns a view saved now would keep, from the list's URL search. */
export function viewPartsFrom(
  search: string,
  columns: readonly { field: string }[],
  detailParam?: string,
): Pick<SavedView, 'query' | 'columns'> {
  const shown = new URLSearchParams(search).get(COLUMNS_PARAM);
  const value = shown === null ? null : columnsValue(shown.split(','), columns);
  return {
    query: viewQueryFrom(search, [COLUMNS_PARAM, ...(detailParam ? [detailParam] : [])]),
    columns: value === null ? null : value.split(','),
  };
}

/** Where a view opens: the list with the view's query and, unless they are the default, its columns. */
export function savedViewHref(basePath: string, view: Pick<SavedView, 'query' | 'columns'>): string {
  const params = new URLSearchParams(view.query);
  params.delete(COLUMNS_PARAM);
  if (view.columns?.length) params.set(COLUMNS_PARAM, view.columns.join(','));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
