// One dashboard figure through the BFF (`GET /v1/dashboard/{figure}`, its URL from ./api.ts), checked against the
// contract: each card and chart has its own request, so it loads, fails and retries on its own.
import useSWR from 'swr';
import { figureUrl } from '@/areas/dashboard/api';
import { figureOfAnswer, type DashboardQuery, type FigureName, type Figures } from '@/areas/dashboard/contract';
import { apiFetch, ApiError } from '@/lib/client/fetcher';

async function fetchFigure<K extends FigureName>(url: string, figure: K): Promise<Figures[K]> {
  const value = figureOfAnswer(await apiFetch<unknown>(url), figure);
  if (value === undefined) throw new ApiError(502, 'The figure came back in a shape the console does not know');
  return value;
}

export function useDashboardFigure<K extends FigureName>(figure: K, query: DashboardQuery) {
  const url = figureUrl(figure, query);
  return useSWR<Figures[K], ApiError>(url, () => fetchFigure(url, figure), {
    // The card shows its own error and Retry; a toast per card would bury the page when the upstream is down.
    onError: () => {},
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
