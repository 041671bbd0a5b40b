/** @jest-environment jsdom */
// A list told by the live stream of a colleague's change re-reads its page quietly, with the re-read's
// code (live-reread.ts) loaded by that first change rather than with the list: the changed row takes its
// new values where it stands, and a record the re-read would bring into the view is counted, not drawn.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import type { LiveChange } from '@/lib/contract/live-types';
import type { PagedList } from '@/lib/contract/rest';
import { apiFetch } from '../fetcher';
import { liveHub, type LiveSource } from '../live/hub';
import type { ListAnswer } from '../use-resource';
import { installFakeBff } from './fake-bff.test-support';
import { useLiveList } from './use-live-list';

type Order = { id: number; status: string };

const PAGE_URL = '/api/main/v1/orders?page=1';
const page = (records: Order[]): ListAnswer<Order> => ({ data: { records, page: 1, limit: 20, total: records.length, pages: 1 } satisfies PagedList<Order> });

/** A stand-in stream attached to the tab's hub: the test says what it hears. */
function attachStream(): (change: LiveChange) => void {
  const listeners = new Set<(change: LiveChange) => void>();
  const quiet = () => () => {};
  const source: LiveSource = {
    getState: () => 'live',
    getPresence: () => [],
    hasSessionEnded: () => false,
    onChange: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onPresence: quiet,
    onReset: quiet,
    onState: quiet,
    onSessionEnded: quiet,
  };
  liveHub().attach(source);
  return (change) => listeners.forEach((listener) => listener(change));
}

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function useOrders() {
  const { data, mutate } = useSWR<ListAnswer<Order>>(PAGE_URL, (url: string) => apiFetch<ListAnswer<Order>>(url), { revalidateOnFocus: false });
  return { rows: data?.data.records, live: useLiveList<Order, ListAnswer<Order>>('orders', PAGE_URL, data, mutate) };
}

it('re-reads the page on a change, refreshing the row in place and counting the new record', async () => {
  let stored: Order[] = [{ id: 2, status: 'pending' }, { id: 1, status: 'pending' }];
  const calls = installFakeBff(() => ({ status: 200, body: page(stored) }));
  const hear = attachStream();
  const { result } = renderHook(useOrders, { wrapper });
  await waitFor(() => expect(result.current.rows).toHaveLength(2));

  stored = [{ id: 3, status: 'pending' }, { id: 2, status: 'pending' }, { id: 1, status: 'paid' }];
  act(() => hear({ resource: 'orders', recordId: '1', action: 'updated', version: 2, by: { id: 7, name: 'Omar Okafor' }, at: Date.now() }));
  await waitFor(() => expect(result.current.live.newCount).toBe(1), { timeout: 5_000 });
  expect(result.current.rows).toEqual([{ id: 2, status: 'pending' }, { id: 1, status: 'paid' }]);
  expect(calls.filter((call) => call.url === PAGE_URL)).toHaveLength(2);

  act(() => result.current.live.showNew());
  await waitFor(() => expect(result.current.rows?.map((order) => order.id)).toEqual([3, 2, 1]));
});
