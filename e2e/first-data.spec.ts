// First data in the HTML (lib/server/first-data.ts): a list's first page and the dashboard's KPI figures come
// with the page, so they are drawn while the browser's own requests for them are still held here; with a
// token due for refresh the page brings none and the browser fetches them through the BFF as before.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Holds every browser request matching `pattern` unanswered, and counts them. */
async function holdRequests(page: Page, pattern: string): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(pattern, () => {
    count += 1;
  });
  return { count: () => count };
}

/** A page's HTML carrying the list's first page: the answers given to SWR, as the flight data holds them. */
const LIST_DATA = /\\"answers\\":\{\\"data\\":\{\\"\/api\/main\/v1\/products\?/;

test.describe('first data in the HTML', () => {
  test('a list’s first page is drawn while the browser’s request for it is held', async ({ adminPage: page }) => {
    // The page the URL asks for (not the default order), as the BFF answers it.
    const answer = (await (await page.request.get('/api/main/v1/products?page=1&limit=20&sort=name&order=desc')).json()) as { data: { records: { name: string }[] } };
    const held = await holdRequests(page, '**/api/main/v1/products?*');
    await page.goto('/products?sort=name&order=desc');
    const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(answer.data.records[0].name);
    await expect(rows.last()).toContainText(answer.data.records[19].name);
    await expect(page.getByText(/^\d+ records · Page 1 of \d+$/)).toBeVisible();
    // SWR still revalidates the page it was given: its request went out, and is the one held.
    await expect.poll(held.count).toBeGreaterThanOrEqual(1);
  });

  test('the dashboard’s KPI figures are drawn while the browser’s requests for them are held', async ({ adminPage: page }) => {
    await holdRequests(page, '**/api/main/v1/dashboard/**');
    await page.goto('/dashboard?region=gb');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(page.locator('[data-figure="orders"]')).toHaveText(/^[\d,]+$/);
    await expect(page.locator('[data-figure="revenue-GBP"]')).toHaveText(/^£[\d,]+\.\d\d$/);
    await expect(page.locator('[data-figure="conversations-flagged"]')).toHaveText(/^[\d,]+$/);
  });

  test('with the token due for refresh the page brings no data and the browser fetches it through the BFF', async ({ adminPage: page }) => {
    // The sandbox's access tokens live 15 s in these tests; the page leaves them to the BFF from 7 s before
    // expiry (the 5 s refresh lead and the first data's 2 s deadline).
    const { expiresAt } = (await (await page.request.get('/api/me')).json()) as { expiresAt: number };
    await expect.poll(() => Date.now() >= expiresAt - 7_000, { timeout: 20_000, intervals: [250] }).toBe(true);
    // A page cannot refresh the session, so its HTML carries no rows.
    expect(await (await page.request.get('/products')).text()).not.toMatch(LIST_DATA);

    const listRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/main/v1/products');
    await page.goto('/products');
    await listRequest;
    await expect(page.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(20);
    // Once the session is refreshed (the BFF's next call or the open tab's own timer, 5 s before expiry),
    // pages bring their rows again.
    await expect.poll(async () => LIST_DATA.test(await (await page.request.get('/products')).text()), { timeout: 20_000, intervals: [500] }).toBe(true);
  });
});
