// First-load JS per route against bench/budgets.json (issue 4): a size is deterministic, so this runs
// in every `npm test`, unlike the timings of `npm run bench`. A route over its budget that has no
// ceiling fails; a route with a ceiling fails when it grows past it, and its remaining miss is reported.
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { measureFirstLoadJs } from './support/first-load-js';

interface Budgets {
  firstLoadJsGzipBytes: Record<string, number>;
  ceilings?: Record<string, number>;
}
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;

async function checkRoute(page: Page, path: string, info: TestInfo) {
  const budget = budgets.firstLoadJsGzipBytes[path];
  const ceiling = budgets.ceilings?.[path];
  const { gzipBytes } = await measureFirstLoadJs(page, path);
  if (gzipBytes > budget) {
    info.annotations.push({ type: 'over budget', description: `${path}: ${gzipBytes} bytes, budget ${budget} (+${gzipBytes - budget})` });
  }
  expect(ceiling === undefined || ceiling > budget, `${path}: a ceiling under the budget means it is met; remove it`).toBe(true);
  expect(gzipBytes, `${path} first-load JS (gzip bytes)`).toBeLessThanOrEqual(ceiling ?? budget);
}

test.describe('first-load JS budgets', () => {
  for (const path of Object.keys(budgets.firstLoadJsGzipBytes)) {
    const limit = budgets.ceilings?.[path] ?? budgets.firstLoadJsGzipBytes[path];
    const name = `${path} loads at most ${limit} bytes of gzip script`;
    if (path === '/login') test(name, ({ page }, info) => checkRoute(page, path, info));
    else test(name, ({ adminPage }, info) => checkRoute(adminPage, path, info));
  }
});
