/** @jest-environment jsdom */
// The record combobox as a form's multi picker and as a list filter, against a stand-in upstream of 150
// records: picked records never empty the offer, "More matches — type to narrow" says there are more,
// and a filter from the URL shows its record's name, not its id.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { system } from '@/components/ui/system';
import { RecordCombobox } from './record-combobox';
import { RecordFilter } from './record-filter';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const NAMES = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, name: `Category ${String(i + 1).padStart(3, '0')}` }));

/** Answers list pages (search, page, limit) and single records as the BFF would; remembers what was asked. */
function upstream() {
  const asked: string[] = [];
  const fetcher = async (url: string) => {
    asked.push(url);
    const [path, query = ''] = url.split('?');
    const one = /\/(\d+)$/.exec(path);
    if (one) return { data: NAMES[Number(one[1]) - 1] };
    const params = new URLSearchParams(query);
    const search = (params.get('search') ?? '').toLowerCase();
    const limit = Number(params.get('limit'));
    const matching = NAMES.filter((record) => record.name.toLowerCase().includes(search));
    return { data: { records: matching.slice(0, limit), page: 1, limit, total: matching.length, pages: Math.ceil(matching.length / limit) } };
  };
  return { asked, fetcher };
}

function renderWith(fetcher: (url: string) => Promise<unknown>, children: React.ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </ChakraProvider>,
  );
}

async function openPicker(name: string) {
  const standIn = screen.getByRole('combobox', { name });
  await act(async () => {
    standIn.focus();
    fireEvent.click(standIn);
  });
}

describe('the record combobox', () => {
  it('offers eight more after eight picks and says more match', async () => {
    const { asked, fetcher } = upstream();
    const picked = [1, 2, 3, 4, 5, 6, 7, 8];
    renderWith(
      fetcher,
      <>
        <label htmlFor="categories">Categories</label>
        <RecordCombobox id="categories" resource="categories" labelField="name" excludeIds={picked} onPick={() => undefined} />
      </>,
    );
    await openPicker('Categories');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(8));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(NAMES.slice(8, 16).map((record) => record.name));
    expect(screen.getByText('More matches — type to narrow')).toBeInTheDocument();
    expect(asked.some((url) => url.includes('limit=16'))).toBe(true);
  });

  it('finds the 150th record by typing, and says nothing more when all matches show', async () => {
    const { fetcher } = upstream();
    renderWith(
      fetcher,
      <>
        <label htmlFor="categories">Categories</label>
        <RecordCombobox id="categories" resource="categories" labelField="name" onPick={() => undefined} />
      </>,
    );
    await openPicker('Categories');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(8));
    fireEvent.change(screen.getByRole('combobox', { name: 'Categories' }), { target: { value: '150' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Category 150']));
    expect(screen.queryByText('More matches — type to narrow')).not.toBeInTheDocument();
  });
});

describe('RecordFilter', () => {
  it('shows a filter from the URL by its record’s name', async () => {
    const { asked, fetcher } = upstream();
    renderWith(fetcher, <RecordFilter label="Category" resource="content-categories" labelField="name" value="93" onChange={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Category 093'));
    expect(asked).toContain('/api/main/v1/content-categories/93');
    expect(screen.getByRole('button', { name: 'Clear Category' })).toBeInTheDocument();
  });

  it('sets the filter to the record picked, and clears it when emptied and left', async () => {
    const { fetcher } = upstream();
    const changes: string[] = [];
    const { rerender } = renderWith(fetcher, <RecordFilter label="Category" resource="content-categories" labelField="name" value="" onChange={(value) => changes.push(value)} />);
    await openPicker('Category');
    const input = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.change(input, { target: { value: '149' } });
    const option = await screen.findByRole('option', { name: 'Category 149' });
    await act(async () => {
      fireEvent.click(option);
    });
    expect(changes).toEqual(['149']);
    rerender(
      <ChakraProvider value={system}>
        <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0 }}>
          <RecordFilter label="Category" resource="content-categories" labelField="name" value="149" onChange={(value) => changes.push(value)} />
        </SWRConfig>
      </ChakraProvider>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Category 149'));

    const picker = screen.getByRole('combobox', { name: 'Category' });
    await act(async () => {
      picker.focus();
      fireEvent.change(picker, { target: { value: '' } });
    });
    await act(async () => {
      fireEvent.keyDown(picker, { key: 'Escape' });
      fireEvent.blur(picker);
    });
    expect(changes).toEqual(['149', '']);
  });
});
