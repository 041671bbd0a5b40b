// A list's sort, filter, search and page change: the URL moves through the router, whose round trip runs
// the server page again (an RSC request), and the list's call for the new rows goes out at once beside it
// rather than after it (on main it waited for that answer: 0.5–1 s click to rows on a 20 ms upstream,
// issue 46). Back and Forward walk the same states. The click-to-rows times are printed.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onScenario } from './support/scenario';

/** Next's RSC request of a navigation (its payload for the new address); link prefetches aside. */
function isNavigationRsc(request: Request): boolean {
  const headers = request.headers();
  if (headers['next-router-prefetch']) return false;
  return headers.rsc === '1' || new URL(request.url()).searchParams.has('_rsc');
}

/** When each list call went out, and when each navigation's RSC request came back, by URL. */
function watchRequests(page: Page, resource: string) {
  const listStarted: { query: string; at: number }[] = [];
  const rscFinished: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/main/v1/${resource}` && url.searchParams.get('page') === '1') listStarted.push({ query: url.search, at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (isNavigationRsc(request)) rscFinished.push({ url: request.url(), at: Date.now() });
  });
  /** The list call asking for `asked` went out before the router's answer for the address with `asked` was in. */
  const expectListBeside = (asked: string) => {
    const list = listStarted.find((entry) => entry.query.includes(asked));
    const rsc = rscFinished.find((entry) => entry.url.includes(asked));
    expect(list, `a list call with ${asked}`).toBeDefined();
    if (rsc) expect(list!.at, `the list call with ${asked} went out before the page's RSC answer came back`).toBeLessThanOrEqual(rsc.at);
  };
  return { expectListBeside };
}

/** The rows are drawn and no longer the previous state's (the table is not busy). */
async function rowsReady(page: Page, label: string) {
  const table = page.getByRole('table', { name: label });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody tr').first()).toBeVisible();
}

/**
 * Milliseconds from `act` to the rows of the new state, timed in the page frame by frame: "ready" is the
 * control showing the new state (`shown`, a page-side expression) and the table, drawn in that same
 * render, not busy and holding rows.
 */
async function timedInPage(page: Page, label: string, shown: string, act: () => Promise<unknown>): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __listMark: number }).__listMark = performance.now();
  });
  await act();
  // Source text, not a function: the page's CSP forbids building one from `shown` inside the page.
  const elapsed = (await page.evaluate(`new Promise((resolve) => {
    const started = window.__listMark;
    const check = () => {
      const table = document.querySelector(${JSON.stringify(`table[aria-label="${label}"]`)});
      const ready = table && table.getAttribute('aria-busy') !== 'true' && table.querySelectorAll('tbody tr').length > 0 && (${shown});
      if (ready) resolve(performance.now() - started);
      else if (performance.now() - started > 30000) resolve(-1);
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  expect(elapsed).toBeGreaterThanOrEqual(0);
  return Math.round(elapsed);
}

const sortedBy = (label: string, column: string, order: string) =>
  `[...document.querySelectorAll(${JSON.stringify(`table[aria-label="${label}"] th[aria-sort]`)})].some((th) => th.textContent.includes(${JSON.stringify(column)}) && th.getAttribute('aria-sort') === ${JSON.stringify(order)})`;
const filteredBy = (filter: string, value: string) =>
  `[...document.querySelectorAll('select')].some((select) => select.labels[0]?.textContent === ${JSON.stringify(filter)} && select.value === ${JSON.stringify(value)})`;

test.describe('a list’s state in the address', () => {
  test('a sort, a filter and a page change ask for their rows at once, and Back and Forward walk them', async ({ adminPage: page }) => {
    await page.goto('/orders');
    await rowsReady(page, 'Orders');
    const { expectListBeside } = watchRequests(page, 'orders');
    const table = page.getByRole('table', { name: 'Orders' });
    const totalHeading = table.locator('th[aria-sort]').filter({ hasText: 'Total' });
    const status = page.getByLabel('Status', { exact: true });
    const times: Record<string, number> = {};

    times.sort = await timedInPage(page, 'Orders', sortedBy('Orders', 'Total', 'ascending'), () => totalHeading.getByRole('button').click());
    await expect(page).toHaveURL(/[?&]sort=total&dir=asc/);
    times.filter = await timedInPage(page, 'Orders', filteredBy('Status', 'not_cancelled'), () => status.selectOption('not_cancelled'));
    await expect(page).toHaveURL(/[?&]status=not_cancelled/);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await rowsReady(page, 'Orders');
    test.info().annotations.push({ type: 'click to rows (ms), demo orders', description: JSON.stringify(times) });
    console.info(`[list-url-state] demo /orders: ${JSON.stringify(times)} ms`);
    expectListBeside('sort=total');
    expectListBeside('status=not_cancelled');

    // Back through page, filter and sort; the list and its controls follow each time.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await rowsReady(page, 'Orders');
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(status).toHaveValue('');
    await expect(totalHeading).toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(totalHeading).toHaveAttribute('aria-sort', 'none');
    await rowsReady(page, 'Orders');
    await page.goForward();
    await expect(page).toHaveURL(/[?&]sort=total&dir=asc$/);
    await expect(totalHeading).toHaveAttribute('aria-sort', 'ascending');
    await rowsReady(page, 'Orders');
  });

  test('a page of rows asks the server for none of the pages its rows open as it is drawn', async ({ adminPage: page }) => {
    // Prefetched, fifty row links (a drawer's link is the list itself, with ?order=…) took the browser's
    // connections as the page settled, and a sort or filter made then queued behind them.
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    // A table's rows, the file library's tiles, the equivalence report's sides.
    for (const [path, rowLinks, rowPath] of [
      ['/orders', 'table a[data-row-link]', /^\/orders\?order=/],
      ['/products', 'table a[data-row-link]', /^\/products\/update\//],
      ['/system/files', 'main ul > li a', /^\/system\/files\?file=/],
      ['/content/equivalence', 'table a[data-row-link]', /^\/content\/update\//],
    ] as const) {
      prefetched.length = 0;
      await page.goto(path);
      await expect(page.locator(rowLinks).first()).toBeVisible();
      // The menu's links are still prefetched, in the same pass over the links on screen: once every one of
      // them has been, the rows' would have been too.
      const menuLinks = await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href^="/"]:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const others = menuLinks.filter((href) => href !== path);
      expect(others.length).toBeGreaterThan(3);
      await expect.poll(() => others.filter((href) => !prefetched.some((url) => url.split('?')[0] === href))).toEqual([]);
      expect(prefetched.filter((url) => rowPath.test(url)), `prefetches of the row links of ${path}`).toEqual([]);
    }
  });

  test('a filter or day chosen shows at once, not its old value again, while the router’s answer is on its way', async ({ adminPage: page }) => {
    await page.goto('/orders');
    await rowsReady(page, 'Orders');
    await expect(page.getByRole('table', { name: 'Orders' }).locator('th[aria-sort]').first().getByRole('button')).toBeVisible();
    // A slow line: every answer to the router takes 3 s.
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('placed');
    await expect(status).toHaveValue('placed', { timeout: 1_000 });
    await expect(page).toHaveURL(/[?&]status=placed/, { timeout: 10_000 });
    await expect(status).toHaveValue('placed');

    await page.goto('/system/audit');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const action = page.getByLabel('Action', { exact: true });
    await expect(action).toBeEnabled();
    await action.selectOption({ index: 1 });
    const chosen = await action.locator('option').nth(1).getAttribute('value');
    await expect(action).toHaveValue(chosen!, { timeout: 1_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]action=${chosen}`), { timeout: 10_000 });
  });

  test.describe('on the large scenario', () => {
    onScenario('large');

    for (const [path, label, column, field, filter, value] of [
      ['/orders', 'Orders', 'Total', 'total', 'Status', 'placed'],
      ['/content', 'Content', 'Next review', 'next_review_due', 'Status', 'published'],
    ] as const) {
      test(`${label}: a sort and a filter ask for their rows at once`, async ({ adminPage: page }) => {
        await page.goto(path);
        await rowsReady(page, label);
        const { expectListBeside } = watchRequests(page, path.slice(1));
        const heading = page.getByRole('table', { name: label }).locator('th[aria-sort]').filter({ hasText: column });
        const select = page.getByLabel(filter, { exact: true });
        const sort: number[] = [];
        const filtered: number[] = [];
        for (let round = 0; round < 3; round += 1) {
          const next = (await heading.getAttribute('aria-sort')) === 'ascending' ? 'descending' : 'ascending';
          sort.push(await timedInPage(page, label, sortedBy(label, column, next), () => heading.getByRole('button').click()));
          const choice = round % 2 === 0 ? value : '';
          filtered.push(await timedInPage(page, label, filteredBy(filter, choice), () => select.selectOption(choice)));
        }
        test.info().annotations.push({ type: `click to rows (ms), large ${path}`, description: JSON.stringify({ sort, filter: filtered }) });
        console.info(`[list-url-state] large ${path}: sort ${sort.join(', ')} ms; filter ${filtered.join(', ')} ms`);
        expectListBeside(`sort=${field}`);
        expectListBeside(`status=${value}`);
      });
    }
  });
});
