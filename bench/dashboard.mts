// 9. The dashboard: from navigation to the first KPI value on screen, and to all three charts drawn (their
// code loads after the cards, when the charts come into view; the bench's window is tall enough to show
// them at once). The bench upstream answers every figure with fixed, plausible numbers, so what is timed
// is the console.
import type { Page } from '@playwright/test';
import { daysOf, previousPeriod } from '../areas/dashboard/period.ts';

const ONE_FIGURE = /^\/v1\/dashboard\/([a-z_]+)$/;

function figure(name: string, from: string, to: string): unknown {
  const days = daysOf({ from, to });
  const perDay = (region: 'gb' | 'us', currency: 'GBP' | 'USD') => ({
    region,
    currency,
    days: days.map((day, i) => ({ day, revenue: 40_000 + ((i * 7919) % 25_000), orders: 8 + (i % 5) })),
  });
  const figures: Record<string, unknown> = {
    revenue: [
      { currency: 'GBP', current: 1_234_500, previous: 1_100_000 },
      { currency: 'USD', current: 987_600, previous: 1_020_000 },
    ],
    orders: { current: 412, previous: 398 },
    average_order_value: [
      { currency: 'GBP', current: 3_120, previous: 2_980 },
      { currency: 'USD', current: 4_050, previous: 4_100 },
    ],
    new_customers: { current: 57, previous: 61 },
    new_subscribers: { current: 130, previous: 0 },
    orders_by_status: { awaiting: 14, placed: 22, processed: 9 },
    revenue_by_day: [perDay('gb', 'GBP'), perDay('us', 'USD')],
    top_items: Array.from({ length: 10 }, (_, i) => ({
      item: i + 1,
      item_type: i % 4 === 3 ? 1 : 0,
      name: `Benchmark product ${i + 1}`,
      region: i % 2 ? 'us' : 'gb',
      currency: i % 2 ? 'USD' : 'GBP',
      units: 200 - i * 15,
      revenue: 90_000 - i * 6_000,
    })),
    feedback_new: { new: 6 },
    content_work: { drafts: 12, in_review: 4, review_overdue: 3, review_due_30: 8 },
    equivalence_problems: { problems: 7 },
    conversations: { flagged: 2, open: 31 },
    ratings_unreviewed: { down_new: 5 },
  };
  return figures[name];
}

/** The bench upstream's answer to `GET /v1/dashboard/{figure}`, or undefined when the path is not one. */
export function dashboardBody(pathname: string, query: URLSearchParams): string | undefined {
  const name = ONE_FIGURE.exec(pathname)?.[1];
  const from = query.get('from');
  const to = query.get('to');
  if (!name || !from || !to) return undefined;
  const value = figure(name, from, to);
  if (value === undefined) return undefined;
  return JSON.stringify({ data: { region: query.get('region') ?? 'all', period: { from, to }, previous: previousPeriod({ from, to }), figures: { [name]: value } } });
}

export interface DashboardFigures {
  /** Navigation start to the first KPI value visible, median of the runs. */
  firstKpiMs: number;
  /** Navigation start to the three charts drawn, median of the runs. */
  chartsMs: number;
  runs: { firstKpiMs: number; chartsMs: number }[];
}

export async function measureDashboard(page: Page, appUrl: string, runs = 3): Promise<DashboardFigures> {
  await page.setViewportSize({ width: 1280, height: 2400 });
  const all: DashboardFigures['runs'] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await page.goto(`${appUrl}/dashboard`);
    await page.locator('[data-figure]').first().waitFor({ state: 'visible' });
    const firstKpiMs = performance.now() - started;
    await page.waitForFunction(() => document.querySelectorAll('.recharts-surface').length >= 3, undefined, { timeout: 30_000 });
    all.push({ firstKpiMs, chartsMs: performance.now() - started });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { firstKpiMs: median(all.map((r) => r.firstKpiMs)), chartsMs: median(all.map((r) => r.chartsMs)), runs: all };
}
