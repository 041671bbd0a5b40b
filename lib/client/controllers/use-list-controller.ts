'use client';
// The headless list controller: a list screen's state in the URL (page, size, search, sort, filters,
// the open detail record), the debounced search box, one page through the BFF with the next one
// fetched ahead, the selection bulk actions work on, and what the live stream says of the page (rows
// refreshed in place, new records counted: use-live-list.ts). Views draw it (components/resource/list/);
// custom screens use it the same way.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PagedList } from '@/lib/contract/rest';
import { listApiUrl, listStateToSearch, parseListState, type ListMeta, type ListState } from '@/lib/resources/list-state';
import type { ApiError } from '../fetcher';
import { answerUrl, preloadResourceList, useResourceList, type ResourceRecord } from '../use-resource';
import { useAsked } from './use-asked';
import { useLiveList, type LiveList } from './use-live-list';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListControllerMeta extends ListMeta {
  /** Upstream resource (`/v1/<resource>`). */
  resource: string;
  /** The query parameter of the detail drawer, when the area has one. */
  detailParam?: string;
  /** Further query parameters a custom screen keeps in the URL as the list changes (the files screen's view). */
  keepParams?: readonly string[];
}

/** What tells a list's rows apart: a record's id, or a report row's own key (`drift:12`). */
export type RowId = number | string;

export interface ListSelection {
  ids: ReadonlySet<RowId>;
  isSelected: (id: RowId) => boolean;
  toggle: (id: RowId) => void;
  /** Selects every row of the page, or none when all are selected. */
  toggleAll: () => void;
  clear: () => void;
  /** Whether every row of the page is selected (false on an empty page). */
  isAllSelected: boolean;
  isSomeSelected: boolean;
}

export interface ListController<T extends { id: RowId }, Extra extends object = object> {
  state: ListState;
  /**
   * The state as last asked for: a change made here while the URL has not moved yet, else the URL's. The
   * controls show it, so a filter chosen does not snap back to its old value while the router's answer is on
   * its way (a controlled select showed "All" again until then: seconds on a slow line); the rows follow `state`.
   */
  asked: ListState;
  /**
   * The page on screen; while the next one loads it is the previous one (see `isShowingPrevious`). `Extra`
   * is what a custom call answers beside the page (a report's counts).
   */
  list: (PagedList<T> & Extra) | undefined;
  error: ApiError | undefined;
  /** Rows are on screen but belong to the previous state (another page, search or sort is asked for or loading). */
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
  /**
   * Goes to a page; given a function, moves from the page last asked for (a Next pressed again before the
   * URL caught up counts from the page that press asked for, not the one on screen).
   */
  setPage: (page: number | ((base: number) => number)) => void;
  /**
   * The page a link asked for beyond the last one, after the list moved to its last page instead (the
   * URL replaced); null otherwise. For a short note saying so.
   */
  pastLastPage: number | null;
  setLimit: (limit: number) => void;
  hasFilters: boolean;
  selection: ListSelection;
  /** The records of the page that are selected. */
  selected: T[];
  /** Id of the record open in the detail drawer, from the URL. */
  detailId: string | null;
  openDetail: (id: RowId) => void;
  closeDetail: () => void;
  /** Colleagues' changes to the page on screen: new records counted, rows deleted elsewhere. */
  live: LiveList;
}

export function useListController<T extends { id: RowId } = ResourceRecord, Extra extends object = object>(meta: ListControllerMeta): ListController<T, Extra> {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => parseListState(searchParams, meta), [searchParams, meta]);
  const url = listApiUrl(meta.resource, state);
  const { data, error, mutate } = useResourceList<T>(url);
  const list = data?.data as (PagedList<T> & Extra) | undefined;
  const detailId = meta.detailParam ? searchParams.get(meta.detailParam) : null;
  const isShowingPrevious = data !== undefined && answerUrl(data) !== undefined && answerUrl(data) !== url;
  const live = useLiveList(meta.resource, url, isShowingPrevious ? undefined : data, mutate, !isShowingPrevious);

  // Changes asked of the router but not yet in the URL (it applies one a render or more later). The next
  // change builds on the last of them, so two quick changes — a filter, then a sort — both land. The URL
  // reaching one of them drops it and those before it; a URL none of them asked for (Back, Forward, a
  // link) drops them all.
  const pending = useRef<{ key: string; state: ListState; detail: string | null }[]>([]);
  const urlKey = pendingKey(listStateToSearch(state, meta), detailId);
  useEffect(() => {
    const index = pending.current.findIndex((entry) => entry.key === urlKey);
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [urlKey]);
  const latest = useCallback(() => pending.current.at(-1) ?? { state, detail: detailId }, [state, detailId]);
  // The last change a control asked for, shown until the URL next moves.
  const [asked, setAsked] = useAsked<ListState>(urlKey);
  const askedState = asked ?? state;

  const navigate = useCallback(
    (next: ListState, detail: string | null, how: 'push' | 'replace') => {
      const search = listStateToSearch(next, meta);
      pending.current.push({ key: pendingKey(search, detail), state: next, detail });
      const params = new URLSearchParams(search);
      if (meta.detailParam && detail) params.set(meta.detailParam, detail);
      for (const key of meta.keepParams ?? []) {
        const value = searchParams.get(key);
        if (value !== null) params.set(key, value);
      }
      const query = params.toString();
      // The new page of rows is asked for now, beside the router's round trip for the page (the server
      // page runs again, lib/server/first-data.ts), not after it: useSearchParams only moves once that
      // answer is in, and the list's own call then waited for it, so a sort took the two in series.
      const nextUrl = listApiUrl(meta.resource, next);
      if (nextUrl !== url) preloadResourceList(nextUrl);
      router[how](`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
    },
    [meta, pathname, router, searchParams, url],
  );
  const go = useCallback(
    (change: (base: ListState) => Partial<ListState>, how: 'push' | 'replace' = 'push') => {
      const base = latest();
      const next = { ...base.state, ...change(base.state) };
      navigate(next, base.detail, how);
      return next;
    },
    [latest, navigate],
  );
  /** A change a person made with a control: asked of the router, and shown by the controls at once. */
  const ask = (change: (base: ListState) => Partial<ListState>, how: 'push' | 'replace' = 'push') => setAsked(go(change, how));

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
    // Measured against what was last asked for: a search already committed (on blur) is not written again.
    if (searchText.trim() === askedState.search) return;
    searchTimer.current = setTimeout(() => go(() => ({ search: searchText.trim(), page: 1 }), 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(searchTimer.current);
  }, [searchText, askedState, go]);

  // A page past the last (an old link, a list that shrank) holds no rows though the list has some: go to
  // the last page instead, in place of the URL that asked, and keep what was asked for while that page
  // is the one shown, so it can be said.
  const [pastLast, setPastLast] = useState<{ asked: number; landedUrl: string } | null>(null);
  const isPastLast = list !== undefined && list.page === state.page && list.total > 0 && state.page > list.pages;
  const landedUrl = isPastLast ? listApiUrl(meta.resource, { ...state, page: list.pages }) : null;
  if (landedUrl !== null && (pastLast?.asked !== state.page || pastLast.landedUrl !== landedUrl)) setPastLast({ asked: state.page, landedUrl });
  const lastPage = isPastLast ? list.pages : null;
  useEffect(() => {
    if (lastPage !== null) go(() => ({ page: lastPage }), 'replace');
  }, [lastPage, go]);

  useEffect(() => {
    if (list && list.page < list.pages) preloadResourceList(listApiUrl(meta.resource, { ...state, page: list.page + 1 }));
  }, [list, meta.resource, state]);

  // A selection belongs to the rows it was made on: another page, search or filter starts afresh.
  const [selection, setSelection] = useState<{ url: string; ids: ReadonlySet<RowId> }>({ url, ids: new Set() });
  const selectedIds = selection.url === url ? selection.ids : EMPTY_IDS;
  const pageIds = useMemo(() => list?.records.map((record) => record.id) ?? [], [list]);
  const isAllSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.has(id));
  const selectionApi: ListSelection = {
    ids: selectedIds,
    isSelected: (id) => selectedIds.has(id),
    toggle: (id) => {
      const ids = new Set<RowId>(selectedIds);
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
    asked: askedState,
    list,
    error,
    isShowingPrevious: isShowingPrevious || askedState !== state,
    retry: () => void mutate(),
    reload: () => mutate(),
    searchText,
    setSearchText,
    commitSearch: () => {
      clearTimeout(searchTimer.current);
      if (searchText.trim() !== state.search) ask(() => ({ search: searchText.trim(), page: 1 }), 'replace');
    },
    setFilter: (field, value) =>
      ask((base) => {
        const filters = { ...base.filters };
        if (value) filters[field] = value;
        else delete filters[field];
        return { filters, page: 1 };
      }),
    sortBy: (field) => ask((base) => ({ sort: field, order: base.sort === field && base.order === 'asc' ? 'desc' : 'asc', page: 1 })),
    setPage: (page) => {
      setPastLast(null);
      ask((base) => ({ page: typeof page === 'function' ? page(base.page) : page }));
    },
    pastLastPage: pastLast?.landedUrl === url ? pastLast.asked : null,
    setLimit: (limit) => ask(() => ({ limit, page: 1 })),
    hasFilters: Boolean(state.search) || Object.keys(state.filters).length > 0,
    selection: selectionApi,
    selected: list?.records.filter((record) => selectedIds.has(record.id)) ?? [],
    detailId,
    openDetail: (id) => navigate(latest().state, String(id), 'push'),
    closeDetail: () => navigate(latest().state, null, 'push'),
    live,
  };
}

function pendingKey(search: string, detail: string | null): string {
  return `${search}#${detail ?? ''}`;
}

const EMPTY_IDS: ReadonlySet<RowId> = new Set();
