/** @jest-environment jsdom */
// The record controller loads one record, saves it (PUT, or POST while creating) and deletes it; the
// draft hook keeps a working copy that follows each saved version and knows when it differs.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetch } from '../fetcher';
import { installFakeBff } from './fake-bff.test-support';
import { useDraft } from './use-draft';
import { useRecordController } from './use-record-controller';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (url: string) => apiFetch(url) }}>{children}</SWRConfig>;
}

describe('useRecordController', () => {
  it('loads, saves with PUT and shows the saved version, then deletes', async () => {
    const calls = installFakeBff(({ method, body }) =>
      method === 'PUT' ? { status: 200, body: { data: { id: 3, ...(body as object) } } } : method === 'DELETE' ? { status: 204 } : { status: 200, body: { data: { id: 3, name: 'Old' } } },
    );
    const { result } = renderHook(() => useRecordController<{ id: number; name: string }>({ url: '/api/main/v1/bundles/3', invalidates: 'bundles' }), { wrapper });
    await waitFor(() => expect(result.current.record?.name).toBe('Old'));
    await act(async () => {
      await result.current.save({ name: 'New' });
    });
    expect(result.current.record?.name).toBe('New');
    await act(async () => result.current.remove());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /api/main/v1/bundles/3',
      'DELETE /api/main/v1/bundles/3',
    ]);
  });

  it('creates with POST to the create URL while the record has none, and cannot delete', async () => {
    const calls = installFakeBff(() => ({ status: 201, body: { data: { id: 9, name: 'Fresh' } } }));
    const { result } = renderHook(() => useRecordController<{ id: number }>({ url: null, createUrl: '/api/main/v1/bundles' }), { wrapper });
    let saved: { id: number } | undefined;
    await act(async () => {
      saved = await result.current.save({ name: 'Fresh' });
    });
    expect(saved?.id).toBe(9);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/main/v1/bundles']);
    await expect(result.current.remove()).rejects.toThrow('no URL');
  });
});

describe('useDraft', () => {
  const same = (a: string[], b: string[]) => a.join() === b.join();

  it('follows each saved version, knows when it differs, and discards back to it', () => {
    const { result, rerender } = renderHook(({ saved }: { saved: string[] | undefined }) => useDraft(saved, same), { initialProps: { saved: undefined as string[] | undefined } });
    expect(result.current.draft).toBeUndefined();
    rerender({ saved: ['a', 'b'] });
    expect(result.current.draft).toEqual(['a', 'b']);
    act(() => result.current.setDraft((items) => [...items].reverse()));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.discard());
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setDraft(['c']));
    rerender({ saved: ['c'] });
    expect(result.current.draft).toEqual(['c']);
    expect(result.current.isDirty).toBe(false);
  });
});
