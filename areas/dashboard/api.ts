// Where the dashboard's figures are asked for (docs/special-calls.md#dashboard): one URL per figure and
// period, each card's own request and SWR key. Plain, so the server page fetches the first figures under
// the keys the browser's cards then read (dashboard-screen.tsx); the hook is use-dashboard-figure.ts.
import { mainApiUrl } from '@/lib/client/api-url';
import type { DashboardQuery, FigureName } from './contract';

/** The BFF URL of one figure over the query's region and period. */
export function figureUrl(figure: FigureName, query: DashboardQuery): string {
  return mainApiUrl(`dashboard/${figure}`, { region: query.region, from: query.from, to: query.to });
}
