// `npx tsx scripts/dashboard-figures.mts [--db <file>] [--rounds 5] [--against <module> [--against-db <file>]]`: the sandbox's own time
// per dashboard figure on a database file (the shop scenario's, made by `scripts/shop-lists.mts --reset` or a
// running shop sandbox), for 7 days to 2 years ending today, each figure computed alone on this thread over a
// read-only connection, as a read worker computes it; p50/p75 per figure and period, and the eleven cards'
// sum (what two workers share when the page asks them at once). `--against` names another module exporting
// `computeFigures` (an earlier figures.ts, copied out of git): both are timed in turns, same connection,
// same rounds, and their answers compared, so a change is measured as a ratio within one run; `--against-db`
// gives it its own database file (a copy made before the change's tables and indexes), so the earlier code is
// timed on the database it had.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { cardFiguresForRole, FIGURES, type FigureName } from '@/areas/dashboard/contract';
import { computeFigures, type FiguresInput } from '@/areas/dashboard/sandbox/figures';
import { SandboxDb } from '@/sandbox/db';

const { values: flags } = parseArgs({
  options: {
    db: { type: 'string', default: '/tmp/sandbox-shop/shop.db' },
    rounds: { type: 'string', default: '5' },
    against: { type: 'string' },
    'against-db': { type: 'string' },
  },
});

type Compute = typeof computeFigures;
const db = new SandboxDb(flags.db, { readOnly: true });
const variants: [string, Compute, SandboxDb][] = [['this', computeFigures, db]];
if (flags.against) {
  const other = (await import(pathToFileURL(resolve(flags.against)).href)) as { computeFigures: Compute };
  const againstDb = flags['against-db'] ? new SandboxDb(flags['against-db'], { readOnly: true }) : db;
  variants.push(['against', other.computeFigures, againstDb]);
}

const now = Date.now();
const day = (offset: number) => new Date(now - offset * 86_400_000).toISOString().slice(0, 10);
const periods: [string, number][] = [['7 days', 7], ['30 days', 30], ['90 days', 90], ['1 year', 365], ['2 years', 730]];
const cards = cardFiguresForRole('admin');
const times = new Map<string, number[]>();
const push = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
let differences = 0;

for (let round = 0; round < Number(flags.rounds); round += 1) {
  for (const [label, days] of periods) {
    const query = { region: 'all' as const, from: day(days - 1), to: day(0) };
    for (const figure of FIGURES as readonly FigureName[]) {
      const input: FiguresInput = { query, names: [figure], now };
      const answers: unknown[] = [];
      // Turns alternate which variant goes first, so neither always meets a warm cache.
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const [name, compute, on] of order) {
        const started = performance.now();
        answers.push(compute(on, input));
        push(`${name}\t${label}\t${figure}`, performance.now() - started);
      }
      if (answers.length === 2 && !isDeepStrictEqual(answers[0], answers[1])) {
        differences += 1;
        if (differences <= 3) console.error(`differs: ${figure} ${label}`, JSON.stringify(answers[0]).slice(0, 300), JSON.stringify(answers[1]).slice(0, 300));
      }
    }
  }
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
console.info(`rounds ${flags.rounds}; load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.info('variant\tperiod\tfigure\tp50 ms\tp75 ms');
for (const [name] of variants) {
  for (const [label] of periods) {
    let cardsSum = 0;
    for (const figure of FIGURES as readonly FigureName[]) {
      const samples = times.get(`${name}\t${label}\t${figure}`)!;
      if (cards.includes(figure)) cardsSum += pct(samples, 50);
      console.info(`${name}\t${label}\t${figure}\t${pct(samples, 50).toFixed(1)}\t${pct(samples, 75).toFixed(1)}`);
    }
    console.info(`${name}\t${label}\t(${cards.length} cards, sum of p50)\t${cardsSum.toFixed(1)}`);
  }
}
if (variants.length === 2) console.info(differences === 0 ? 'answers: the same for every figure and period' : `answers: ${differences} differ`);
for (const [, , on] of variants) if (on !== db) on.close();
db.close();
