// First-load JS per route against its class's budget in bench/budgets.json (README.md#performance): a
// size is deterministic, so this runs in every `npm test`, unlike the timings of `npm run bench`. A route
// over its budget that has no ceiling fails; a route with a ceiling fails when it grows past it, and its
// remaining miss is reported.
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { measureFirstLoadJs, resolveSampleRoute } from './support/first-load-js';

interface Budgets {
  classes: Record<string, number>;
  routes: Record<string, string>;
  ceilings?: Record<string, number>;
}
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;

async function checkRoute(page: Page, path: string, budget: number, info: TestInfo) {
  const ceiling = budgets.ceilings?.[path];
  const { gzipBytes } = await measureFirstLoadJs(page, await resolveSampleRoute(page, path));
  info.annotations.push({ type: 'first-load JS', description: `${path}: ${gzipBytes} bytes of gzip, budget ${budget}` });
  if (gzipBytes > budget) {
    info.annotations.push({ type: 'over budget', description: `${path}: ${gzipBytes} bytes, budget ${budget} (+${gzipBytes - budget})` });
  }
  expect(ceiling === undefined || ceiling > budget, `${path}: a ceiling under the budget means it is met; remove it`).toBe(true);
  expect(gzipBytes, `${path} first-load JS (gzip bytes)`).toBeLessThanOrEqual(ceiling ?? budget);
}

test.describe('first-load JS budgets', () => {
  for (const [path, kind] of Object.entries(budgets.routes)) {
    const budget = budgets.classes[kind];
    const limit = budgets.ceilings?.[path] ?? budget;
    const name = `${path} (${kind}) loads at most ${limit} bytes of gzip script`;
    if (path === '/login') test(name, ({ page }, info) => checkRoute(page, path, budget, info));
    // The tips list is the editors' alone (admins get the not-found screen there).
    else if (path === '/tips') test(name, ({ editorPage }, info) => checkRoute(editorPage, path, budget, info));
    else test(name, ({ adminPage }, info) => checkRoute(adminPage, path, budget, info));
  }
});
