/** @jest-environment jsdom */
// Saving a resource refreshes its cached lists and records and the read-only look-ups built from it:
// a saved setting brings the product form's options up to date.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeBff } from './controllers/fake-bff.test-support';
import { apiFetch } from './fetcher';
import { invalidateResource, useOptionSource, useResourceRecord } from './use-resource';

// The default (global) cache, which `invalidateResource` refreshes, with no deduping between fetches.
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ dedupingInterval: 0, fetcher: (url: string) => apiFetch(url) }}>{children}</SWRConfig>;
}

describe('invalidateResource', () => {
  it('refreshes the product options when settings change, and leaves them alone for other resources', async () => {
    let forms = ['Tablet'];
    const calls = installFakeBff(() => ({ status: 200, body: { data: { dosage_form: forms, legal_category: ['GSL'] } } }));
    const { result } = renderHook(() => useOptionSource({ path: 'product-options', key: 'dosage_form' }), { wrapper });
    await waitFor(() => expect(result.current.values).toEqual(['Tablet']));

    forms = ['Tablet', 'Lozenge'];
    await act(() => invalidateResource('categories'));
    expect(result.current.values).toEqual(['Tablet']);

    await act(() => invalidateResource('settings'));
    await waitFor(() => expect(result.current.values).toEqual(['Tablet', 'Lozenge']));
    expect(calls.filter((call) => call.url === '/api/main/v1/product-options')).toHaveLength(2);
  });

  it('drops a deleted record from the cache without asking for it again, and still refreshes the lists', async () => {
    let isGone = false;
    const calls = installFakeBff((call) =>
      call.url === '/api/main/v1/products/7' && isGone ? { status: 404, body: 'Product not found' } : { status: 200, body: { data: { id: 7, name: 'Balm' } } },
    );
    const { result } = renderHook(() => ({ record: useResourceRecord('products', 7), other: useResourceRecord('products', 8) }), { wrapper });
    await waitFor(() => expect(result.current.record.data?.data).toEqual({ id: 7, name: 'Balm' }));
    await waitFor(() => expect(result.current.other.data).toBeDefined());

    isGone = true;
    const before = calls.length;
    await act(() => invalidateResource('products', 7));
    expect(calls.slice(before).filter((call) => call.url.startsWith('/api/main/v1/products/7'))).toEqual([]);
    expect(calls.slice(before).map((call) => call.url)).toContain('/api/main/v1/products/8');
    expect(result.current.record.error).toBeUndefined();
  });
});
