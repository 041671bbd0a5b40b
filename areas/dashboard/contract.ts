// The dashboard call's contract (docs/special-calls.md#dashboard): its query, its figures and which role
// sees which, shared by the sandbox (which validates the query and answers) and the page (which reads it).
import { z } from 'zod';
import { isBackwardsRange, MSG_RANGE_ENDS_BEFORE_START } from '@/lib/date-range';
import { DASHBOARD_REGIONS, isIsoDay, MAX_PERIOD_DAYS, periodLength, type DashboardRegion, type Period } from './period';
import { CURRENCIES } from './money';

/** Figures only admins see: money, orders, customers, subscribers, site feedback. */
export const ADMIN_FIGURES = [
  'revenue',
  'orders',
  'average_order_value',
  'new_customers',
  'new_subscribers',
  'orders_by_status',
  'revenue_by_day',
  'top_items',
  'feedback_new',
] as const;
/** Figures both roles see: the editorial and conversation work. */
export const SHARED_FIGURES = ['content_work', 'equivalence_problems', 'conversations', 'ratings_unreviewed'] as const;
export const FIGURES = [...ADMIN_FIGURES, ...SHARED_FIGURES] as const;
export type FigureName = (typeof FIGURES)[number];

export function isFigureName(value: string): value is FigureName {
  return (FIGURES as readonly string[]).includes(value);
}

export function figuresForRole(role: 'admin' | 'editor'): readonly FigureName[] {
  return role === 'admin' ? FIGURES : SHARED_FIGURES;
}

/** Figures drawn only by the charts, which load when scrolled to; the KPI cards show the others. */
const CHART_FIGURES: readonly FigureName[] = ['revenue_by_day', 'top_items'];

/** The figures of the role's KPI cards: what the page fetches with its HTML. */
export function cardFiguresForRole(role: 'admin' | 'editor'): readonly FigureName[] {
  return figuresForRole(role).filter((figure) => !CHART_FIGURES.includes(figure));
}

const isoDay = z.string().refine(isIsoDay, 'Use a calendar day written YYYY-MM-DD');

/** `?region=gb|us|all&from=YYYY-MM-DD&to=YYYY-MM-DD`; a bad value is a 422 naming the parameter. */
export const dashboardQuerySchema = z
  .object({
    region: z.enum(DASHBOARD_REGIONS, { error: 'Region must be gb, us or all' }).default('all'),
    from: isoDay,
    to: isoDay,
  })
  .refine((q) => !isBackwardsRange(q), { path: ['to'], message: MSG_RANGE_ENDS_BEFORE_START })
  .refine((q) => q.from > q.to || periodLength(q) <= MAX_PERIOD_DAYS, { path: ['from'], message: `The period can be at most ${MAX_PERIOD_DAYS} days` });
export type DashboardQuery = { region: DashboardRegion } & Period;

const count = z.number().int().min(0);
const money = z.number().int().min(0);
const currency = z.enum(CURRENCIES);
const regionCode = z.enum(['gb', 'us']);

/** A figure of the period beside the same figure of the previous period. */
const compared = z.object({ current: count, previous: count });
const comparedMoney = z.object({ currency, current: money, previous: money });

export const figureSchemas = {
  /** Revenue of the period's orders, cancelled ones left out; one entry per currency, never summed. */
  revenue: z.array(comparedMoney),
  /** Orders received in the period, every status. */
  orders: compared,
  /** Revenue ÷ orders not cancelled, per currency, in minor units rounded to the nearest. */
  average_order_value: z.array(comparedMoney),
  /** Customers whose first order falls in the period. */
  new_customers: compared,
  /** Subscribers whose consent falls in the period. */
  new_subscribers: compared,
  /** The fulfilment queue now, whatever the period. */
  orders_by_status: z.object({ awaiting: count, placed: count, processed: count }),
  /** One series per region: revenue and orders on each day of the period in the region's time zone. */
  revenue_by_day: z.array(
    z.object({ region: regionCode, currency, days: z.array(z.object({ day: z.string(), revenue: money, orders: count })) }),
  ),
  /** The period's ten best-selling products and bundles by units (then revenue), cancelled orders left out. */
  top_items: z.array(
    z.object({ item: z.number().int().nullable(), item_type: z.union([z.literal(0), z.literal(1)]), name: z.string(), region: regionCode, currency, units: count, revenue: money }),
  ),
  feedback_new: z.object({ new: count }),
  /** Now: drafts, content in review, and content whose next review date is past (UTC today) or within 30 days, as the content list's Review due filter counts it. */
  content_work: z.object({ drafts: count, in_review: count, review_overdue: count, review_due_30: count }),
  /** Now: the GB/US equivalence report's problems (regional-only items are not one), counted by the item's region as the report filters. */
  equivalence_problems: z.object({ problems: count }),
  conversations: z.object({ flagged: count, open: count }),
  /** Down-rated answers nobody has reviewed yet. */
  ratings_unreviewed: z.object({ down_new: count }),
} satisfies Record<FigureName, z.ZodType>;

export type Figures = { [K in FigureName]: z.output<(typeof figureSchemas)[K]> };

const periodSchema = z.object({ from: z.string(), to: z.string() });

/** The answer: the period asked for, the one compared with, and the figures the role may see (all or one). */
export const dashboardSchema = z.object({
  region: z.enum(DASHBOARD_REGIONS),
  period: periodSchema,
  previous: periodSchema,
  figures: z.object(figureSchemas).partial().strict(),
});
export type Dashboard = z.output<typeof dashboardSchema>;

/** One figure of a dashboard answer (`{ data: Dashboard }`), or undefined when the answer is not of the contract's shape or lacks it. */
export function figureOfAnswer<K extends FigureName>(answer: unknown, figure: K): Figures[K] | undefined {
  const parsed = dashboardSchema.safeParse((answer as { data?: unknown } | null | undefined)?.data);
  return parsed.success ? (parsed.data.figures[figure] as Figures[K] | undefined) : undefined;
}
