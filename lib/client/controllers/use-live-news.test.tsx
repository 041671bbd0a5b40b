/** @jest-environment jsdom */
// An open update form told by the live stream of a colleague's change: without unsaved edits it takes the
// new version quietly; with some it holds the merge preview and applies it on request; a delete keeps what
// was typed and refuses Save; this tab's own save is no news. Whatever was taken is what the next save is
// made against (If-Match).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { resourceMeta } from '@/areas/registry';
import type { LiveChange } from '@/lib/contract/live-types';
import { apiFetch } from '../fetcher';
import { installFakeBff } from './fake-bff.test-support';
import { useFormController } from './use-form-controller';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn() }) }));

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (url: string) => apiFetch(url) }}>{children}</SWRConfig>;
}

const meta = resourceMeta('suggested-questions');
const base = { id: 5, text: 'Is ibuprofen safe with food?', region: 'gb', status: 'active', position: 3, created_at: '', updated_at: '', version: 3 };
const ada = { id: 2, name: 'Ada Admin' };
const change = (over: Partial<LiveChange> = {}): LiveChange => ({ resource: 'suggested-questions', recordId: '5', action: 'updated', version: 4, fields: ['position'], by: ada, at: Date.now(), ...over });

/** The sandbox's record as a fake: a PUT saves against If-Match and bumps the version. */
function storedRecord(first: Record<string, unknown>) {
  const state = { stored: first as Record<string, unknown> | null };
  const calls = installFakeBff(({ method, body }) => {
    if (!state.stored) return { status: 404, body: { message: 'Not found' } };
    if (method === 'PUT') {
      state.stored = { ...state.stored, ...(body as Record<string, unknown>), version: Number(state.stored.version) + 1 };
      return { status: 200, body: { data: state.stored } };
    }
    return { status: 200, body: { data: state.stored } };
  });
  return { state, calls };
}

async function openForm() {
  const hook = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
  await waitFor(() => expect(hook.result.current.isReady).toBe(true));
  return hook.result;
}

describe('an open form told of a colleague’s change', () => {
  it('without unsaved edits takes the new version quietly, and saves against it', async () => {
    const { state, calls } = storedRecord(base);
    const result = await openForm();
    state.stored = { ...base, position: 8, version: 4 };
    act(() => result.current.takeLiveChange(change(), 1));
    await waitFor(() => expect(result.current.liveNews?.taken).toBe('quietly'));
    expect(result.current.liveNews).toMatchObject({ who: 'Ada Admin', fieldLabels: ['Position'] });
    expect(result.current.form.getValues('position')).toBe(8);
    expect(result.current.version).toBe(4);

    act(() => result.current.form.setValue('text', 'Is ibuprofen safe at night?', { shouldDirty: true }));
    await act(async () => void (await result.current.saveChanges()));
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"4"');
  });

  it('with unsaved edits previews the merge, keeps what was typed, and applies it on request for the next save', async () => {
    const { state, calls } = storedRecord(base);
    const result = await openForm();
    act(() => {
      result.current.form.setValue('text', 'Is it safe typed here?', { shouldDirty: true });
      result.current.form.setValue('position', 9, { shouldDirty: true });
    });
    state.stored = { ...base, position: 8, status: 'inactive', version: 4, updated_by: ada };
    // A form sends its whole body, so the change names every field; the form names those that differ.
    act(() => result.current.takeLiveChange(change({ fields: ['text', 'region', 'position', 'status'] }), 1));
    await waitFor(() => expect(result.current.liveNews?.preview).toBeDefined());
    expect(result.current.liveNews?.fieldLabels).toEqual(['Status', 'Position']);
    const preview = result.current.liveNews!.preview!;
    expect(preview.merge.outcomes).toMatchObject({ text: 'mine', status: 'theirs', position: 'conflict' });
    expect(preview.merge.conflicts).toEqual([{ field: 'position', base: 3, mine: 9, theirs: 8 }]);
    // Nothing moves until the person says so.
    expect(result.current.form.getValues()).toMatchObject({ text: 'Is it safe typed here?', position: 9, status: 'active' });
    expect(result.current.version).toBe(3);

    await act(async () => result.current.applyLiveChange('mine'));
    expect(result.current.form.getValues()).toMatchObject({ text: 'Is it safe typed here?', position: 9, status: 'inactive' });
    expect(result.current.version).toBe(4);
    expect(result.current.liveNews?.taken).toBe('merged');

    await act(async () => void (await result.current.saveChanges()));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ ifMatch: '"4"', body: { text: 'Is it safe typed here?', position: 9, status: 'inactive' } });
    expect(result.current.liveNews).toBeNull();
  });

  it('takes theirs where both changed a field when asked, keeping the rest of what was typed', async () => {
    const { state } = storedRecord(base);
    const result = await openForm();
    act(() => {
      result.current.form.setValue('text', 'Is it safe typed here?', { shouldDirty: true });
      result.current.form.setValue('position', 9, { shouldDirty: true });
    });
    state.stored = { ...base, position: 8, version: 4 };
    act(() => result.current.takeLiveChange(change(), 1));
    await waitFor(() => expect(result.current.liveNews?.preview).toBeDefined());
    await act(async () => result.current.applyLiveChange('theirs'));
    expect(result.current.form.getValues()).toMatchObject({ text: 'Is it safe typed here?', position: 8 });
  });

  it('says a delete, keeps every typed value and refuses to save', async () => {
    const { state, calls } = storedRecord(base);
    const result = await openForm();
    act(() => result.current.form.setValue('text', 'Was this typed before the delete?', { shouldDirty: true }));
    state.stored = null;
    act(() => result.current.takeLiveChange(change({ action: 'deleted', version: null, fields: undefined })));
    await waitFor(() => expect(result.current.isDeleted).toBe(true));
    expect(result.current.liveNews).toMatchObject({ kind: 'deleted', who: 'Ada Admin' });
    expect(result.current.form.getValues('text')).toBe('Was this typed before the delete?');
    await act(async () => void (await result.current.saveChanges()));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(result.current.formError).toMatch(/deleted/);
  });

  it('is not told of its own save, even when the event comes before the save’s answer', async () => {
    const { state, calls } = storedRecord(base);
    const result = await openForm();
    // The stream's event of this save, arriving while the PUT is still out.
    const ownEvent = () => result.current.takeLiveChange(change({ by: { id: 1, name: 'Me' }, fields: ['text'] }), 1);
    const calledBefore = global.fetch as jest.Mock;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') ownEvent();
      return calledBefore(input, init);
    }) as typeof fetch;
    act(() => result.current.form.setValue('text', 'Is this mine?', { shouldDirty: true }));
    await act(async () => void (await result.current.saveChanges()));
    expect(result.current.version).toBe(4);
    expect(state.stored?.text).toBe('Is this mine?');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(result.current.liveNews).toBeNull();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('ignores changes to other records', async () => {
    const { calls } = storedRecord(base);
    const result = await openForm();
    act(() => result.current.takeLiveChange(change({ recordId: '6' }), 1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(result.current.liveNews).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
