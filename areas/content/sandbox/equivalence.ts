// GET /v1/content/equivalence (docs/special-calls.md#content-equivalence): the GB/US equivalence report,
// computed in SQL over the stored content rows. A page of rows and the counts per problem come from
// one statement; only the page's rows are read into JavaScript, to word their detail.
import { CONTENT_STATUS_CHOICES, contentKindLabel } from '@/areas/content/definition';
import {
  DRIFT_DAYS,
  EQUIVALENCE_KINDS_OF_ROW,
  REVIEW_GAP_DAYS,
  problemTotal,
  type EquivalenceAnswer,
  type EquivalenceCounts,
  type EquivalenceQuery,
  type EquivalenceRow,
  type EquivalenceRowKind,
  type EquivalenceSide,
} from '@/areas/content/equivalence';
import type { SandboxDb } from '@/sandbox/db';

const DAY_MS = 86_400_000;

/**
 * What the report's rows are found by, for each content item: one json_extract per field (SQLite keeps the
 * row's parsed JSON between them, which measured faster than one extract of every field into an array).
 * The same expressions are the keys of EQUIVALENCE_INDEX, so a report that reads the index takes every value
 * from it and parses no item's JSON.
 */
const SIDE_FIELDS = {
  region: "json_extract(data, '$.region')",
  kind: "json_extract(data, '$.kind')",
  status: "json_extract(data, '$.status')",
  category_id: "json_extract(data, '$.category_id')",
  partner: "CASE json_extract(data, '$.region') WHEN 'gb' THEN json_extract(data, '$.us_equivalent_id') ELSE json_extract(data, '$.gb_equivalent_id') END",
  regional_only: "COALESCE(json_extract(data, '$.regional_only'), 0)",
  updated_at: "json_extract(data, '$.updated_at')",
  next_review_due: "json_extract(data, '$.next_review_due')",
  title: "json_extract(data, '$.title')",
} as const;

const fieldColumns = Object.entries(SIDE_FIELDS).map(([name, sql]) => `${sql} AS ${name}`);

/** The columns of one side as a page's row words it: the fields above and the regional-only reason. */
const SIDE_COLUMNS = ['id', ...fieldColumns, "json_extract(data, '$.regional_reason') AS regional_reason"].join(', ');

/**
 * The index holding every field the report's rows are found by, partial on content: reading it, the report
 * over 20,000 items parses none of their JSON. Named in the report's SQL when present, since SQLite cannot
 * tell it holds every value read (its plan says INDEX, not COVERING INDEX) and would read the items instead.
 * Kept by SQLite on every write; a bulk load drops it and builds it once after (sandbox/bulk-load.ts).
 */
export const EQUIVALENCE_INDEX = 'content_equivalence_sides';

/** Makes the report's index where missing (building it reads the content once); none during a bulk load, which builds it after. */
export function ensureEquivalenceIndex(db: SandboxDb): void {
  if (db.isBulkLoading) return;
  db.exec(`CREATE INDEX IF NOT EXISTS ${EQUIVALENCE_INDEX} ON catalogue_records (${Object.values(SIDE_FIELDS).join(', ')}) WHERE resource = 'content'`);
}

/**
 * Every row of the report as (problem, item, other): `c` is each content item once; `pairs` the links
 * that point both ways, each pair once (from its gb side). A pair's row names the side that needs the
 * work: the published side of a status mismatch, the side changed first in a drift, the side whose review
 * comes first in a review mismatch, the gb side of a kind mismatch.
 */
export const rowsSql = (indexed: boolean) => `
WITH c AS MATERIALIZED (
  SELECT id, ${fieldColumns.join(', ')} FROM catalogue_records ${indexed ? `INDEXED BY ${EQUIVALENCE_INDEX} ` : ''}WHERE resource = 'content'
),
named AS MATERIALIZED (SELECT DISTINCT partner AS id FROM c WHERE partner IS NOT NULL),
pairs AS MATERIALIZED (
  SELECT a.id AS a_id, b.id AS b_id, a.kind AS a_kind, b.kind AS b_kind, a.status AS a_status, b.status AS b_status,
         a.updated_at AS a_at, b.updated_at AS b_at, a.next_review_due AS a_due, b.next_review_due AS b_due
  FROM c a JOIN c b ON b.id = a.partner
  WHERE b.partner = a.id AND a.region = 'gb'
),
rows AS (
  SELECT 'missing' AS problem, id AS item, NULL AS other FROM c
  WHERE status = 'published' AND partner IS NULL AND NOT regional_only AND id NOT IN (SELECT id FROM named)
  UNION ALL
  SELECT 'regional', id, NULL FROM c WHERE regional_only
  UNION ALL
  SELECT 'one_way', a.id, b.id FROM c a JOIN c b ON b.id = a.partner WHERE b.partner IS NOT a.id
  UNION ALL
  SELECT 'kind_mismatch', a_id, b_id FROM pairs WHERE a_kind IS NOT b_kind
  UNION ALL
  SELECT 'status_mismatch',
         CASE WHEN a_status = 'published' THEN a_id ELSE b_id END,
         CASE WHEN a_status = 'published' THEN b_id ELSE a_id END
  FROM pairs WHERE (a_status = 'published') <> (b_status = 'published')
  UNION ALL
  SELECT 'drift',
         CASE WHEN a_at <= b_at THEN a_id ELSE b_id END,
         CASE WHEN a_at <= b_at THEN b_id ELSE a_id END
  FROM pairs WHERE ABS(ROUND((julianday(a_at) - julianday(b_at)) * ${DAY_MS})) > ${DRIFT_DAYS * DAY_MS}
  UNION ALL
  SELECT 'review_mismatch',
         CASE WHEN b_due IS NOT NULL AND (a_due IS NULL OR b_due < a_due) THEN b_id ELSE a_id END,
         CASE WHEN b_due IS NOT NULL AND (a_due IS NULL OR b_due < a_due) THEN a_id ELSE b_id END
  FROM pairs
  WHERE a_due < @today OR b_due < @today OR ABS(julianday(a_due) - julianday(b_due)) > ${REVIEW_GAP_DAYS}
),
listed AS MATERIALIZED (
  SELECT rows.problem, rows.item, rows.other, i.title AS sort_title, i.updated_at AS sort_updated, i.next_review_due AS sort_due,
         CASE rows.problem ${EQUIVALENCE_KINDS_OF_ROW.map((kind, rank) => `WHEN '${kind}' THEN ${rank}`).join(' ')} END AS rank
  FROM rows
  JOIN c i ON i.id = rows.item
  LEFT JOIN c e ON e.id = rows.other
  WHERE (@kind IS NULL OR i.kind = @kind)
    AND (@region IS NULL OR i.region = @region)
    AND (@category IS NULL OR i.category_id = @category)
    AND (@status IS NULL OR i.status = @status)
    AND (@search IS NULL OR i.title LIKE @search ESCAPE '\\' OR e.title LIKE @search ESCAPE '\\')
)`;

const ORDER_BY: Readonly<Record<EquivalenceQuery['sort'], string>> = {
  problem: 'rank {dir}, sort_title COLLATE NOCASE {dir}',
  title: 'sort_title COLLATE NOCASE {dir}, rank {dir}',
  updated_at: 'sort_updated {dir}, rank {dir}',
  next_review_due: 'sort_due {dir}, rank {dir}',
};

interface SideRow {
  id: number;
  title: string;
  region: 'gb' | 'us';
  kind: number;
  status: EquivalenceSide['status'];
  updated_at: string;
  next_review_due: string | null;
  regional_reason: string | null;
  partner: number | null;
}

const statusLabel = (status: string) => (CONTENT_STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status).toLowerCase();
const daysBetween = (from: string, to: string) => Math.floor(Math.abs(Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The report over `db`'s content; `today` is the UTC day reviews are judged on. It reads EQUIVALENCE_INDEX
 * when the database has it (a read worker's connection cannot make it: the sandbox does as it starts).
 */
export function createEquivalenceReport(db: SandboxDb) {
  const indexed = db.prepare<[string], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND name = ?").get(EQUIVALENCE_INDEX) !== undefined;
  const rows = rowsSql(indexed);
  const side = db.prepare<[number], SideRow>(`SELECT ${SIDE_COLUMNS} FROM catalogue_records WHERE resource = 'content' AND id = ?`);
  const titleOf = (id: number | null) => (id === null ? null : (side.get(id)?.title ?? null));

  function detail(problem: EquivalenceRowKind, item: SideRow, other: SideRow | null, today: string): string {
    const otherRegion = item.region === 'gb' ? 'us' : 'gb';
    switch (problem) {
      case 'missing':
        return `Published in ${item.region} with no ${otherRegion} equivalent`;
      case 'regional':
        return item.regional_reason ?? '';
      case 'one_way': {
        const named = titleOf(other?.partner ?? null);
        return named === null ? `“${other?.title}” names no ${item.region} equivalent` : `“${other?.title}” names “${named}” instead`;
      }
      case 'kind_mismatch':
        return `${contentKindLabel(item.kind)} in ${item.region}, ${contentKindLabel(other!.kind).toLowerCase()} in ${other!.region}`;
      case 'status_mismatch':
        return `Published in ${item.region}, ${statusLabel(other!.status)} in ${other!.region}`;
      case 'drift':
        return `The ${other!.region} side changed ${daysBetween(item.updated_at, other!.updated_at)} days later`;
      case 'review_mismatch': {
        if (item.next_review_due !== null && item.next_review_due < today) return `Review overdue since ${item.next_review_due}`;
        if (other?.next_review_due && other.next_review_due < today) return `The ${other.region} side’s review is overdue since ${other.next_review_due}`;
        return `Next reviews ${daysBetween(item.next_review_due!, other!.next_review_due!)} days apart (${item.next_review_due} and ${other!.next_review_due})`;
      }
    }
  }

  const toSide = (row: SideRow): EquivalenceSide => ({
    id: row.id,
    title: row.title,
    region: row.region,
    kind: row.kind,
    status: row.status,
    updated_at: row.updated_at,
    next_review_due: row.next_review_due,
  });

  return (query: EquivalenceQuery, now: number): EquivalenceAnswer['data'] => {
    const today = new Date(now).toISOString().slice(0, 10);
    const params = {
      today,
      kind: query.kind === undefined ? null : Number(query.kind),
      region: query.region ?? null,
      category: query.category === undefined ? null : Number(query.category),
      status: query.status ?? null,
      search: query.search ? `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null,
    };
    // One statement: the rows are found once, then counted per problem and paged.
    const chosen = query.problem ? 'problem = @problem' : "problem <> 'regional'";
    const dir = query.order === 'desc' ? 'DESC' : 'ASC';
    const answer = db
      .prepare<[typeof params & { problem: string | null; limit: number; offset: number }], { part: 'count' | 'row'; problem: EquivalenceRowKind; item: number; other: number | null; n: number }>(
        `${rows}
         SELECT 'count' AS part, problem, NULL AS item, NULL AS other, COUNT(*) AS n, 0 AS seq FROM listed GROUP BY problem
         UNION ALL
         SELECT 'row', problem, item, other, NULL, seq FROM (
           SELECT problem, item, other, ROW_NUMBER() OVER (ORDER BY ${ORDER_BY[query.sort].replaceAll('{dir}', dir)}, item ${dir}) AS seq
           FROM listed WHERE ${chosen}
         ) WHERE seq > @offset AND seq <= @offset + @limit
         ORDER BY part, seq`,
      )
      .all({ ...params, problem: query.problem ?? null, limit: query.limit, offset: (query.page - 1) * query.limit });
    const counts = Object.fromEntries(EQUIVALENCE_KINDS_OF_ROW.map((kind) => [kind, 0])) as EquivalenceCounts;
    for (const row of answer) if (row.part === 'count') counts[row.problem] = row.n;
    // No problem chosen lists every problem; regional-only items are not one and show under their own filter.
    const total = query.problem ? counts[query.problem] : problemTotal(counts);
    const page = answer.filter((row) => row.part === 'row');

    const records: EquivalenceRow[] = page.map((row) => {
      const item = side.get(row.item)!;
      const other = row.other === null ? null : (side.get(row.other) ?? null);
      return { id: `${row.problem}:${row.item}`, problem: row.problem, item: toSide(item), equivalent: other && toSide(other), detail: detail(row.problem, item, other, today) };
    });
    return { records, page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)), counts };
  };
}

/** The read task's name (index.ts registers it): the report runs in a read worker, holding up no other call. */
export const EQUIVALENCE_READ = 'content.equivalence';

const reports = new WeakMap<SandboxDb, ReturnType<typeof createEquivalenceReport>>();

/** The report as a read task: one report per connection, which looks its index up once. */
export function readEquivalenceReport(db: SandboxDb, { query, now }: { query: EquivalenceQuery; now: number }): EquivalenceAnswer['data'] {
  let report = reports.get(db);
  if (!report) reports.set(db, (report = createEquivalenceReport(db)));
  return report(query, now);
}
