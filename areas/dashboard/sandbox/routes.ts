// GET /v1/dashboard and /v1/dashboard/{figure} (docs/special-calls.md#dashboard): the figures of a period,
// computed with SQL over the stored rows — commerce figures for admins only, the editorial and conversation
// work for both roles. One figure per call lets each card of the page load and fail on its own.
import { Hono, type Context } from 'hono';
import {
  ADMIN_FIGURES,
  dashboardQuerySchema,
  figuresForRole,
  isFigureName,
  type DashboardQuery,
  type FigureName,
  type Figures,
} from '@/areas/dashboard/contract';
import { currencyOfRegion } from '@/areas/dashboard/money';
import { addDays, daysOf, periodInstants, previousPeriod, REGION_TIME_ZONES, startOfDayInZone, type Period } from '@/areas/dashboard/period';
import { REVIEW_DUE_DAYS } from '@/areas/content/definition';
import { equivalenceQuerySchema, problemTotal } from '@/areas/content/equivalence';
import { createEquivalenceReport } from '@/areas/content/sandbox/equivalence';
import type { Region } from '@/lib/resources/types';
import { requireUser } from '@/sandbox/auth';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import type { SandboxDb } from '@/sandbox/db';
import { ApiError, ok, validationError } from '@/sandbox/respond';

const TOP_ITEMS = 10;

type Params = (string | number)[];

function field(name: string): string {
  return `json_extract(data, '$.${name}')`;
}

export function createDashboardRoutes(deps: SandboxDeps, db: SandboxDb): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const equivalenceReport = createEquivalenceReport(db);

  const one = <T>(sql: string, params: Params) => db.prepare<Params, T>(sql).get(...params) as T;
  const all = <T>(sql: string, params: Params) => db.prepare<Params, T>(sql).all(...params);

  function regionsOf(query: DashboardQuery): Region[] {
    return query.region === 'all' ? ['gb', 'us'] : [query.region];
  }

  /** Rows of `resource` in the query's regions whose `at` falls in `period`, each region by its own clock. */
  function inPeriod(query: DashboardQuery, period: Period, at: string, column: (name: string) => string = field): { where: string; params: Params } {
    const parts: string[] = [];
    const params: Params = [];
    for (const region of regionsOf(query)) {
      const { start, end } = periodInstants(period, REGION_TIME_ZONES[region]);
      parts.push(`(${column('region')} = ? AND ${column(at)} >= ? AND ${column(at)} < ?)`);
      params.push(region, start, end);
    }
    return { where: `(${parts.join(' OR ')})`, params };
  }

  function inRegions(query: DashboardQuery): { where: string; params: Params } {
    const regions = regionsOf(query);
    return { where: `${field('region')} IN (${regions.map(() => '?').join(', ')})`, params: regions };
  }

  function countWhere(resource: string, where: string, params: Params): number {
    return one<{ n: number }>(`SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = ? AND ${where}`, [resource, ...params]).n;
  }

  function countInPeriod(resource: string, query: DashboardQuery, period: Period, at: string): number {
    const scope = inPeriod(query, period, at);
    return countWhere(resource, scope.where, scope.params);
  }

  /** Customers whose first order falls in the period: new to the shop, whenever their account was made. */
  function firstTimeBuyers(query: DashboardQuery, period: Period): number {
    const scope = inPeriod(query, period, 'first_at', (name) => name);
    return one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM (
         SELECT ${field('customer_id')} AS customer, ${field('region')} AS region, MIN(${field('created_at')}) AS first_at
         FROM catalogue_records WHERE resource = 'orders' AND ${field('customer_id')} IS NOT NULL GROUP BY customer, region
       ) WHERE ${scope.where}`,
      scope.params,
    ).n;
  }

  /** Per currency: revenue and orders kept (not cancelled) in a period. */
  function sales(query: DashboardQuery, period: Period): Map<string, { revenue: number; kept: number }> {
    const scope = inPeriod(query, period, 'created_at');
    const rows = all<{ currency: string; revenue: number; kept: number }>(
      `SELECT ${field('currency')} AS currency, COALESCE(SUM(${field('total')}), 0) AS revenue, COUNT(*) AS kept
       FROM catalogue_records WHERE resource = 'orders' AND ${field('status')} != 'cancelled' AND ${scope.where}
       GROUP BY currency`,
      scope.params,
    );
    return new Map(rows.map((row) => [row.currency, row]));
  }

  function moneyFigure(query: DashboardQuery, previous: Period, pick: (sale: { revenue: number; kept: number } | undefined) => number) {
    const now = sales(query, query);
    const before = sales(query, previous);
    return regionsOf(query).map((region) => {
      const currency = currencyOfRegion(region);
      return { currency, current: pick(now.get(currency)), previous: pick(before.get(currency)) };
    });
  }

  const compute: { [K in FigureName]: (query: DashboardQuery, previous: Period) => Figures[K] } = {
    revenue: (query, previous) => moneyFigure(query, previous, (sale) => sale?.revenue ?? 0),
    average_order_value: (query, previous) => moneyFigure(query, previous, (sale) => (sale && sale.kept > 0 ? Math.round(sale.revenue / sale.kept) : 0)),
    orders: (query, previous) => ({
      current: countInPeriod('orders', query, query, 'created_at'),
      previous: countInPeriod('orders', query, previous, 'created_at'),
    }),
    new_customers: (query, previous) => ({ current: firstTimeBuyers(query, query), previous: firstTimeBuyers(query, previous) }),
    new_subscribers: (query, previous) => ({
      current: countInPeriod('subscribers', query, query, 'consent_at'),
      previous: countInPeriod('subscribers', query, previous, 'consent_at'),
    }),
    orders_by_status: (query) => {
      const scope = inRegions(query);
      const rows = all<{ status: string; n: number }>(
        `SELECT ${field('status')} AS status, COUNT(*) AS n FROM catalogue_records
         WHERE resource = 'orders' AND ${field('status')} IN ('awaiting', 'placed', 'processed') AND ${scope.where} GROUP BY status`,
        scope.params,
      );
      const counts = Object.fromEntries(rows.map((row) => [row.status, row.n]));
      return { awaiting: counts.awaiting ?? 0, placed: counts.placed ?? 0, processed: counts.processed ?? 0 };
    },
    revenue_by_day: (query) =>
      regionsOf(query).map((region) => {
        const zone = REGION_TIME_ZONES[region];
        const days = daysOf(query);
        // One row per day with its bounds in the region's zone, so a clock change never moves an order to the wrong day.
        const bounds = days.map(() => '(?, ?, ?)').join(', ');
        const params: Params = days.flatMap((day) => [day, new Date(startOfDayInZone(day, zone)).toISOString(), new Date(startOfDayInZone(addDays(day, 1), zone)).toISOString()]);
        const rows = all<{ day: string; revenue: number; orders: number }>(
          `WITH days (day, start, finish) AS (VALUES ${bounds})
           SELECT days.day AS day, COALESCE(SUM(${field('total')}), 0) AS revenue, COUNT(o.id) AS orders
           FROM days LEFT JOIN catalogue_records o
             ON o.resource = 'orders' AND json_extract(o.data, '$.region') = ? AND json_extract(o.data, '$.status') != 'cancelled'
            AND json_extract(o.data, '$.created_at') >= days.start AND json_extract(o.data, '$.created_at') < days.finish
           GROUP BY days.day ORDER BY days.day`,
          [...params, region],
        );
        return { region, currency: currencyOfRegion(region), days: rows };
      }),
    top_items: (query) => {
      const scope = inPeriod(query, query, 'created_at');
      const rows = all<{ item: number | null; item_type: number; name: string; region: Region; units: number; revenue: number }>(
        `SELECT json_extract(line.value, '$.item') AS item, json_extract(line.value, '$.item_type') AS item_type,
                json_extract(line.value, '$.name_snapshot') AS name, ${field('region')} AS region,
                SUM(json_extract(line.value, '$.quantity')) AS units, SUM(json_extract(line.value, '$.line_total')) AS revenue
         FROM catalogue_records, json_each(data, '$.lines') AS line
         WHERE resource = 'orders' AND ${field('status')} != 'cancelled' AND ${scope.where}
         GROUP BY region, item_type, item, name ORDER BY units DESC, revenue DESC, name LIMIT ${TOP_ITEMS}`,
        scope.params,
      );
      return rows.map((row) => ({ ...row, item_type: row.item_type === 1 ? 1 : 0, currency: currencyOfRegion(row.region) }));
    },
    feedback_new: (query) => {
      const scope = inRegions(query);
      return { new: countWhere('feedbacks', `${field('status')} = 'new' AND ${scope.where}`, scope.params) };
    },
    content_work: (query) => {
      const scope = inRegions(query);
      const byStatus = (status: string) => countWhere('content', `${field('status')} = ? AND ${scope.where}`, [status, ...scope.params]);
      // Review dates are days, compared with today's UTC date as the content list's "Review due" filter and
      // its Overdue mark are (areas/content/sandbox/routes.ts), so a card and the list it opens always agree.
      const today = new Date(deps.now()).toISOString().slice(0, 10);
      const due = `${field('next_review_due')} IS NOT NULL AND substr(${field('next_review_due')}, 1, 10)`;
      return {
        drafts: byStatus('draft'),
        in_review: byStatus('in_review'),
        review_overdue: countWhere('content', `${due} < ? AND ${scope.where}`, [today, ...scope.params]),
        review_due_30: countWhere('content', `${due} BETWEEN ? AND ? AND ${scope.where}`, [today, addDays(today, REVIEW_DUE_DAYS), ...scope.params]),
      };
    },
    // The same SQL as the report the card links to, so the two always agree.
    equivalence_problems: (query) => {
      const report = equivalenceReport(equivalenceQuerySchema.parse({ limit: 1, ...(query.region === 'all' ? {} : { region: query.region }) }), deps.now());
      return { problems: problemTotal(report.counts) };
    },
    conversations: (query) => {
      const scope = inRegions(query);
      const byStatus = (status: string) => countWhere('conversations', `${field('status')} = ? AND ${scope.where}`, [status, ...scope.params]);
      return { flagged: byStatus('flagged'), open: byStatus('open') };
    },
    ratings_unreviewed: (query) => {
      const scope = inRegions(query);
      return { down_new: countWhere('conversation-feedbacks', `${field('rating')} = 'down' AND ${field('status')} = 'new' AND ${scope.where}`, scope.params) };
    },
  };

  function readQuery(c: Context<SandboxEnv>): DashboardQuery {
    const parsed = dashboardQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  }

  function answer(c: Context<SandboxEnv>, query: DashboardQuery, names: readonly FigureName[]) {
    const previous = previousPeriod(query);
    const figures: Partial<Figures> = {};
    for (const name of names) (figures as Record<FigureName, unknown>)[name] = compute[name](query, previous);
    return ok(c, { region: query.region, period: { from: query.from, to: query.to }, previous, figures });
  }

  // GET /v1/dashboard – every figure the caller's role may see, for one region (or all) and period
  routes.get('/dashboard', signedIn, (c) => answer(c, readQuery(c), figuresForRole(c.get('user').role)));

  // GET /v1/dashboard/:figure – one figure, so each card loads and fails on its own
  routes.get('/dashboard/:figure', signedIn, (c) => {
    const name = c.req.param('figure');
    if (!isFigureName(name)) throw new ApiError(404, 'No such dashboard figure');
    const role = c.get('user').role;
    if (!figuresForRole(role).includes(name)) {
      throw new ApiError(403, (ADMIN_FIGURES as readonly string[]).includes(name) ? 'Only admins see this figure' : 'Forbidden');
    }
    return answer(c, readQuery(c), [name]);
  });

  return routes;
}
