// The dashboard's figures, computed with SQL over the stored rows: the order figures from the order facts
// kept on write (order-facts.ts), each from one query over an index range whatever the period's length,
// the rest over the other areas' records. Pure reads, so they run off the sandbox's main thread
// (sandbox/read-pool.ts): `now` is the sandbox clock's value when the call came in.
import type { DashboardQuery, FigureName, Figures } from '@/areas/dashboard/contract';
import { currencyOfRegion } from '@/areas/dashboard/money';
import { addDays, daysOf, periodInstants, previousPeriod, REGION_TIME_ZONES, startOfDayInZone, type Period } from '@/areas/dashboard/period';
import { REVIEW_DUE_DAYS } from '@/areas/content/definition';
import { equivalenceQuerySchema, problemTotal } from '@/areas/content/equivalence';
import { createEquivalenceReport } from '@/areas/content/sandbox/equivalence';
import type { Region } from '@/lib/resources/types';
import type { SandboxDb } from '@/sandbox/db';

const TOP_ITEMS = 10;

type Params = (string | number)[];

/** What the read pool hands the figures: the checked query, the figures asked for, and the clock's value. */
export interface FiguresInput {
  query: DashboardQuery;
  names: readonly FigureName[];
  now: number;
}

function field(name: string): string {
  return `json_extract(data, '$.${name}')`;
}

function regionsOf(query: DashboardQuery): Region[] {
  return query.region === 'all' ? ['gb', 'us'] : [query.region];
}

/** A period's bounds in the region's zone, as the ISO instants the rows hold. */
function boundsIn(period: Period, region: Region): Params {
  const { start, end } = periodInstants(period, REGION_TIME_ZONES[region]);
  return [start, end];
}

export function computeFigures(db: SandboxDb, { query, names, now }: FiguresInput): Partial<Figures> {
  const one = <T>(sql: string, params: Params) => db.prepare<Params, T>(sql).get(...params) as T;
  const all = <T>(sql: string, params: Params) => db.prepare<Params, T>(sql).all(...params);
  const regions = regionsOf(query);
  const previous = previousPeriod(query);

  /** Records of `resource` in the query's regions whose `at` falls in `period`, each region by its own clock. */
  function countInPeriod(resource: string, period: Period, at: string): number {
    let n = 0;
    for (const region of regions) {
      n += one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = ? AND ${field('region')} = ? AND ${field(at)} >= ? AND ${field(at)} < ?`,
        [resource, region, ...boundsIn(period, region)],
      ).n;
    }
    return n;
  }

  function inRegions(): { where: string; params: Params } {
    return { where: `${field('region')} IN (${regions.map(() => '?').join(', ')})`, params: regions };
  }

  function countWhere(resource: string, where: string, params: Params): number {
    return one<{ n: number }>(`SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = ? AND ${where}`, [resource, ...params]).n;
  }

  /** Orders in the period, all statuses (dashboard_orders_by_day). */
  function ordersIn(period: Period): number {
    let n = 0;
    for (const region of regions) {
      n += one<{ n: number }>('SELECT COUNT(*) AS n FROM dashboard_orders WHERE region = ? AND created_at >= ? AND created_at < ?', [region, ...boundsIn(period, region)]).n;
    }
    return n;
  }

  /** Customers whose first order falls in the period: new to the shop, whenever their account was made. */
  function firstTimeBuyers(period: Period): number {
    let n = 0;
    for (const region of regions) {
      n += one<{ n: number }>(
        `SELECT COUNT(*) AS n FROM (
           SELECT MIN(created_at) AS first_at FROM dashboard_orders WHERE customer_id IS NOT NULL AND region = ? GROUP BY customer_id
         ) WHERE first_at >= ? AND first_at < ?`,
        [region, ...boundsIn(period, region)],
      ).n;
    }
    return n;
  }

  /** Per currency: revenue and orders kept (not cancelled) in a period. */
  function sales(period: Period): Map<string, { revenue: number; kept: number }> {
    const totals = new Map<string, { revenue: number; kept: number }>();
    for (const region of regions) {
      const rows = all<{ currency: string; revenue: number; kept: number }>(
        `SELECT currency, COALESCE(SUM(total), 0) AS revenue, COUNT(*) AS kept FROM dashboard_orders
         WHERE region = ? AND created_at >= ? AND created_at < ? AND status != 'cancelled' GROUP BY currency`,
        [region, ...boundsIn(period, region)],
      );
      for (const row of rows) {
        const sum = totals.get(row.currency) ?? { revenue: 0, kept: 0 };
        totals.set(row.currency, { revenue: sum.revenue + row.revenue, kept: sum.kept + row.kept });
      }
    }
    return totals;
  }

  function moneyFigure(pick: (sale: { revenue: number; kept: number } | undefined) => number) {
    const current = sales(query);
    const before = sales(previous);
    return regions.map((region) => {
      const currency = currencyOfRegion(region);
      return { currency, current: pick(current.get(currency)), previous: pick(before.get(currency)) };
    });
  }

  const compute: { [K in FigureName]: () => Figures[K] } = {
    revenue: () => moneyFigure((sale) => sale?.revenue ?? 0),
    average_order_value: () => moneyFigure((sale) => (sale && sale.kept > 0 ? Math.round(sale.revenue / sale.kept) : 0)),
    orders: () => ({ current: ordersIn(query), previous: ordersIn(previous) }),
    new_customers: () => ({ current: firstTimeBuyers(query), previous: firstTimeBuyers(previous) }),
    new_subscribers: () => ({
      current: countInPeriod('subscribers', query, 'consent_at'),
      previous: countInPeriod('subscribers', previous, 'consent_at'),
    }),
    orders_by_status: () => {
      const rows = all<{ status: string; n: number }>(
        `SELECT status, COUNT(*) AS n FROM dashboard_orders
         WHERE status IN ('awaiting', 'placed', 'processed') AND region IN (${regions.map(() => '?').join(', ')}) GROUP BY status`,
        regions,
      );
      const counts = Object.fromEntries(rows.map((row) => [row.status, row.n]));
      return { awaiting: counts.awaiting ?? 0, placed: counts.placed ?? 0, processed: counts.processed ?? 0 };
    },
    // One query per region over the days' index ranges: each day's bounds are taken in the region's zone,
    // so a clock change never moves an order to the wrong day.
    revenue_by_day: () =>
      regions.map((region) => {
        const zone = REGION_TIME_ZONES[region];
        const days = daysOf(query);
        const bounds = days.map(() => '(?, ?, ?)').join(', ');
        const params: Params = days.flatMap((day) => [day, new Date(startOfDayInZone(day, zone)).toISOString(), new Date(startOfDayInZone(addDays(day, 1), zone)).toISOString()]);
        const rows = all<{ day: string; revenue: number; orders: number }>(
          `WITH days (day, start, finish) AS (VALUES ${bounds})
           SELECT days.day AS day, COALESCE(SUM(o.total), 0) AS revenue, COUNT(o.id) AS orders
           FROM days LEFT JOIN dashboard_orders o
             ON o.region = ? AND o.created_at >= days.start AND o.created_at < days.finish AND o.status != 'cancelled'
           GROUP BY days.day ORDER BY days.day`,
          [...params, region],
        );
        return { region, currency: currencyOfRegion(region), days: rows };
      }),
    top_items: () => {
      const parts = regions.map(() => '(region = ? AND created_at >= ? AND created_at < ?)');
      const params = regions.flatMap((region) => [region, ...boundsIn(query, region)]);
      const rows = all<{ item: number | null; item_type: number; name: string; region: Region; units: number; revenue: number }>(
        `SELECT item, item_type, name, region, SUM(quantity) AS units, SUM(line_total) AS revenue
         FROM dashboard_order_lines WHERE status != 'cancelled' AND (${parts.join(' OR ')})
         GROUP BY region, item_type, item, name ORDER BY units DESC, revenue DESC, name LIMIT ${TOP_ITEMS}`,
        params,
      );
      return rows.map((row) => ({ ...row, item_type: row.item_type === 1 ? 1 : 0, currency: currencyOfRegion(row.region) }));
    },
    feedback_new: () => {
      const scope = inRegions();
      return { new: countWhere('feedbacks', `${field('status')} = 'new' AND ${scope.where}`, scope.params) };
    },
    content_work: () => {
      const scope = inRegions();
      const byStatus = (status: string) => countWhere('content', `${field('status')} = ? AND ${scope.where}`, [status, ...scope.params]);
      // Review dates are days, compared with today's UTC date as the content list's "Review due" filter and
      // its Overdue mark are (areas/content/sandbox/routes.ts), so a card and the list it opens always agree.
      const today = new Date(now).toISOString().slice(0, 10);
      const due = `${field('next_review_due')} IS NOT NULL AND substr(${field('next_review_due')}, 1, 10)`;
      return {
        drafts: byStatus('draft'),
        in_review: byStatus('in_review'),
        review_overdue: countWhere('content', `${due} < ? AND ${scope.where}`, [today, ...scope.params]),
        review_due_30: countWhere('content', `${due} BETWEEN ? AND ? AND ${scope.where}`, [today, addDays(today, REVIEW_DUE_DAYS), ...scope.params]),
      };
    },
    // The same SQL as the report the card links to, so the two always agree.
    equivalence_problems: () => {
      const report = createEquivalenceReport(db)(equivalenceQuerySchema.parse({ limit: 1, ...(query.region === 'all' ? {} : { region: query.region }) }), now);
      return { problems: problemTotal(report.counts) };
    },
    conversations: () => {
      const scope = inRegions();
      const byStatus = (status: string) => countWhere('conversations', `${field('status')} = ? AND ${scope.where}`, [status, ...scope.params]);
      return { flagged: byStatus('flagged'), open: byStatus('open') };
    },
    ratings_unreviewed: () => {
      const scope = inRegions();
      return { down_new: countWhere('conversation-feedbacks', `${field('rating')} = 'down' AND ${field('status')} = 'new' AND ${scope.where}`, scope.params) };
    },
  };

  const figures: Partial<Figures> = {};
  for (const name of names) (figures as Record<FigureName, unknown>)[name] = compute[name]();
  return figures;
}
