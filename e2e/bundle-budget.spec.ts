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

// The recipes no list draws at first arrive with the code that draws them (components/ui/late-recipes.ts):
// a dialog and a combobox opened on a list are drawn with them, not unstyled.
test('a list\'s palette, loaded on demand, is drawn with its dialog and combobox recipes', async ({ adminPage: page }) => {
  await page.goto('/products');
  await expect(page.getByRole('table')).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const look = await palette.evaluate((content) => ({
    background: getComputedStyle(content).backgroundColor,
    positioner: getComputedStyle(content.parentElement!).position,
    shadow: getComputedStyle(content).boxShadow,
  }));
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.positioner).toBe('fixed');
  expect(look.shadow).not.toBe('none');
  // The combobox recipe lays its root out as a column.
  const root = palette.locator('[data-scope="combobox"][data-part="root"]');
  expect(await root.evaluate((element) => getComputedStyle(element).flexDirection + ' ' + getComputedStyle(element).display)).toBe('column flex');
});
