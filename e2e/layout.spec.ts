// The console on a phone and on a wide screen with long text: at 390 px the interlink workbench stacks its
// panels inside the window and the orders list puts its filters behind a "Filters" button so the first
// order shows on the first screen, and the top bar's product name stays on one line; at 1440 px a record
// with a 118-character name keeps every column of its list in view, and the orders filters keep their
// date range together on the filters' row.
import type { Page } from '@playwright/test';
import { createRecord, deleteRecord, productBody, slugOf, uniqueName } from './support/catalogue';
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
      // The panels sit one above the other, each within the window; a card's score is all there. Measured
      // until the layout settles: the text is drawn again once its link editor has loaded, after first paint.
      const boxes = async () => {
        const text = (await page.getByRole('region', { name: 'Text', exact: true }).boundingBox())!;
        const queue = (await page.getByRole('region', { name: 'Suggestions', exact: true }).boundingBox())!;
        return { isTextInside: text.x + text.width <= PHONE.width, isQueueInside: queue.x + queue.width <= PHONE.width, isQueueBelow: queue.y >= text.y + text.height - 1 };
      };
      await expect.poll(boxes, { message: `${path}: panels stacked inside the window` }).toEqual({ isTextInside: true, isQueueInside: true, isQueueBelow: true });
      const score = cards.first().getByRole('progressbar');
      await score.scrollIntoViewIfNeeded();
      await expect(score).toBeInViewport({ ratio: 1 });
    }
  });

  test('the top bar shows the product name on one line', async ({ adminPage: page }) => {
    await page.goto('/');
    const name = page.getByRole('banner').getByRole('link', { name: 'Wellness Console' });
    await expect(name).toBeVisible();
    const { lineHeight, height } = await name.locator('span').evaluate((span) => ({ lineHeight: parseFloat(getComputedStyle(span).lineHeight), height: span.getBoundingClientRect().height }));
    expect(height, 'the name wraps').toBeLessThan(lineHeight * 1.5);
    const bar = (await page.getByRole('banner').boundingBox())!;
    for (const control of [page.getByRole('button', { name: 'Jump to' }), page.getByRole('button', { name: /colou?r mode|dark|light/i })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, 'a control of the top bar is pushed out of the window').toBeLessThanOrEqual(bar.width);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
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

test.describe('1440 px wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the orders toolbar keeps Date to beside Date from, on the row of the other filters', async ({ adminPage: page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByRole('link')).toBeVisible();
    const top = async (name: string, role: 'combobox' | 'textbox' | 'searchbox') => (await page.getByRole(role, { name, exact: true }).boundingBox())!.y;
    const row = await top('Status', 'combobox');
    expect(await top('Search', 'searchbox')).toBe(row);
    expect(await top('Date from', 'textbox')).toBe(row);
    expect(await top('Date to', 'textbox')).toBe(row);
  });

  test('a 118-character name keeps the last column of the products and content lists in view', async ({ adminPage: page, baseURL }) => {
    const long = (prefix: string) => {
      const name = uniqueName(prefix);
      return `${name} ${'Extra-strength, long-lasting, fragrance-free, dermatologist-approved soothing formula for very sensitive skin'}`.slice(0, 118);
    };
    const productName = long('E2E Long product');
    const contentTitle = long('E2E Long article');
    expect(productName).toHaveLength(118);
    const product = await createRecord(page, baseURL!, 'products', { ...productBody(productName, 499), slug: slugOf(productName).slice(0, 80) });
    const content = await createRecord(page, baseURL!, 'content', { title: contentTitle, slug: slugOf(contentTitle).slice(0, 80), kind: 3, region: 'gb', blocks: [] });
    try {
      for (const { path, title, name, last } of [
        { path: '/products', title: 'Products', name: productName, last: 'Updated' },
        { path: '/content', title: 'Content', name: contentTitle, last: 'Review' },
      ]) {
        await page.goto(`${path}?search=${encodeURIComponent(name.slice(0, 40))}`);
        const table = page.getByRole('table', { name: title });
        // The whole name is still the row link's name, and the cell's text on hover.
        const link = table.getByRole('link', { name });
        await expect(link).toBeVisible();
        await expect(table.getByRole('columnheader', { name: last, exact: true }), `${path}: ${last}`).toBeInViewport({ ratio: 1 });
        const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    } finally {
      await deleteRecord(page, baseURL!, 'products', product.id);
      await deleteRecord(page, baseURL!, 'content', content.id);
    }
  });
});
