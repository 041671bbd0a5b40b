// Paging a list hundreds of pages long, on the `large` scenario's 10,000 orders: page
// numbers, first and last, a page field, quick presses that add up, a page past the last that lands on the
// last, and counts with thousands separators. The sandbox goes back to the demo data afterwards.
import { expect, test } from './support/fixtures';
import { onScenario } from './support/scenario';

const SUMMARY = (page: number) => `10,000 records · Page ${page.toLocaleString('en-GB')} of 500`;

test.describe('paging a list of 10,000 orders', () => {
  onScenario('large');

  test('counts with separators and reaches the last page in one click', async ({ adminPage: page }) => {
    await page.goto('/orders');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(page.getByText(SUMMARY(1))).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 500', exact: true })).toBeVisible();

    await pager.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(/[?&]page=500(&|$)/);
    await expect(page.getByText(SUMMARY(500))).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 500', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(20);

    // A number in the window, then back to the first page.
    await pager.getByRole('button', { name: 'Page 497', exact: true }).click();
    await expect(page.getByText(SUMMARY(497))).toBeVisible();
    await pager.getByRole('button', { name: 'First page' }).click();
    await expect(page.getByText(SUMMARY(1))).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
  });

  test('ten quick presses of Next land on page 11', async ({ adminPage: page }) => {
    await page.goto('/orders');
    await expect(page.getByText(SUMMARY(1))).toBeVisible();
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' });
    // Pressed one after another without waiting for a page to load: each press counts from the last one.
    for (let press = 0; press < 10; press += 1) await next.click();
    await expect(page).toHaveURL(/[?&]page=11(&|$)/);
    await expect(page.getByText(SUMMARY(11))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 11', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the last lands on the last page and says so, never "Nothing here yet"', async ({ adminPage: page }) => {
    // The server's HTML of such a page waits for rows rather than calling the list empty.
    const html = await (await page.request.get('/orders?page=501')).text();
    expect(html).not.toContain('Nothing here yet');

    await page.goto('/orders?page=501');
    await expect(page).toHaveURL(/[?&]page=500(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: 'There is no page 501: this is the last page, 500.' })).toBeVisible();
    await expect(page.getByText(SUMMARY(500))).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr')).toHaveCount(20);
    await expect(page.getByText('Nothing here yet')).toHaveCount(0);
    // The URL that asked was replaced, not kept behind the last page in the history.
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
  });

  test('goes to a page typed in the page field and refuses one outside the list in words', async ({ adminPage: page }) => {
    await page.goto('/orders');
    await expect(page.getByText(SUMMARY(1))).toBeVisible();
    const field = page.getByRole('navigation', { name: 'Pagination' }).getByRole('textbox', { name: 'Go to page' });
    await field.fill('250');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]page=250(&|$)/);
    await expect(page.getByText(SUMMARY(250))).toBeVisible();

    await field.fill('501');
    await field.press('Enter');
    await expect(page.getByText('Choose a page from 1 to 500: there is no page 501.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('0');
    await field.press('Enter');
    await expect(page.getByText('Choose a page from 1 to 500: there is no page 0.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=250(&|$)/);
  });

  test('fits a phone 390 px wide', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders?page=250');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(page.getByText(SUMMARY(250))).toBeVisible();
    for (const name of ['First page', 'Previous page', 'Page 250', 'Next page', 'Last page']) await expect(pager.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 249', exact: true })).toHaveCount(0);
    const box = (await pager.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
