// The first-load JS budget of each measured route, from its class in bench/budgets.json.
import { readFileSync } from 'node:fs';

interface BudgetFile {
  classes: Record<string, number>;
  routes: Record<string, string>;
  ceilings?: Record<string, number>;
  memory: { uploadRssGrowthBytes: number; exportRssGrowthBytes: number };
}

const file = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as BudgetFile;

/** Route → budget in gzip bytes. */
export const ROUTE_BUDGETS: Record<string, number> = Object.fromEntries(
  Object.entries(file.routes).map(([path, kind]) => {
    const budget = file.classes[kind];
    if (budget === undefined) throw new Error(`bench/budgets.json: ${path} has an unknown class "${kind}"`);
    return [path, budget];
  }),
);

/** How much the console's resident memory may grow while a 150 MB video uploads through the BFF. */
export const UPLOAD_RSS_GROWTH_BUDGET: number = file.memory.uploadRssGrowthBytes;

/** How much the console's resident memory may grow while 10,000 orders export as CSV. */
export const EXPORT_RSS_GROWTH_BUDGET: number = file.memory.exportRssGrowthBytes;
