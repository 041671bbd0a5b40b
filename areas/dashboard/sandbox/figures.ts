// The dashboard's figures, computed with SQL over the stored rows: the order figures from the order facts
// kept on write (order-facts.ts), the rest over the other areas' records through indexes that hold the
// fields each card reads (card-indexes.ts). Each figure is one statement over index ranges whatever the
// period's length (the revenue by day one per region), reading both regions and both periods at once. Pure
// reads, so they run off the sandbox's main thread (sandbox/read-pool.ts): `now` is the sandbox clock's value
// when the call came in.
import type { DashboardQuery, FigureName, Figures } from '@/areas/dashboard/contract';
import { currencyOfRegion } from '@/areas/dashboard/money';
import { addDays, daysOf, periodInstants, previousPeriod, REGION_TIME_ZONES, startOfDayInZone, type Period } from '@/areas/dashboard/period';
import { REVIEW_DUE_DAYS } from '@/areas/content/definition';
import { equivalenceQuerySchema, problemTotal } from '@/areas/content/equivalence';
import { readEquivalenceReport } from '@/areas/content/sandbox/equivalence';
import type { Region } from '@/lib/resources/types';
import type { SandboxDb } from '@/sandbox/db';
import { jsonField, REVIEW_DAY } from './card-indexes';

const TOP_ITEMS = 10;

type Params = (string | number)[];

/** What the read pool hands the figures: the checked query, the figures asked for, and the clock's value. */
export interface FiguresInput {
  query: DashboardQuery;
  names: readonly FigureName[];
  now: number;
}

const field = (name: string) => jsonField(name);

interface Sale {
  revenue: number;
  kept: number;
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

  /**
   * Per region, the period's bounds and the previous period's, each in the region's own zone, as the rows of
   * a `b (region, cs, ce, ps, pe)` table joined to an index on (region, instant): both regions and both
   * periods in one statement, each period one index range per region. CROSS JOIN keeps b the outer loop
   * (SQLite's way of fixing the order): left to itself the planner once read every subscriber through the
   * resource index for the previous period's count, 60 ms where the range takes 1.
   */
  const bounds = {
    cte: `WITH b (region, cs, ce, ps, pe) AS (VALUES ${regions.map(() => '(?, ?, ?, ?, ?)').join(', ')})`,
    params: regions.flatMap((region): Params => [region, ...boundsIn(query, region), ...boundsIn(previous, region)]),
  };
  const inPeriod = (at: string, which: 'current' | 'previous') => (which === 'current' ? `${at} >= b.cs AND ${at} < b.ce` : `${at} >= b.ps AND ${at} < b.pe`);

  /** How many rows of `table` (its region and instant as named) fall in the period and in the one before. */
  function compared(table: string, region: string, at: string, where = ''): { current: number; previous: number } {
    const count = (which: 'current' | 'previous') => `(SELECT COUNT(*) FROM b CROSS JOIN ${table} ON ${region} = b.region AND ${inPeriod(at, which)}${where})`;
    return one<{ current: number; previous: number }>(`${bounds.cte} SELECT ${count('current')} AS current, ${count('previous')} AS previous`, bounds.params);
  }

  function inRegions(): { where: string; params: Params } {
    return { where: `${field('region')} IN (${regions.map(() => '?').join(', ')})`, params: regions };
  }

  function countWhere(resource: string, where: string, params: Params): number {
    return one<{ n: number }>(`SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = ? AND ${where}`, [resource, ...params]).n;
  }

  /**
   * Revenue and orders kept (not cancelled) in the period or the one before, per currency of the regions
   * asked: each region's orders in that currency summed over the regions (dashboard_orders_by_day, every
   * column from the index; no grouping, which sorted every order read).
   */
  function sales(which: 'current' | 'previous'): Map<string, Sale> {
    const currencies = [...new Set(regions.map(currencyOfRegion))];
    const columns = currencies.map((_, at) => `COALESCE(SUM(o.total) FILTER (WHERE o.currency = ?), 0) AS revenue_${at}, COUNT(*) FILTER (WHERE o.currency = ?) AS kept_${at}`);
    const row = one<Record<string, number>>(
      `${bounds.cte} SELECT ${columns.join(', ')}
       FROM b CROSS JOIN dashboard_orders o ON o.region = b.region AND ${inPeriod('o.created_at', which)} WHERE o.status != 'cancelled'`,
      [...bounds.params, ...currencies.flatMap((currency) => [currency, currency])],
    );
    return new Map(currencies.map((currency, at) => [currency, { revenue: row[`revenue_${at}`], kept: row[`kept_${at}`] }]));
  }

  function moneyFigure(pick: (sale: Sale | undefined) => number) {
    const current = sales('current');
    const before = sales('previous');
    return regions.map((region) => {
      const currency = currencyOfRegion(region);
      return { currency, current: pick(current.get(currency)), previous: pick(before.get(currency)) };
    });
  }

  const compute: { [K in FigureName]: () => Figures[K] } = {
    revenue: () => moneyFigure((sale) => sale?.revenue ?? 0),
    average_order_value: () => moneyFigure((sale) => (sale && sale.kept > 0 ? Math.round(sale.revenue / sale.kept) : 0)),
    // Orders of every status (dashboard_orders_by_day).
    orders: () => compared('dashboard_orders o', 'o.region', 'o.created_at'),
    // Customers whose first order falls in the period: new to the shop, whenever their account was made
    // (dashboard_first_orders_by_day).
    new_customers: () => compared('dashboard_first_orders f', 'f.region', 'f.first_at'),
    // Consent given in the period (dashboard_card_subscribers).
    new_subscribers: () => compared('catalogue_records r', jsonField('region', 'r'), jsonField('consent_at', 'r'), " AND r.resource = 'subscribers'"),
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
    // One statement over dashboard_card_content, which holds each item's region, status and review day. Named,
    // since SQLite cannot tell the index holds every value read (its plan says INDEX, not COVERING INDEX) and,
    // without statistics, may read every item's JSON through the resource index instead.
    content_work: () => {
      const scope = inRegions();
      // Review dates are days, compared with today's UTC date as the content list's "Review due" filter and
      // its Overdue mark are (areas/content/sandbox/routes.ts), so a card and the list it opens always agree.
      const today = new Date(now).toISOString().slice(0, 10);
      const status = field('status');
      return one<Figures['content_work']>(
        `SELECT COUNT(*) FILTER (WHERE ${status} = 'draft') AS drafts, COUNT(*) FILTER (WHERE ${status} = 'in_review') AS in_review,
                COUNT(*) FILTER (WHERE ${REVIEW_DAY} < ?) AS review_overdue, COUNT(*) FILTER (WHERE ${REVIEW_DAY} BETWEEN ? AND ?) AS review_due_30
         FROM catalogue_records INDEXED BY dashboard_card_content WHERE resource = 'content' AND ${scope.where}`,
        [today, today, addDays(today, REVIEW_DUE_DAYS), ...scope.params],
      );
    },
    // The same SQL as the report the card links to, so the two always agree.
    equivalence_problems: () => {
      const report = readEquivalenceReport(db, { query: equivalenceQuerySchema.parse({ limit: 1, ...(query.region === 'all' ? {} : { region: query.region }) }), now });
      return { problems: problemTotal(report.counts) };
    },
    // One statement over dashboard_card_conversations, named for the same reason.
    conversations: () => {
      const scope = inRegions();
      const status = field('status');
      return one<Figures['conversations']>(
        `SELECT COUNT(*) FILTER (WHERE ${status} = 'flagged') AS flagged, COUNT(*) FILTER (WHERE ${status} = 'open') AS open
         FROM catalogue_records INDEXED BY dashboard_card_conversations WHERE resource = 'conversations' AND ${scope.where}`,
        scope.params,
      );
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
