/** @jest-environment jsdom */
// The form controller loads the record into the form, puts a 422's field errors on their fields and
// keeps what was typed, and after a 409 offers the latest version, which replaces the typed changes.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { resourceMeta } from '@/areas/registry';
import { apiFetch } from '../fetcher';
import { installFakeBff } from './fake-bff.test-support';
import { useFormController } from './use-form-controller';
import { noteLocation, resetCameFrom } from '../came-from';

const push = jest.fn();
const back = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, back, replace: jest.fn() }) }));

function wrapper({ children }: { children: ReactNode }) {
  // As the signed-in pages' providers set it (components/providers/console-providers.tsx).
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (url: string) => apiFetch(url) }}>{children}</SWRConfig>;
}

const meta = resourceMeta('suggested-questions');
const saved = { id: 5, text: 'Is ibuprofen safe with food?', region: 'gb', status: 'active', position: 3, created_at: '', updated_at: '' };

describe('useFormController', () => {
  it('loads the record, then shows a 422’s field errors on their fields and keeps what was typed', async () => {
    const calls = installFakeBff(({ method }) =>
      method === 'PUT'
        ? { status: 422, body: JSON.stringify({ message: 'Check the question', errors: { text: 'This question is already asked in gb' } }) }
        : { status: 200, body: { data: saved } },
    );
    const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.form.getValues('text')).toBe(saved.text);

    act(() => result.current.form.setValue('text', 'Is ibuprofen safe with coffee?', { shouldDirty: true }));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(result.current.formError).toBe('Check the question'));
    expect(result.current.form.formState.errors.text?.message).toBe('This question is already asked in gb');
    expect(result.current.form.getValues('text')).toBe('Is ibuprofen safe with coffee?');
    expect(result.current.hasConflict).toBe(false);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ text: 'Is ibuprofen safe with coffee?', region: 'gb' });
  });

  it('checks a field that shows an error again as it changes, a value set by code included, without a save', async () => {
    const calls = installFakeBff(() => ({ status: 200, body: { data: saved } }));
    const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('text', '', { shouldDirty: true }));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(result.current.form.formState.errors.text).toBeDefined());

    // As a slug's "From name" sets its field: no shouldValidate, and no Save after it.
    act(() => result.current.form.setValue('text', 'Is ibuprofen safe with food?', { shouldDirty: true }));
    await waitFor(() => expect(result.current.form.formState.errors.text).toBeUndefined());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('after a 409 offers the latest version, which replaces what was typed', async () => {
    let version = saved;
    installFakeBff(({ method }) => (method === 'PUT' ? { status: 409, body: 'This question was changed by someone else.' } : { status: 200, body: { data: version } }));
    const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('position', 9, { shouldDirty: true }));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(result.current.hasConflict).toBe(true));
    expect(result.current.formError).toBe('This question was changed by someone else.');
    expect(result.current.form.getValues('position')).toBe(9);

    version = { ...saved, text: 'Can I take ibuprofen with food?', position: 4 };
    await act(async () => result.current.loadLatest());
    expect(result.current.form.getValues('text')).toBe('Can I take ibuprofen with food?');
    expect(result.current.form.getValues('position')).toBe(4);
    expect(result.current.hasConflict).toBe(false);
    expect(result.current.formError).toBeNull();
  });

  it('puts the field errors of a 409 that names a field on that field, without offering the latest version', async () => {
    const message = 'This rule blocks that text';
    installFakeBff(({ method }) => (method === 'PUT' ? { status: 409, body: JSON.stringify({ message, errors: { text: message } }) } : { status: 200, body: { data: saved } }));
    const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('text', 'Is ibuprofen safe at night?', { shouldDirty: true }));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(result.current.formError).toBe(message));
    expect(result.current.form.formState.errors.text?.message).toBe(message);
    expect(result.current.hasConflict).toBe(false);
    expect(result.current.form.getValues('text')).toBe('Is ibuprofen safe at night?');
  });

  it('creates with the defaults and goes back to the list', async () => {
    installFakeBff(({ method }) => ({ status: method === 'POST' ? 201 : 200, body: { data: { ...saved, id: 6 } } }));
    const { result } = renderHook(() => useFormController(meta, null), { wrapper });
    expect(result.current.isReady).toBe(true);
    act(() => result.current.form.setValue('text', 'Does vitamin D help in winter?'));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/suggested-questions'));
  });

  it('goes back where the user came from when the role may not open the list (admins create tips, whose list is the editors’)', async () => {
    installFakeBff(({ method }) => ({ status: method === 'POST' ? 201 : 200, body: { data: { ...saved, id: 7 } } }));
    // Opened from the products list: saved, Back returns there.
    push.mockClear();
    back.mockClear();
    resetCameFrom();
    noteLocation('/products', 'page=2');
    noteLocation('/suggested-questions/create', '');
    const { result } = renderHook(() => useFormController(meta, null, null), { wrapper });
    act(() => result.current.form.setValue('text', 'Can I take antihistamines daily?'));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the dashboard when the role may not open the list and the tab has shown no other page', async () => {
    installFakeBff(({ method }) => ({ status: method === 'POST' ? 201 : 200, body: { data: { ...saved, id: 7 } } }));
    push.mockClear();
    back.mockClear();
    resetCameFrom();
    noteLocation('/suggested-questions/create', '');
    const { result } = renderHook(() => useFormController(meta, null, null), { wrapper });
    act(() => result.current.form.setValue('text', 'Can I take antihistamines daily?'));
    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(back).not.toHaveBeenCalled();
  });

  it('takes the record a status step left as its starting point: the next save goes against its version, keeps what was typed and shows its status', async () => {
    let stored: Record<string, unknown> = { ...saved, version: 3 };
    const calls = installFakeBff(({ method, body }) => {
      if (method === 'PUT') {
        stored = { ...(body as Record<string, unknown>), id: 5, status: stored.status, version: Number(stored.version) + 1 };
        return { status: 200, body: { data: stored } };
      }
      return { status: 200, body: { data: stored } };
    });
    const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('text', 'Typed before the step?', { shouldDirty: true }));

    // The step (another call) moved the record on by one version and changed its status.
    stored = { ...stored, status: 'inactive', version: 4 };
    let isAdopted = false;
    act(() => {
      isAdopted = result.current.adoptRecord(stored as never);
    });
    expect(isAdopted).toBe(true);
    expect(result.current.form.getValues('status')).toBe('inactive');
    expect(result.current.form.getValues('text')).toBe('Typed before the step?');
    expect(result.current.form.formState.isDirty).toBe(true);

    await act(async () => result.current.onSubmit());
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"4"');
    expect(put?.body).toMatchObject({ text: 'Typed before the step?', status: 'inactive' });

    // A record two versions on (someone else wrote too) is not taken: the next save merges as usual.
    expect(result.current.adoptRecord({ ...stored, version: 7 } as never)).toBe(false);
  });

  describe('when someone saved first (412)', () => {
    const loaded = { ...saved, version: 3 };
    const typed = 'Is ibuprofen safe with coffee?';

    it('saves against the version it loaded, and merges changes to other fields without asking', async () => {
      const theirs = { ...loaded, position: 7, version: 4, updated_by: { id: 1, name: 'Ada Admin' } };
      const calls = installFakeBff(({ method, ifMatch }) => {
        if (method !== 'PUT') return { status: 200, body: { data: loaded } };
        return ifMatch === '"3"' ? { status: 412, body: { data: theirs } } : { status: 200, body: { data: { ...theirs, text: typed, version: 5 } } };
      });
      const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
      await waitFor(() => expect(result.current.isReady).toBe(true));
      act(() => result.current.form.setValue('text', typed, { shouldDirty: true }));
      await act(async () => result.current.onSubmit());
      await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
      const [first, second] = calls.filter((call) => call.method === 'PUT');
      expect(first).toMatchObject({ ifMatch: '"3"', body: { text: typed, position: 3 } });
      expect(second).toMatchObject({ ifMatch: '"4"', body: { text: typed, position: 7 } });
      await waitFor(() => expect(result.current.form.getValues('position')).toBe(7));
      expect(result.current.editConflict).toBeNull();
      expect(result.current.formError).toBeNull();
    });

    it('answers the clashing fields for the conflict view, keeps what was typed, and saves the choice against the new version', async () => {
      const theirs = { ...loaded, text: 'Can I take ibuprofen with food?', position: 8, version: 4 };
      const calls = installFakeBff(({ method, ifMatch, body }) => {
        if (method !== 'PUT') return { status: 200, body: { data: loaded } };
        return ifMatch === '"3"' ? { status: 412, body: { data: theirs } } : { status: 200, body: { data: { ...theirs, ...(body as object), version: 5 } } };
      });
      const { result } = renderHook(() => useFormController(meta, '5', undefined, { editConflicts: () => import('./edit-conflict') }), { wrapper });
      await waitFor(() => expect(result.current.isReady).toBe(true));
      act(() => result.current.form.setValue('text', typed, { shouldDirty: true }));
      await act(async () => result.current.onSubmit());
      await waitFor(() => expect(result.current.editConflict).not.toBeNull());
      expect(result.current.editConflict?.by).toBe('someone else');
      expect(result.current.editConflict?.fields.map((field) => field.label)).toEqual([meta.fields.find((field) => field.name === 'text')?.label]);
      expect(result.current.form.getValues('text')).toBe(typed);

      // Cancel: back to the form as typed, nothing saved.
      const { dismissEditConflict, settleEditConflict } = await import('./edit-conflict');
      act(() => dismissEditConflict(result.current.editConflict!, result.current.conflictContext()));
      expect(result.current.editConflict).toBeNull();
      expect(result.current.form.getValues('text')).toBe(typed);
      expect(result.current.formError).toMatch(/Someone else changed this question.*Nothing you typed was lost/);

      await act(async () => result.current.onSubmit());
      await waitFor(() => expect(result.current.editConflict).not.toBeNull());
      await act(async () => settleEditConflict(result.current.editConflict!, { text: 'theirs' }, result.current.conflictContext()));
      const last = calls.filter((call) => call.method === 'PUT').at(-1);
      expect(last).toMatchObject({ ifMatch: '"4"', body: { text: theirs.text, position: 8 } });
      expect(result.current.form.getValues('text')).toBe(theirs.text);
    });
  });
});
