/** @jest-environment jsdom */
// The History panel: entries newest first with who and what, each change in the form's terms (money in the
// record's currency, a picked record by name, long text as a word diff), the empty and error states, and
// "Restore this version" on older versions only, asked first, handing the restored record back; a restore is
// sent against the version the screen holds (If-Match), and a 412 or a rule's 422 says in the dialog why not.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { resourceMeta } from '@/areas/registry';
import { system } from '@/components/ui/system';
import { installFakeBff } from '@/lib/client/controllers/fake-bff.test-support';
import { apiFetch } from '@/lib/client/fetcher';
import { HistoryPanel } from './history-panel';

const meta = resourceMeta('products');
const before = 'Soothes tired muscles after exercise. Apply a thin layer twice a day and rub in gently.';
const entries = [
  { id: 3, at: '2026-11-20T10:00:00.000Z', by: { id: 1, name: 'Ada Admin' }, action: 'updated', changes: [{ field: 'price', from: 499, to: 650 }, { field: 'description', from: before, to: before.replace('tired', 'aching') }] },
  { id: 2, at: '2026-11-19T10:00:00.000Z', by: { id: 2, name: 'Eddie Editor' }, action: 'updated', changes: [{ field: 'categories', from: [], to: [4] }] },
  { id: 1, at: '2026-11-18T10:00:00.000Z', by: { id: 2, name: 'Eddie Editor' }, action: 'created', changes: [{ field: 'name', from: null, to: 'Calming Balm' }] },
];

function draw(onRestored = jest.fn(), version?: number, panelMeta: typeof meta = meta) {
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map(), fetcher: (url: string) => apiFetch(url) }}>
        <HistoryPanel meta={panelMeta} id={9} version={version} canRestore onRestored={onRestored} />
      </SWRConfig>
    </ChakraProvider>,
  );
  return onRestored;
}

describe('HistoryPanel', () => {
  it('lists the entries newest first, in the form’s terms', async () => {
    installFakeBff(({ url }) => {
      if (url.startsWith('/api/main/v1/products/9/history')) return { status: 200, body: { data: { records: entries, page: 1, limit: 20, total: 3, pages: 1 } } };
      if (url === '/api/main/v1/products/9') return { status: 200, body: { data: { id: 9, region: 'gb' } } };
      if (url === '/api/main/v1/categories/4') return { status: 200, body: { data: { id: 4, name: 'Pain relief' } } };
      return { status: 404, body: 'Not found' };
    });
    draw();
    const list = await screen.findByRole('list', { name: 'Changes to this product, newest first' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.querySelector('time'));
    expect(items.map((item) => within(item).getAllByText(/ by /)[0].textContent)).toEqual(['Updated by Ada Admin', 'Updated by Eddie Editor', 'Created by Eddie Editor']);
    await waitFor(() => expect(items[0]).toHaveTextContent(/Price\s*from\s*£4\.99\s*→\s*to\s*£6\.50/));
    expect(items[0].querySelector('del')).toHaveTextContent('tired');
    expect(items[0].querySelector('ins')).toHaveTextContent('aching');
    await waitFor(() => expect(items[1]).toHaveTextContent(/Categories\s*from\s*Empty\s*→\s*to\s*Pain relief/));
    expect(within(items[0]).getByText('Current')).toBeInTheDocument();
    // A time names its zone, in the console's one date style.
    expect(items[0].querySelector('time')).toHaveTextContent(/^20 Nov 2026, \d{2}:\d{2} [A-Z]\S*$/);
    // The current version has nothing to restore.
    expect(within(items[0]).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    expect(within(items[2]).getByRole('button', { name: 'Restore this version' })).toBeInTheDocument();
  });

  it('restores a version after asking, and says why when the upstream refuses', async () => {
    let refuse = true;
    const calls = installFakeBff(({ url, method }) => {
      if (method === 'POST') return refuse ? { status: 409, body: 'Slug is already used by “Calming Balm 2”' } : { status: 200, body: { data: { id: 9, name: 'Calming Balm', version: 5 } } };
      if (url.startsWith('/api/main/v1/products/9/history')) return { status: 200, body: { data: { records: entries, page: 1, limit: 20, total: 3, pages: 1 } } };
      return { status: 200, body: { data: { id: 9, region: 'gb' } } };
    });
    const onRestored = draw();
    const list = await screen.findByRole('list', { name: 'Changes to this product, newest first' });
    const created = within(list).getAllByRole('listitem').filter((item) => item.querySelector('time'))[2];
    fireEvent.click(within(created).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('Slug is already used by “Calming Balm 2”')).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ id: 9, name: 'Calming Balm', version: 5 }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/main/v1/products/9/history/1/restore', '/api/main/v1/products/9/history/1/restore']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore this version?' })).not.toBeInTheDocument());
  });

  it('restores against the version the screen holds, and says so when the record changed since it was opened', async () => {
    let isStale = true;
    const calls = installFakeBff(({ url, method }) => {
      if (method === 'POST') return isStale ? { status: 412, body: { data: { id: 9, region: 'gb', version: 7 } } } : { status: 200, body: { data: { id: 9, version: 8 } } };
      if (url.startsWith('/api/main/v1/products/9/history')) return { status: 200, body: { data: { records: entries, page: 1, limit: 20, total: 3, pages: 1 } } };
      // The panel's own read is newer than the form: the form's version is the one a restore is made against.
      return { status: 200, body: { data: { id: 9, region: 'gb', version: 7 } } };
    });
    const onRestored = draw(jest.fn(), 4);
    const list = await screen.findByRole('list', { name: 'Changes to this product, newest first' });
    fireEvent.click(within(within(list).getAllByRole('listitem').filter((item) => item.querySelector('time'))[2]).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The product was changed since you opened it');
    expect(alert).toHaveTextContent(/Reload the product to see its latest version/);
    expect(alert).not.toHaveTextContent(/412|someone else since it was loaded/);
    expect(onRestored).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.ifMatch)).toEqual(['"4"']);

    isStale = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ id: 9, version: 8 }));
  });

  it('sends the version it read when the screen names none', async () => {
    const calls = installFakeBff(({ url, method }) => {
      if (method === 'POST') return { status: 200, body: { data: { id: 9, version: 4 } } };
      if (url.startsWith('/api/main/v1/products/9/history')) return { status: 200, body: { data: { records: entries, page: 1, limit: 20, total: 3, pages: 1 } } };
      return { status: 200, body: { data: { id: 9, region: 'gb', version: 3 } } };
    });
    const onRestored = draw();
    const list = await screen.findByRole('list', { name: 'Changes to this product, newest first' });
    // The record's read comes beside the history's: wait for it before restoring.
    await waitFor(() => expect(calls.some((call) => call.url === '/api/main/v1/products/9')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(within(within(list).getAllByRole('listitem').filter((item) => item.querySelector('time'))[1]).getByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.ifMatch).toBe('"3"');
  });

  it('says why a rule refused the restore, its message and each field as a sentence, and keeps the dialog open', async () => {
    const contentMeta = resourceMeta('content');
    installFakeBff(({ url, method }) => {
      if (method === 'POST') {
        return {
          status: 422,
          body: JSON.stringify({
            message: 'Cannot publish: a medical reviewer and a next review date are required',
            errors: { medical_reviewer_id: 'A medical reviewer is required to publish', next_review_due: 'A next review date is required to publish', 'blocks.0.item': 'Block 1: the product #3 no longer exists' },
          }),
        };
      }
      if (url.startsWith('/api/main/v1/content/9/history')) return { status: 200, body: { data: { records: entries.map((entry) => ({ ...entry, changes: [] })), page: 1, limit: 20, total: 3, pages: 1 } } };
      return { status: 200, body: { data: { id: 9, region: 'gb', version: 5 } } };
    });
    const onRestored = draw(jest.fn(), 5, contentMeta);
    const list = await screen.findByRole('list', { name: 'Changes to this content, newest first' });
    fireEvent.click(within(within(list).getAllByRole('listitem').filter((item) => item.querySelector('time'))[2]).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The content was not restored');
    expect(alert).toHaveTextContent('Cannot publish: a medical reviewer and a next review date are required');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A medical reviewer is required to publish.',
      'Next review due: A next review date is required to publish.',
      'Blocks: Block 1: the product #3 no longer exists.',
    ]);
    expect(alert).not.toHaveTextContent('{');
    expect(onRestored).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeEnabled();
  });

  it('says when nothing is recorded yet, and offers Retry when the history cannot load', async () => {
    installFakeBff(({ url }) => (url.includes('/history') ? { status: 200, body: { data: { records: [], page: 1, limit: 20, total: 0, pages: 1 } } } : { status: 200, body: { data: { id: 9 } } }));
    draw();
    expect(await screen.findByText(/No changes recorded yet/)).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    installFakeBff(({ url }) => (url.includes('/history') ? { status: 503, body: 'The service is unavailable' } : { status: 200, body: { data: { id: 9 } } }));
    draw();
    expect(await screen.findByText('The history could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages a long history with the lists\' pager: counts with separators, the last page, and back in range when it shrank', async () => {
    // 1,234 changes, 20 a page: 62 pages, until the history is asked for page 62 and has only 30 by then.
    let total = 1234;
    const calls = installFakeBff(({ url }) => {
      if (!url.includes('/history')) return { status: 200, body: { data: { id: 9, region: 'gb' } } };
      const page = Number(new URL(url, 'http://console').searchParams.get('page'));
      if (page === 62) total = 30;
      const pages = Math.ceil(total / 20);
      const records = page > pages ? [] : [{ ...entries[0], id: 5000 - page }];
      return { status: 200, body: { data: { records, page, limit: 20, total, pages } } };
    });
    draw();
    expect(await screen.findByText('1,234 changes · Page 1 of 62')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'History pages' });
    expect(within(pager).getAllByRole('button', { name: 'Page 62' })[0]).toHaveTextContent('62');
    fireEvent.change(within(pager).getByLabelText('Go to page'), { target: { value: '70' } });
    fireEvent.submit(within(pager).getByLabelText('Go to page'));
    expect(await within(pager).findByText('Choose a page from 1 to 62: there is no page 70.')).toBeInTheDocument();

    fireEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    // Page 62 answered with two pages left: the panel goes to the last there is, not an empty page 62.
    expect(await screen.findByText('30 changes · Page 2 of 2')).toBeInTheDocument();
    const pagesAsked = calls.filter((call) => call.url.includes('/history')).map((call) => new URL(call.url, 'http://console').searchParams.get('page'));
    expect(pagesAsked).toEqual(['1', '62', '2']);
    expect(screen.getByRole('navigation', { name: 'History pages' })).toBeInTheDocument();
  });
});
