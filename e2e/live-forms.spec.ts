// Open forms that know of colleagues' changes (issue 49, docs/live.md): Ada Admin has a product's form open
// while Eddie Editor, in a browser of his own, saves or deletes it. A save shows in her form within 2 s,
// with the merge preview when she has typed (what she typed stays), or quietly taken when she has not; a
// delete says so, keeps what she typed and turns Save off; and each sees the other in the form's presence,
// which clears when he leaves.
import type { Page } from '@playwright/test';
import { createRecord, deleteRecord, productBody, uniqueName } from './support/catalogue';
import { browserAs, expect, sameOriginHeaders, test } from './support/fixtures';

type Product = Record<string, unknown> & { id: number };

/** The tab's stream is open (the top bar carries its state), so what is saved next is heard. */
async function streamIsLive(page: Page): Promise<void> {
  await expect(page.locator('[data-live-state="live"]')).toBeAttached({ timeout: 10_000 });
}

/** Saves `changes` over the stored product as the API's own client would (If-Match on the version read). */
async function saveProduct(page: Page, baseURL: string, id: number, changes: Record<string, unknown>): Promise<void> {
  const read = await page.request.get(`/api/main/v1/products/${id}`);
  expect(read.status()).toBe(200);
  const { id: _id, created_at: _c, updated_at: _u, updated_by: _b, version: _v, ...fields } = ((await read.json()) as { data: Product }).data;
  const saved = await page.request.put(`/api/main/v1/products/${id}`, {
    headers: { ...sameOriginHeaders(baseURL), 'if-match': read.headers().etag ?? '' },
    data: { ...fields, ...changes },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function openForm(page: Page, id: number): Promise<void> {
  await page.goto(`/products/update/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
  await streamIsLive(page);
}

test.describe('live forms', () => {
  test('shows a colleague’s save in the open form within 2 s with its merge preview, keeping what was typed, and saves the merge', async ({ adminPage: page, browser, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Live Tonic'), 300));
    const colleague = await browserAs(browser, 'editor', baseURL!);
    try {
      await openForm(page, product.id);
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      const typed = `${String(product.name)} typed here`;
      await name.fill(typed);

      await saveProduct(colleague.page, baseURL!, product.id, { name: `${String(product.name)} theirs`, stock: 42 });
      const news = page.getByRole('status', { name: 'News of this product' });
      await expect(news).toContainText('Eddie Editor changed Name, Stock', { timeout: 2_000 });
      await expect(news).toContainText(/just now|\d+ s ago/);
      await expect(news).toContainText('Merges in cleanly: Stock.');
      await expect(news).toContainText(`Name: yours ${typed}, theirs ${String(product.name)} theirs`);
      await expect(name).toHaveValue(typed);

      await news.getByRole('button', { name: 'Apply, keeping mine' }).click();
      await expect(news).toContainText('Updated by Eddie Editor');
      await expect(name).toHaveValue(typed);
      await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('42');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Product updated').first()).toBeVisible();
      // Saved against the version the notice brought: no 412, no conflict view.
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      const stored = ((await (await page.request.get(`/api/main/v1/products/${product.id}`)).json()) as { data: Product }).data;
      expect(stored).toMatchObject({ name: typed, stock: 42 });
    } finally {
      await colleague.close();
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('quietly takes a colleague’s save into a form with nothing typed', async ({ adminPage: page, browser, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Live Quiet'), 300));
    const colleague = await browserAs(browser, 'editor', baseURL!);
    try {
      await openForm(page, product.id);
      await saveProduct(colleague.page, baseURL!, product.id, { stock: 17 });
      await expect(page.getByRole('status', { name: 'News of this product' })).toContainText('Updated by Eddie Editor', { timeout: 2_000 });
      await expect(page.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('17');
    } finally {
      await colleague.close();
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('says a product was deleted under the open form, keeps what was typed and turns Save off', async ({ adminPage: page, browser, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Live Gone'), 300));
    const colleague = await browserAs(browser, 'editor', baseURL!);
    try {
      await openForm(page, product.id);
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await name.fill('Typed before it went');
      await deleteRecord(colleague.page, baseURL!, 'products', product.id);
      const news = page.getByRole('status', { name: 'News of this product' });
      await expect(news).toContainText('Eddie Editor deleted this product', { timeout: 2_000 });
      await expect(name).toHaveValue('Typed before it went');
      await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(page.getByText('Save is off: this product was deleted.')).toBeVisible();
      await expect(news.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/products');
    } finally {
      await colleague.close();
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('shows who else has the form open and whether they are editing, and clears when they leave', async ({ adminPage: page, browser, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Live Presence'), 300));
    const colleague = await browserAs(browser, 'editor', baseURL!);
    try {
      await openForm(page, product.id);
      const presence = page.getByRole('status', { name: 'Also viewing' });
      await expect(presence).toHaveText('');

      await openForm(colleague.page, product.id);
      await expect(presence).toContainText('Also viewing: Eddie Editor', { timeout: 5_000 });
      await expect(presence).toContainText('Eddie Editor is viewing');
      // Her own report is not shown back to her; his form shows her.
      await expect(presence).not.toContainText('Ada Admin');
      await expect(colleague.page.getByRole('status', { name: 'Also viewing' })).toContainText('Ada Admin is viewing', { timeout: 5_000 });

      const theirName = colleague.page.getByRole('textbox', { name: 'Name', exact: true });
      await theirName.fill('Typing away');
      await expect(presence).toContainText('Also viewing: Eddie Editor (editing)', { timeout: 5_000 });
      await expect(presence).toContainText('Eddie Editor is editing');
      // Typed back as it was: no unsaved edits, so viewing again (and he may leave without being asked).
      await theirName.fill(String(product.name));
      await expect(presence).toContainText('Eddie Editor is viewing', { timeout: 5_000 });

      // Leaving the form says so at once (DELETE), well before a report would expire.
      await colleague.page.goto('/products');
      await expect(presence).toHaveText('', { timeout: 5_000 });
    } finally {
      await colleague.close();
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });
});
