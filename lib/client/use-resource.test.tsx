/** @jest-environment jsdom */
// Saving a resource refreshes its cached lists and records and the read-only look-ups built from it:
// a saved setting brings the product form's options up to date.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeBff } from './controllers/fake-bff.test-support';
import { apiFetch } from './fetcher';
import { invalidateResource, useOptionSource } from './use-resource';

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
});
