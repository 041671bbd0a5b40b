// The dashboard (served at / and /dashboard): what needs attention today, in numbers and charts, for the
// user's role (docs/console-screens.md#dashboard). The KPI cards' figures come with the HTML
// (lib/server/first-data.ts) and are drawn in it, in the reader's language and for the period as of the
// moment the page was drawn, which the browser then uses too so both draw the same.
import { headers } from 'next/headers';
import { FirstData } from '@/components/providers/first-data';
import { PageHeader } from '@/components/shell/page-header';
import { DashboardClient } from '@/areas/dashboard/dashboard-client';
import { figureUrl } from '@/areas/dashboard/api';
import { cardFiguresForRole, figureOfAnswer, type DashboardQuery } from '@/areas/dashboard/contract';
import { parseDashboardView, viewQuery } from '@/areas/dashboard/view-state';
import type { Role } from '@/lib/routes';
import { firstAnswers, searchParamsOf, type FirstAnswers, type SearchParamsRecord } from '@/lib/server/first-data';
import { requestLocale } from '@/lib/server/request-locale';

interface DashboardScreenProps {
  name: string;
  role: Role;
  searchParams: Promise<SearchParamsRecord>;
}

export async function DashboardScreen({ name, role, searchParams }: DashboardScreenProps) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  const { renderedAt, query } = viewAsOfNow(await searchParams);
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={role === 'admin' ? 'Sales, the fulfilment queue and the work waiting on the team.' : 'The content and conversation work waiting on the team.'}
      />
      <FirstData answers={await firstFigures(role, query)}>
        <DashboardClient role={role} locale={requestLocale(await headers())} renderedAt={renderedAt} />
      </FirstData>
    </>
  );
}

/** The period the URL asks for as of now, and that moment, which the browser's first draw uses too. */
function viewAsOfNow(query: SearchParamsRecord): { renderedAt: number; query: DashboardQuery } {
  const renderedAt = Date.now();
  return { renderedAt, query: viewQuery(parseDashboardView(searchParamsOf(query), renderedAt)) };
}

/** The role's card figures for the period the URL asks for, by each card's own key (its BFF URL). */
async function firstFigures(role: Role, query: DashboardQuery): Promise<FirstAnswers> {
  const urls = new Map(cardFiguresForRole(role).map((figure) => [figureUrl(figure, query), figure]));
  const { data, failures } = await firstAnswers([...urls.keys()]);
  // Each card's key holds its figure, not the whole answer (use-dashboard-figure.ts): one of another
  // shape is left to the card's own fetch, which says so.
  const figures: Record<string, unknown> = {};
  for (const [url, figure] of urls) {
    const value = url in data ? figureOfAnswer(data[url], figure) : undefined;
    if (value !== undefined) figures[url] = value;
  }
  return { data: figures, failures };
}
