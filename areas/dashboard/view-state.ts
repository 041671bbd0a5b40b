// The dashboard's controls in the URL (`?region=gb&days=7`, or `?from=…&to=…` for a custom range) and the
// filtered list each figure leads to (docs/console-screens.md#dashboard). Defaults stay out of the URL.
import type { DashboardQuery } from './contract';
import { DASHBOARD_REGIONS, DEFAULT_PRESET, isIsoDay, MAX_PERIOD_DAYS, PERIOD_PRESETS, periodLength, presetPeriod, type DashboardRegion, type PeriodPreset } from './period';

type Params = { get(name: string): string | null };

export interface DashboardView {
  region: DashboardRegion;
  /** A preset, or `custom` when the URL names both days of a range. */
  preset: PeriodPreset | 'custom';
  from: string;
  to: string;
}

function isPreset(value: number): value is PeriodPreset {
  return (PERIOD_PRESETS as readonly number[]).includes(value);
}

/** What the URL asks for; anything unknown or malformed falls back to all regions, last 30 days. */
export function parseDashboardView(params: Params, now: number = Date.now()): DashboardView {
  const regionParam = params.get('region');
  const region = (DASHBOARD_REGIONS as readonly string[]).includes(regionParam ?? '') ? (regionParam as DashboardRegion) : 'all';
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isIsoDay(from) && isIsoDay(to) && from <= to && periodLength({ from, to }) <= MAX_PERIOD_DAYS) {
    return { region, preset: 'custom', from, to };
  }
  const days = Number(params.get('days'));
  const preset = isPreset(days) ? days : DEFAULT_PRESET;
  return { region, preset, ...presetPeriod(preset, region, now) };
}

/** The URL query of a view (`?region=gb&days=7`), defaults left out. */
export function dashboardViewToSearch(view: DashboardView): string {
  const params = new URLSearchParams();
  if (view.region !== 'all') params.set('region', view.region);
  if (view.preset === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.preset !== DEFAULT_PRESET) {
    params.set('days', String(view.preset));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function viewQuery(view: DashboardView): DashboardQuery {
  return { region: view.region, from: view.from, to: view.to };
}

/** A list's URL with its filters, the region left out when both are shown. */
function listHref(path: string, region: DashboardRegion, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams(filters);
  if (region !== 'all') params.set('region', region);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where each figure leads: the list that explains it, filtered with the list's own URL parameters
 * (lib/resources/<area>.ts `filters` and `dateRange`). The orders list's date range counts whole UTC days,
 * so its edges may differ from the dashboard's local days by the region's offset.
 */
export function figureLinks(query: DashboardQuery) {
  const { region, from, to } = query;
  return {
    ordersInPeriod: listHref('/orders', region, { from, to }),
    // Revenue and average order sum the orders kept, so their list leaves the cancelled ones out.
    ordersKeptInPeriod: listHref('/orders', region, { from, to, status: 'not_cancelled' }),
    ordersWithStatus: (status: 'awaiting' | 'placed' | 'processed') => listHref('/orders', region, { status }),
    customers: listHref('/customers', region, { from, to }),
    subscribers: listHref('/subscribers', region, { from, to }),
    contentWithStatus: (status: 'draft' | 'in_review') => listHref('/content', region, { status }),
    // The content list's Review due filter, sorted by review date (the most overdue first).
    contentReview: (due: 'overdue' | 'soon') => listHref('/content', region, { review_due: due, sort: 'next_review_due', order: 'asc' }),
    equivalenceProblems: listHref('/content/equivalence', region),
    conversationsWithStatus: (status: 'flagged' | 'open') => listHref('/conversations', region, { status }),
    downRatingsToReview: listHref('/conversation-feedbacks', region, { rating: 'down', status: 'new' }),
    newFeedback: listHref('/feedbacks', region, { status: 'new' }),
  };
}
