/** @jest-environment jsdom */
// The file drawer's name and alt text are saved against the version it loaded (If-Match); a save that meets
// someone else's (412) is merged as the forms merge it, saved against the new version and said as the
// forms say it, and a clash on one field opens the conflict view, whose choice is saved. Nothing typed is lost.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { installFakeBff, type FakeCall } from '@/lib/client/controllers/fake-bff.test-support';
import { apiFetch } from '@/lib/client/fetcher';
import { system } from '@/components/ui/system';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import type { FileRecord } from './definition';
import { FileDrawer } from './file-drawer';

// The drawer saves through the form controller, whose create and delete lead on with the router.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/system/files',
  useSearchParams: () => new URLSearchParams('file=4'),
}));

const loaded: FileRecord = {
  id: 4,
  filename: 'square.png',
  mime_type: 'image/png',
  kind: 'image',
  size_bytes: 70,
  width: 1,
  height: 1,
  alt_text: null,
  url: 'http://upstream/v1/files/4/content',
  uploaded_by: 'Ada Admin',
  usage_count: 0,
  used_by: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 3,
};

/** The fake BFF's answers: the file as `stored` holds it, its (empty) history, and the PUTs `onPut` answers. */
function serve(stored: () => FileRecord, onPut: (call: FakeCall) => { status: number; body?: unknown }): FakeCall[] {
  return installFakeBff((call) => {
    if (call.url.includes('/history')) return { status: 200, body: { data: { records: [], page: 1, limit: 20, total: 0, pages: 1 } } };
    return call.method === 'PUT' ? onPut(call) : { status: 200, body: { data: stored() } };
  });
}

async function draw() {
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher: (url: string) => apiFetch(url) }}>
        <FileDrawer meta={resourceMetaForRole('files', 'admin')} id="4" onClose={() => {}} />
      </SWRConfig>
    </ChakraProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Name and alt text' });
  const fileName = within(form).getByRole('textbox', { name: 'File name' });
  const altText = within(form).getByRole('textbox', { name: 'Alt text' });
  await waitFor(() => expect(fileName).toHaveValue('square.png'));
  return { form, fileName, altText, save: () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })) };
}

const puts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PUT');

describe('the file drawer’s address', () => {
  it('shows the console’s own URL of the bytes, never the upstream’s the record carries', async () => {
    serve(
      () => loaded,
      () => ({ status: 500 }),
    );
    await draw();
    expect(screen.getByRole('textbox', { name: 'File URL' })).toHaveValue(`${window.location.origin}/api/main/v1/files/4/content`);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/main/v1/files/4/content');
  });
});

describe('the file drawer’s save', () => {
  it('saves against the version it loaded, and merges a change to the other field without asking', async () => {
    const theirs = { ...loaded, filename: 'renamed.png', version: 4, updated_by: { id: 1, name: 'Ada Admin' } };
    let stored = loaded;
    const calls = serve(
      () => stored,
      ({ ifMatch, body }) => {
        if (ifMatch === '"3"') return { status: 412, body: { data: theirs } };
        stored = { ...theirs, ...(body as object), version: 5 };
        return { status: 200, body: { data: stored } };
      },
    );
    const { form, fileName, altText, save } = await draw();
    fireEvent.change(altText, { target: { value: 'A grey square' } });
    save();

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Merged with changes by Ada Admin'));
    expect(puts(calls)).toEqual([
      expect.objectContaining({ ifMatch: '"3"', body: { filename: 'square.png', alt_text: 'A grey square' } }),
      expect.objectContaining({ ifMatch: '"4"', body: { filename: 'renamed.png', alt_text: 'A grey square' } }),
    ]);
    expect(fileName).toHaveValue('renamed.png');
    expect(altText).toHaveValue('A grey square');
    expect(screen.queryByRole('dialog', { name: /changed this file/ })).not.toBeInTheDocument();

    // The drawer holds the version it saved: the next save is made against it.
    fireEvent.change(altText, { target: { value: 'A grey square, again' } });
    save();
    await waitFor(() => expect(puts(calls)).toHaveLength(3));
    expect(puts(calls)[2]).toMatchObject({ ifMatch: '"5"', body: { alt_text: 'A grey square, again' } });
  });

  it('opens the conflict view on a clash, keeps what was typed on Cancel, and saves the choice against the new version', async () => {
    const theirs = { ...loaded, filename: 'theirs.png', alt_text: 'Their words', version: 4, updated_by: { id: 1, name: 'Ada Admin' } };
    const calls = serve(
      () => loaded,
      ({ ifMatch, body }) => (ifMatch === '"3"' ? { status: 412, body: { data: theirs } } : { status: 200, body: { data: { ...theirs, ...(body as object), version: 5 } } }),
    );
    const { form, fileName, altText, save } = await draw();
    fireEvent.change(fileName, { target: { value: 'mine.png' } });
    save();

    const view = await screen.findByRole('dialog', { name: 'Ada Admin changed this file while you were editing' });
    const choice = within(view).getByRole('group', { name: 'File name' });
    expect(choice).toHaveTextContent('mine.png');
    expect(within(view).queryByRole('group', { name: 'Alt text' })).not.toBeInTheDocument();

    fireEvent.click(within(view).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /changed this file/ })).not.toBeInTheDocument());
    expect(fileName).toHaveValue('mine.png');
    expect(within(form).getByRole('alert')).toHaveTextContent(/Ada Admin changed this file while you were editing. Nothing you typed was lost/);

    save();
    const again = await screen.findByRole('dialog', { name: 'Ada Admin changed this file while you were editing' });
    fireEvent.click(within(within(again).getByRole('group', { name: 'File name' })).getByRole('radio', { name: 'Yours' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('File updated'));
    expect(puts(calls).at(-1)).toMatchObject({ ifMatch: '"4"', body: { filename: 'mine.png', alt_text: 'Their words' } });
    expect(fileName).toHaveValue('mine.png');
    expect(altText).toHaveValue('Their words');
  });

  it('puts the upstream’s 422 on its field and keeps what was typed', async () => {
    serve(
      () => loaded,
      () => ({ status: 422, body: { message: 'The file was not valid', errors: { filename: 'A file of that name exists already' } } }),
    );
    const { form, fileName, save } = await draw();
    fireEvent.change(fileName, { target: { value: 'taken.png' } });
    save();
    await waitFor(() => expect(within(form).getByText('A file of that name exists already')).toBeInTheDocument());
    expect(within(form).getByRole('alert')).toHaveTextContent('The file was not valid');
    expect(fileName).toHaveValue('taken.png');
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it('saves without If-Match a file from an upstream that gives it no version', async () => {
    const { version: _version, ...unversioned } = loaded;
    const calls = serve(
      () => unversioned as FileRecord,
      ({ body }) => ({ status: 200, body: { data: { ...unversioned, ...(body as object) } } }),
    );
    const { form, altText, save } = await draw();
    fireEvent.change(altText, { target: { value: 'A grey square' } });
    save();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('File updated'));
    expect(puts(calls)).toEqual([{ method: 'PUT', url: '/api/main/v1/files/4', body: { filename: 'square.png', alt_text: 'A grey square' } }]);
  });
});
