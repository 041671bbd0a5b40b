'use client';
// The headless list controller: a list screen's state in the URL (page, size, search, sort, filters,
// the open detail record), the debounced search box, one page through the BFF with the next one
// fetched ahead, and the selection bulk actions work on. Views draw it (components/resource/list/);
// custom screens use it the same way.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PagedList } from '@/lib/contract/rest';
import { listApiUrl, listStateToSearch, parseListState, type ListMeta, type ListState } from '@/lib/resources/list-state';
import type { ApiError } from '../fetcher';
import { answerUrl, preloadResourceList, useResourceList, type ResourceRecord } from '../use-resource';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListControllerMeta extends ListMeta {
  /** Upstream resource (`/v1/<resource>`). */
  resource: string;
  /** The query parameter of the detail drawer, when the area has one. */
  detailParam?: string;
  /** Further query parameters a custom screen keeps in the URL as the list changes (the files screen's view). */
  keepParams?: readonly string[];
}

export interface ListSelection {
  ids: ReadonlySet<number>;
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects every row of the page, or none when all are selected. */
  toggleAll: () => void;
  clear: () => void;
  /** Whether every row of the page is selected (false on an empty page). */
  isAllSelected: boolean;
  isSomeSelected: boolean;
}

export interface ListController<T extends { id: number }> {
  state: ListState;
  /** The page on screen; while the next one loads it is the previous one (see `isShowingPrevious`). */
  list: PagedList<T> | undefined;
  error: ApiError | undefined;
  /** Rows are on screen but belong to the previous state (another page, search or sort is loading). */
  isShowingPrevious: boolean;
  retry: () => void;
  /** Refetches the page (after a change made elsewhere). */
  reload: () => Promise<unknown>;
  searchText: string;
  setSearchText: (text: string) => void;
  /**
   * Puts what is typed in the URL now rather than after the pause (the search box's blur): a late
   * write would otherwise undo a link followed meanwhile.
   */
  commitSearch: () => void;
  setFilter: (field: string, value: string | null) => void;
  /** Sorts by a column; a second call on the same column flips the order. */
  sortBy: (field: string) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  hasFilters: boolean;
  selection: ListSelection;
  /** The records of the page that are selected. */
  selected: T[];
  /** Id of the record open in the detail drawer, from the URL. */
  detailId: string | null;
  openDetail: (id: number) => void;
  closeDetail: () => void;
}

export function useListController<T extends { id: number } = ResourceRecord>(meta: ListControllerMeta): ListController<T> {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => parseListState(searchParams, meta), [searchParams, meta]);
  const url = listApiUrl(meta.resource, state);
  const { data, error, mutate } = useResourceList<T>(url);
  const list = data?.data;
  const detailId = meta.detailParam ? searchParams.get(meta.detailParam) : null;

  const navigate = useCallback(
    (next: ListState, detail: string | null, how: 'push' | 'replace') => {
      const params = new URLSearchParams(listStateToSearch(next, meta));
      if (meta.detailParam && detail) params.set(meta.detailParam, detail);
      for (const key of meta.keepParams ?? []) {
        const value = searchParams.get(key);
        if (value !== null) params.set(key, value);
      }
      const query = params.toString();
      router[how](`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
    },
    [meta, pathname, router, searchParams],
  );
  const go = (change: Partial<ListState>, how: 'push' | 'replace' = 'push') => navigate({ ...state, ...change }, detailId, how);

  // The search box: what is typed shows at once, the URL follows after a pause. Back and Forward change
  // the URL under the box, and the box follows.
  const [searchText, setSearchText] = useState(state.search);
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearchText(state.search);
  }
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (searchText.trim() === state.search) return;
    searchTimer.current = setTimeout(() => navigate({ ...state, search: searchText.trim(), page: 1 }, detailId, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(searchTimer.current);
  }, [searchText, state, detailId, navigate]);

  useEffect(() => {
    if (list && list.page < list.pages) preloadResourceList(listApiUrl(meta.resource, { ...state, page: list.page + 1 }));
  }, [list, meta.resource, state]);

  // A selection belongs to the rows it was made on: another page, search or filter starts afresh.
  const [selection, setSelection] = useState<{ url: string; ids: ReadonlySet<number> }>({ url, ids: new Set() });
  const selectedIds = selection.url === url ? selection.ids : EMPTY_IDS;
  const pageIds = useMemo(() => list?.records.map((record) => record.id) ?? [], [list]);
  const isAllSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.has(id));
  const selectionApi: ListSelection = {
    ids: selectedIds,
    isSelected: (id) => selectedIds.has(id),
    toggle: (id) => {
      const ids = new Set(selectedIds);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      setSelection({ url, ids });
    },
    toggleAll: () => setSelection({ url, ids: isAllSelected ? new Set() : new Set(pageIds) }),
    clear: () => setSelection({ url, ids: new Set() }),
    isAllSelected,
    isSomeSelected: selectedIds.size > 0,
  };

  return {
    state,
    list,
    error,
    isShowingPrevious: data !== undefined && answerUrl(data) !== undefined && answerUrl(data) !== url,
    retry: () => void mutate(),
    reload: () => mutate(),
    searchText,
    setSearchText,
    commitSearch: () => {
      clearTimeout(searchTimer.current);
      if (searchText.trim() !== state.search) navigate({ ...state, search: searchText.trim(), page: 1 }, detailId, 'replace');
    },
    setFilter: (field, value) => {
      const filters = { ...state.filters };
      if (value) filters[field] = value;
      else delete filters[field];
      go({ filters, page: 1 });
    },
    sortBy: (field) => go({ sort: field, order: state.sort === field && state.order === 'asc' ? 'desc' : 'asc', page: 1 }),
    setPage: (page) => go({ page }),
    setLimit: (limit) => go({ limit, page: 1 }),
    hasFilters: Boolean(state.search) || Object.keys(state.filters).length > 0,
    selection: selectionApi,
    selected: list?.records.filter((record) => selectedIds.has(record.id)) ?? [],
    detailId,
    openDetail: (id) => navigate(state, String(id), 'push'),
    closeDetail: () => navigate(state, null, 'push'),
  };
}

const EMPTY_IDS: ReadonlySet<number> = new Set();
