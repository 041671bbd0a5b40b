/** @jest-environment jsdom */
// What a page brought with its HTML reaches the screen's SWR hooks: an answer as the key's data without a
// wait, an upstream error as the key's first result (its error state), and Retry then fetches for real.
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import type { ApiError } from '@/lib/client/fetcher';
import { FirstData, type FirstDataProps } from './first-data';

type Fetcher = (url: string) => Promise<string>;

/** A screen's read of one key; `revalidateOnMount` false shows what it starts from, untouched by a fetch. */
function Reader({ fetcher, revalidateOnMount }: { fetcher: Fetcher; revalidateOnMount: boolean }) {
  const { data, error, mutate } = useSWR<string, ApiError>('/api/main/v1/products', fetcher, { revalidateOnMount });
  return (
    <div>
      <p>{data ?? (error ? `failed ${error.status}: ${error.message}` : 'loading')}</p>
      <button onClick={() => void mutate()}>Retry</button>
    </div>
  );
}

function renderWith(answers: FirstDataProps['answers'], fetcher: Fetcher, revalidateOnMount = false) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FirstData answers={answers}>
        <Reader fetcher={fetcher} revalidateOnMount={revalidateOnMount} />
      </FirstData>
    </SWRConfig>,
  );
}

describe('FirstData', () => {
  it('draws an answer brought with the page without fetching it', () => {
    const fetcher = jest.fn(async () => 'fetched');
    renderWith({ data: { '/api/main/v1/products': 'from the page' }, failures: {} }, fetcher);
    expect(screen.getByText('from the page')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('gives an upstream error as the first result, its message read as the BFF’s would be, then fetches on Retry', async () => {
    const fetcher = jest.fn(async () => 'fetched');
    renderWith({ data: {}, failures: { '/api/main/v1/products': { status: 503, body: 'Down for maintenance' } } }, fetcher, true);
    expect(await screen.findByText('failed 503: Down for maintenance')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(screen.getByText('fetched')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
