/** @jest-environment jsdom */
// The palette's recent records come through the record hooks' SWR cache: reopening the palette asks for
// none already read, a record a form read is not asked for at all, and one that cannot be read is left out.
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { RecordSource } from '@/areas/commands';
import { installFakeBff } from '@/lib/client/controllers/fake-bff.test-support';
import { apiFetch } from '@/lib/client/fetcher';
import { rememberRecord } from '@/lib/client/recent-records';
import { useResourceRecord } from '@/lib/client/use-resource';
import { useRecentRecords, type RecentRecord } from './use-recent-records';

const products: RecordSource = { resource: 'products', label: 'Products', singular: 'Product', listHref: '/products', titleField: 'name', searchFields: [{ field: 'name', label: 'Name' }], sort: { field: 'name', order: 'asc' }, href: '/products/update/{id}' };
const SOURCES = [products];
const USER = 'u-recent';

/** The BFF answering `products/<id>` as "Product <id>", or 404 for the ids in `gone`. */
function productsBff(gone: readonly string[] = []) {
  return installFakeBff((call) => {
    const id = call.url.split('/').pop()!;
    return gone.includes(id) ? { status: 404, body: 'Product not found' } : { status: 200, body: { data: { id: Number(id), name: `Product ${id}` } } };
  });
}

/** One page's SWR cache, shared by every palette opened in a test, as the console's provider shares it. */
function cacheOfOnePage() {
  const cache = new Map();
  return function Page({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, fetcher: (url: string) => apiFetch(url) }}>{children}</SWRConfig>;
  };
}

/** Opens the palette's Recent group: what it offers, as names. */
async function openPalette(Page: ReturnType<typeof cacheOfOnePage>, expected: string[]) {
  let offered: readonly RecentRecord[] = [];
  function Palette() {
    const { recent, readers } = useRecentRecords(SOURCES, USER);
    offered = recent;
    return readers;
  }
  const palette = render(<Palette />, { wrapper: Page });
  await waitFor(() => expect(offered.map(({ record }) => record.name)).toEqual(expected));
  palette.unmount();
}

describe('the palette’s recent records', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const id of [3, 2, 1]) rememberRecord(USER, `products/${id}`);
  });

  it('asks for each once: a reopened palette takes them from the cache', async () => {
    const calls = productsBff();
    const Page = cacheOfOnePage();
    await openPalette(Page, ['Product 1', 'Product 2', 'Product 3']);
    expect(calls.map((call) => call.url).sort()).toEqual(['/api/main/v1/products/1', '/api/main/v1/products/2', '/api/main/v1/products/3']);
    await openPalette(Page, ['Product 1', 'Product 2', 'Product 3']);
    expect(calls).toHaveLength(3);
  });

  it('takes a record a form already read from the cache, under the record hooks’ key', async () => {
    const calls = productsBff();
    const Page = cacheOfOnePage();
    const form = renderHook(() => useResourceRecord('products', 2), { wrapper: Page });
    await waitFor(() => expect(form.result.current.data).toBeDefined());
    form.unmount();
    await openPalette(Page, ['Product 1', 'Product 2', 'Product 3']);
    expect(calls.filter((call) => call.url === '/api/main/v1/products/2')).toHaveLength(1);
  });

  it('leaves out a record that cannot be read, and asks for it again next time', async () => {
    const calls = productsBff(['2']);
    const Page = cacheOfOnePage();
    await openPalette(Page, ['Product 1', 'Product 3']);
    await openPalette(Page, ['Product 1', 'Product 3']);
    expect(calls.filter((call) => call.url === '/api/main/v1/products/2')).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/main/v1/products/1')).toHaveLength(1);
  });
});
