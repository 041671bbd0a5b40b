// 10. The GB/US equivalence report (special-calls.md#content-equivalence) over 10,000 content items: the
// sandbox's SQL for one page and the counts, timed in-process (no HTTP), for the queries the screen makes —
// every problem, one problem, a filter, another sort, a late page. The items are 4,000 linked pairs and
// 2,000 on their own, with every problem among them, each carrying a text block of about 1.5 KB as real
// content does (reading the records' JSON is most of what the report costs). Timed twice in turns: reading
// the items' JSON, and reading the report's index as the sandbox does (it makes the index as it starts).
import { equivalenceQuerySchema } from '../areas/content/equivalence.ts';
import { createEquivalenceReport, ensureEquivalenceIndex } from '../areas/content/sandbox/equivalence.ts';
import { createCatalogueStore } from '../sandbox/catalogue-store.ts';
import { IN_MEMORY, openDatabase } from '../sandbox/db.ts';
import { percentile } from './load.mts';

export const EQUIVALENCE_ITEMS = 10_000;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12);

const BODY = 'Pollen sets off sneezing and congestion; antihistamines help most people. '.repeat(20);

const QUERIES: readonly Record<string, string>[] = [
  {},
  { problem: 'drift' },
  { problem: 'missing', region: 'us' },
  { kind: '0', sort: 'updated_at', order: 'desc' },
  { problem: 'review_mismatch', page: '20', limit: '50' },
];

export interface EquivalenceFigures {
  items: number;
  /** Rows the report lists under "every problem". */
  problems: number;
  calls: number;
  /** Read from the report's index, as the sandbox reads it. */
  p50: number;
  p95: number;
  /** Read from the items' JSON, with no index: the same calls, in turns with the above. */
  unindexed: { p50: number; p95: number };
}

export function measureEquivalence(callsPerQuery = 40): EquivalenceFigures {
  const db = openDatabase(IN_MEMORY);
  try {
    const store = createCatalogueStore(db);
    const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();
    const day = (offset: number) => new Date(NOW + offset * DAY).toISOString().slice(0, 10);
    const item = (n: number, region: 'gb' | 'us', extra: Record<string, unknown> = {}) =>
      store.insert('content', {
        title: `Bench content ${n} ${region}`,
        region,
        kind: [0, 1, 3, 4][n % 4],
        status: n % 7 === 0 ? 'draft' : 'published',
        category_id: null,
        updated_at: at(n % 90),
        next_review_due: day((n % 200) - 20),
        gb_equivalent_id: null,
        us_equivalent_id: null,
        regional_only: false,
        regional_reason: null,
        blocks: [{ type: 'markdown', body: BODY }],
        ...extra,
      }).id;
    const pairs = (EQUIVALENCE_ITEMS - 2_000) / 2;
    store.transaction(() => {
      for (let n = 0; n < pairs; n += 1) {
        const gb = item(n, 'gb');
        const us = item(n, 'us', { gb_equivalent_id: gb, kind: n % 50 === 0 ? 3 : [0, 1, 3, 4][n % 4], updated_at: at((n * 7) % 120) });
        // One in twenty names its partner one way only.
        if (n % 20 !== 0) {
          const { id: _id, ...record } = store.find('content', gb)!;
          store.update('content', gb, { ...record, us_equivalent_id: us });
        }
      }
      for (let n = 0; n < 2_000; n += 1) item(pairs + n, n % 2 ? 'gb' : 'us', n % 10 === 0 ? { regional_only: true, regional_reason: 'Bench' } : {});
    });
    const unindexed = createEquivalenceReport(db);
    ensureEquivalenceIndex(db);
    const report = createEquivalenceReport(db);
    const parsed = QUERIES.map((query) => equivalenceQuerySchema.parse(query));
    const problems = report(parsed[0], NOW).total;
    if (unindexed(parsed[0], NOW).total !== problems) throw new Error('The report read from its index and from the items disagree');
    const samples: number[] = [];
    const unindexedSamples: number[] = [];
    const time = (run: typeof report, query: (typeof parsed)[number], into: number[]) => {
      const started = performance.now();
      run(query, NOW);
      into.push(performance.now() - started);
    };
    for (let call = 0; call < callsPerQuery; call += 1) {
      for (const query of parsed) {
        time(report, query, samples);
        time(unindexed, query, unindexedSamples);
      }
    }
    samples.sort((a, b) => a - b);
    unindexedSamples.sort((a, b) => a - b);
    return {
      items: EQUIVALENCE_ITEMS,
      problems,
      calls: samples.length,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      unindexed: { p50: percentile(unindexedSamples, 50), p95: percentile(unindexedSamples, 95) },
    };
  } finally {
    db.close();
  }
}
