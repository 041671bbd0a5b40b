// The console on a phone: at 390 px the interlink workbench stacks its panels inside the window and the
// orders list puts its filters behind a "Filters" button so the first order shows on the first screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** How far the page, or the shell's scrolling content area, reaches past the window's width. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, main.scrollWidth - main.clientWidth);
  });
}

async function recordNamed(page: Page, resource: string, field: string, name: string): Promise<{ id: number }> {
  const answer = await page.request.get(`/api/main/v1/${resource}?search=${encodeURIComponent(name)}&limit=50`);
  const records = ((await answer.json()) as { data: { records: ({ id: number } & Record<string, unknown>)[] } }).data.records;
  const record = records.find((r) => r[field] === name);
  expect(record, name).toBeDefined();
  return record!;
}

test.describe('390 px wide', () => {
  test.use({ viewport: PHONE });

  test('the interlink workbench stacks its panels inside the window, scores and all', async ({ editorPage: page }) => {
    for (const { path, resource, field, name } of [
      { path: '/content/ailink', resource: 'content', field: 'title', name: 'Hay fever' },
      { path: '/products/ailink', resource: 'products', field: 'name', name: 'Ibuprofen 200mg' },
    ]) {
      const { id } = await recordNamed(page, resource, field, name);
      await page.goto(`${path}/${id}`);
      await expect(page.getByTestId('source-text')).toBeVisible();
      // Suggest replaces the source's pending suggestions only, so what this leaves is what the next Suggest replaces.
      await page.getByRole('button', { name: 'Suggest links' }).click();
      const cards = page.getByRole('list', { name: 'Pending suggestions' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await sidewaysOverflow(page), `${path}: scrolls sideways`).toBeLessThanOrEqual(0);
      // The panels sit one above the other, each within the window; a card's score is all there.
      const text = (await page.getByRole('region', { name: 'Text' }).boundingBox())!;
      const queue = (await page.getByRole('region', { name: 'Suggestions' }).boundingBox())!;
      expect(text.x + text.width).toBeLessThanOrEqual(PHONE.width);
      expect(queue.x + queue.width).toBeLessThanOrEqual(PHONE.width);
      expect(queue.y).toBeGreaterThanOrEqual(text.y + text.height);
      const score = cards.first().getByRole('progressbar');
      await score.scrollIntoViewIfNeeded();
      await expect(score).toBeInViewport({ ratio: 1 });
    }
  });

  test('the orders list keeps search in view, its filters behind "Filters", and the first order on the first screen', async ({ adminPage: page }) => {
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row').nth(1).getByRole('link')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
    await filters.click();
    // Opened, every filter under its own name.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Placed' });
    await expect(page).toHaveURL(/status=placed/);
    await page.getByRole('combobox', { name: 'Region' }).selectOption('gb');
    await expect(page.getByRole('textbox', { name: 'Date from' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Site' })).toBeVisible();
    // Closed, the button says how many are applied.
    const applied = page.getByRole('button', { name: 'Filters (2)' });
    await expect(applied).toHaveAttribute('aria-expanded', 'true');
    await applied.click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
    await expect(table.getByRole('row').nth(1)).toBeInViewport();
  });
});
