/** @jest-environment jsdom */
// The list controller keeps a list's state in the URL, debounces the search, keeps the previous rows
// while the next page loads, and selects rows for bulk actions.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeBff } from './fake-bff.test-support';
import { SEARCH_DEBOUNCE_MS, useListController, type ListControllerMeta } from './use-list-controller';

const navigation = { search: '', push: jest.fn(), replace: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push, replace: navigation.replace }),
  usePathname: () => '/feedbacks',
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const meta: ListControllerMeta = {
  resource: 'feedbacks',
  detailParam: 'feedback',
  columns: [
    { field: 'message', label: 'Message' },
    { field: 'created_at', label: 'Created', sortable: true },
    { field: 'rating', label: 'Rating', sortable: true },
  ],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [{ field: 'status', label: 'Status', options: [{ value: 'new', label: 'New' }, { value: 'resolved', label: 'Resolved' }] }],
};

const page = (ids: number[], pageNo = 1) => ({ data: { records: ids.map((id) => ({ id, message: `m${id}` })), page: pageNo, limit: 20, total: 45, pages: 3 } });

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

beforeEach(() => {
  navigation.search = '';
  navigation.push.mockReset();
  navigation.replace.mockReset();
});

describe('useListController', () => {
  it('asks the BFF for the state in the URL and fetches the next page ahead', async () => {
    navigation.search = 'page=2&sort=rating&order=asc&status=new&feedback=7';
    const calls = installFakeBff(({ url }) => ({ status: 200, body: page([1, 2], new URL(url, 'http://x').searchParams.get('page') === '3' ? 3 : 2) }));
    const { result } = renderHook(() => useListController(meta), { wrapper });
    await waitFor(() => expect(result.current.list?.records).toHaveLength(2));
    expect(calls[0].url).toBe('/api/main/v1/feedbacks?page=2&limit=20&sort=rating&order=asc&status=new');
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/main/v1/feedbacks?page=3&limit=20&sort=rating&order=asc&status=new'));
    expect(result.current.detailId).toBe('7');
    expect(result.current.hasFilters).toBe(true);
  });

  it('writes sorting, filters and paging to the URL, keeping the open record and going back to page 1', () => {
    navigation.search = 'page=3&feedback=7';
    installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result, rerender } = renderHook(() => useListController(meta), { wrapper });
    // The router applies each push before the next change, as after a click.
    const applyLastPush = () => {
      navigation.search = String(navigation.push.mock.lastCall?.[0]).split('?')[1] ?? '';
      rerender();
    };
    act(() => result.current.sortBy('rating'));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?sort=rating&order=asc&feedback=7', { scroll: false });
    applyLastPush();
    act(() => result.current.setFilter('status', 'resolved'));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?sort=rating&order=asc&status=resolved&feedback=7', { scroll: false });
    applyLastPush();
    act(() => result.current.setPage(2));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?page=2&sort=rating&order=asc&status=resolved&feedback=7', { scroll: false });
    applyLastPush();
    act(() => result.current.setLimit(50));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?limit=50&sort=rating&order=asc&status=resolved&feedback=7', { scroll: false });
  });

  it('asks for the new state’s rows at once, not after the router has moved the URL', async () => {
    const calls = installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result } = renderHook(() => useListController(meta), { wrapper });
    await waitFor(() => expect(result.current.list).toBeDefined());
    // The router's round trip is still out: the URL (here never applied) has not moved yet.
    act(() => result.current.sortBy('rating'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/main/v1/feedbacks?page=1&limit=20&sort=rating&order=asc'));
    const before = calls.length;
    // Opening a record keeps the rows: nothing more is asked for.
    act(() => result.current.openDetail(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(before);
  });

  it('keeps both of two quick changes made before the URL caught up with the first', () => {
    installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result, rerender } = renderHook(() => useListController(meta), { wrapper });
    act(() => result.current.setFilter('status', 'new'));
    act(() => result.current.sortBy('rating'));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?sort=rating&order=asc&status=new', { scroll: false });
    act(() => result.current.openDetail(4));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?sort=rating&order=asc&status=new&feedback=4', { scroll: false });
    // The URL reaches the first change only: the later ones still count.
    navigation.search = 'status=new';
    rerender();
    act(() => result.current.setPage(2));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?page=2&sort=rating&order=asc&status=new&feedback=4', { scroll: false });
  });

  it('starts from the URL again when it moves by itself (Back), dropping the changes not reached', () => {
    navigation.search = 'status=new';
    installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result, rerender } = renderHook(() => useListController(meta), { wrapper });
    act(() => result.current.sortBy('rating'));
    navigation.search = 'status=resolved';
    rerender();
    act(() => result.current.setPage(2));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?page=2&status=resolved', { scroll: false });
  });

  it('shows a change as asked at once while the URL has not moved, and the URL’s state once it has', () => {
    navigation.search = 'status=new';
    installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result, rerender } = renderHook(() => useListController(meta), { wrapper });
    act(() => result.current.setFilter('status', 'resolved'));
    // The router's answer is still out: the rows stay the URL's, the filter shows what was chosen.
    expect(result.current.state.filters.status).toBe('new');
    expect(result.current.asked.filters.status).toBe('resolved');
    expect(result.current.isShowingPrevious).toBe(true);
    navigation.search = 'status=resolved';
    rerender();
    expect(result.current.asked).toBe(result.current.state);
    // A URL moved by itself (Back) before the router's answer came: the URL's state, not the change.
    act(() => result.current.setFilter('status', null));
    expect(result.current.asked.filters.status).toBeUndefined();
    navigation.search = 'status=new';
    rerender();
    expect(result.current.asked.filters.status).toBe('new');
    // Back to the address a change was asked from, after the URL had reached that change: the URL's state.
    act(() => result.current.setPage(2));
    navigation.search = 'page=2&status=new';
    rerender();
    navigation.search = 'status=new';
    rerender();
    expect(result.current.asked.page).toBe(1);
    expect(result.current.isShowingPrevious).toBe(false);
  });

  it('flips the order on a second sort of the same column', () => {
    navigation.search = 'sort=rating&order=asc';
    installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result } = renderHook(() => useListController(meta), { wrapper });
    act(() => result.current.sortBy('rating'));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?sort=rating&order=desc', { scroll: false });
  });

  it('opens and closes the detail record through the URL', () => {
    navigation.search = 'status=new';
    installFakeBff(() => ({ status: 200, body: page([1]) }));
    const { result } = renderHook(() => useListController(meta), { wrapper });
    act(() => result.current.openDetail(12));
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?status=new&feedback=12', { scroll: false });
    navigation.search = 'status=new&feedback=12';
    const reopened = renderHook(() => useListController(meta), { wrapper });
    act(() => reopened.result.current.closeDetail());
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?status=new', { scroll: false });
  });

  it('puts the search in the URL only after typing pauses, replacing the entry', () => {
    jest.useFakeTimers();
    try {
      installFakeBff(() => ({ status: 200, body: page([1]) }));
      const { result } = renderHook(() => useListController(meta), { wrapper });
      act(() => result.current.setSearchText('late'));
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      act(() => result.current.setSearchText('late parcel '));
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(navigation.replace).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(navigation.replace).toHaveBeenCalledTimes(1);
      expect(navigation.replace).toHaveBeenLastCalledWith('/feedbacks?search=late+parcel', { scroll: false });
      expect(result.current.searchText).toBe('late parcel ');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the previous rows, marked as such, while another page loads', async () => {
    // SWR keeps preloaded pages outside any cache provider: a resource of its own keeps the other tests' out.
    const own = { ...meta, resource: 'subscribers' };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFakeBff(({ url }) => ({ status: 200, body: url.includes('page=2') ? page([21, 22], 2) : page([1, 2]) }));
    const slow = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('subscribers?page=2&')) await gate;
      return slow(input, init);
    }) as typeof fetch;
    const { result, rerender } = renderHook(() => useListController(own), { wrapper });
    await waitFor(() => expect(result.current.list?.page).toBe(1));
    expect(result.current.isShowingPrevious).toBe(false);
    navigation.search = 'page=2';
    rerender();
    await waitFor(() => expect(result.current.state.page).toBe(2));
    expect(result.current.list?.page).toBe(1);
    expect(result.current.isShowingPrevious).toBe(true);
    release();
    await waitFor(() => expect(result.current.list?.page).toBe(2));
    expect(result.current.isShowingPrevious).toBe(false);
  });

  it('selects rows, all of a page at once, and starts afresh on another page', async () => {
    installFakeBff(({ url }) => ({ status: 200, body: url.includes('page=2') ? page([21], 2) : page([1, 2, 3]) }));
    const { result, rerender } = renderHook(() => useListController(meta), { wrapper });
    await waitFor(() => expect(result.current.list?.records).toHaveLength(3));
    act(() => result.current.selection.toggle(2));
    expect(result.current.selected.map((r) => r.id)).toEqual([2]);
    expect(result.current.selection.isAllSelected).toBe(false);
    act(() => result.current.selection.toggleAll());
    expect(result.current.selection.isAllSelected).toBe(true);
    expect(result.current.selected.map((r) => r.id)).toEqual([1, 2, 3]);
    act(() => result.current.selection.toggleAll());
    expect(result.current.selection.isSomeSelected).toBe(false);
    act(() => result.current.selection.toggle(1));
    navigation.search = 'page=2';
    rerender();
    expect(result.current.selection.isSomeSelected).toBe(false);
    expect(result.current.selected).toEqual([]);
  });
});

describe('useListController search on blur', () => {
  it('writes what was typed at once and drops the pending write, so a link followed next is not undone', () => {
    jest.useFakeTimers();
    try {
      installFakeBff(() => ({ status: 200, body: page([1]) }));
      const { result } = renderHook(() => useListController(meta), { wrapper });
      act(() => result.current.setSearchText('sleep'));
      act(() => result.current.commitSearch());
      expect(navigation.replace).toHaveBeenCalledTimes(1);
      expect(navigation.replace).toHaveBeenLastCalledWith('/feedbacks?search=sleep', { scroll: false });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
      expect(navigation.replace).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useListController paging', () => {
  it('moves each quick Next from the page the last press asked for, not the one on screen', () => {
    navigation.search = 'page=3';
    installFakeBff(() => ({ status: 200, body: page([1], 3) }));
    const { result } = renderHook(() => useListController(meta), { wrapper });
    // Ten presses before the URL has moved at all.
    for (let press = 0; press < 10; press += 1) act(() => result.current.setPage((base) => base + 1));
    expect(navigation.push).toHaveBeenCalledTimes(10);
    expect(navigation.push).toHaveBeenLastCalledWith('/feedbacks?page=13', { scroll: false });
  });

  it('lands a page past the last on the last page, replacing the URL, and says which page was asked for', async () => {
    navigation.search = 'page=501&limit=10';
    installFakeBff(({ url }) => {
      const asked = Number(new URL(url, 'http://x').searchParams.get('page'));
      return { status: 200, body: { data: { records: asked <= 500 ? [{ id: 1, message: 'm1' }] : [], page: asked, limit: 10, total: 5000, pages: 500 } } };
    });
    const { result, rerender } = renderHook(() => useListController(meta), { wrapper });
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/feedbacks?page=500&limit=10', { scroll: false }));
    expect(navigation.push).not.toHaveBeenCalled();
    navigation.search = 'page=500&limit=10';
    rerender();
    await waitFor(() => expect(result.current.list?.page).toBe(500));
    expect(result.current.pastLastPage).toBe(501);
    // Another page forgets the note.
    act(() => result.current.setPage(1));
    expect(result.current.pastLastPage).toBeNull();
  });

  it('leaves an empty list on its first page', async () => {
    navigation.search = 'page=2';
    installFakeBff(() => ({ status: 200, body: { data: { records: [], page: 2, limit: 20, total: 0, pages: 1 } } }));
    // A resource of its own: pages preloaded by the other tests live outside the cache provider.
    const { result } = renderHook(() => useListController({ ...meta, resource: 'customers' }), { wrapper });
    await waitFor(() => expect(result.current.list?.total).toBe(0));
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(result.current.pastLastPage).toBeNull();
  });
});
