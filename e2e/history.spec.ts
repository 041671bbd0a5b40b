// Record history and the audit log (docs/api-contract.md#history): a content item's History
// panel shows its create, an edit (the summary as a word diff) and a status step, each by who and when; an
// old price restored from a product's history comes back in the form, while a second browser's form, loaded
// before the restore, meets the conflict view on its next save; the audit log filters by user in its URL
// and links to the record. Axe on the panel and the audit log, light and dark.
import type { Browser, Page } from '@playwright/test';
import { scanBothModes } from './support/axe';
import { createRecord, deleteRecord, productBody, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, signIn, test } from './support/fixtures';

const SUMMARY = 'A short guide to hay fever: what sets it off in spring, how antihistamines and nasal sprays help, and when to see a pharmacist.';

async function openHistory(page: Page) {
  const section = page.getByRole('region', { name: 'History' });
  await section.getByRole('button', { name: 'Show history' }).click();
  const entries = section.getByRole('list', { name: /newest first/ });
  await expect(entries).toBeVisible();
  return { section, entries };
}

async function editorBrowser(browser: Browser, baseURL: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'editor', baseURL);
  return { page, close: () => context.close() };
}

test.describe('record history', () => {
  test('shows a content item’s create, edit and status step with who, when and the changes', async ({ adminPage: page, baseURL }) => {
    const title = uniqueName('E2E History Hay fever');
    const created = await createRecord(page, baseURL!, 'content', {
      kind: 1,
      title,
      slug: slugOf(title),
      region: 'gb',
      summary: SUMMARY,
      blocks: [{ type: 'markdown', body: `About ${title}.` }],
    });
    try {
      await page.goto(`/content/update/${created.id}`);
      const summary = page.getByRole('textbox', { name: 'Summary' });
      await expect(summary).toHaveValue(SUMMARY);
      await summary.fill(SUMMARY.replace('nasal sprays', 'eye drops'));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content updated')).toBeVisible();

      const status = page.getByRole('region', { name: 'Content status' });
      await status.getByRole('button', { name: 'Send for review' }).click();
      await expect(status.getByTestId('record-status')).toHaveText('In review');

      const { section, entries } = await openHistory(page);
      const items = entries.getByRole('listitem').filter({ has: page.locator('time') });
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText('Status changed by Ada Admin');
      await expect(items.nth(0).getByRole('list', { name: 'Changed fields' })).toContainText('Status');
      await expect(items.nth(0)).toContainText(/from\s*Draft\s*→?\s*to\s*In review/);
      await expect(items.nth(0).getByText('Current')).toBeVisible();

      const edit = items.nth(1);
      await expect(edit).toContainText('Updated by Ada Admin');
      await expect(edit).toContainText('Summary');
      await expect(edit.locator('del')).toContainText('nasal sprays');
      await expect(edit.locator('ins')).toContainText('eye drops');

      await expect(items.nth(2)).toContainText('Created by Ada Admin');
      await expect(items.nth(2)).toContainText(title);
      await expect(items.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await scanBothModes(page, 'the history panel');

      await section.getByRole('button', { name: 'Hide history' }).click();
      await expect(entries).toBeHidden();
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('restores an old price; a second browser’s stale form meets the conflict view on its next save', async ({ adminPage: page, browser, baseURL }) => {
    const name = uniqueName('E2E Restore Balm');
    const product = await createRecord(page, baseURL!, 'products', productBody(name, 499));
    const raised = await page.request.put(`/api/main/v1/products/${product.id}`, { headers: sameOriginHeaders(baseURL!), data: { ...productBody(name, 650) } });
    expect(raised.status(), await raised.text()).toBe(200);
    const editor = await editorBrowser(browser, baseURL!);
    try {
      // The editor's form loads the £6.50 version before the restore, and the editor starts changing the price
      // (a form with nothing typed would take the restore at once: e2e/live-forms.spec.ts).
      await editor.page.goto(`/products/update/${product.id}`);
      await expect(editor.page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('6.50');
      await editor.page.getByRole('textbox', { name: 'Price', exact: true }).fill('7.25');

      await page.goto(`/products/update/${product.id}`);
      const price = page.getByRole('textbox', { name: 'Price', exact: true });
      await expect(price).toHaveValue('6.50');
      const { section, entries } = await openHistory(page);
      const items = entries.getByRole('listitem').filter({ has: page.locator('time') });
      await expect(items.nth(0)).toContainText('Updated by Ada Admin');
      await expect(items.nth(0)).toContainText(/Price\s*from\s*£4\.99\s*→?\s*to\s*£6\.50/);
      // The current version offers no restore; an older one does.
      await expect(items.nth(0).getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
      await items.nth(1).getByRole('button', { name: 'Restore this version' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
      await expect(dialog).toContainText('saved as a new version');
      await dialog.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText('Product restored')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(price).toHaveValue('4.99');
      await expect(items.nth(0)).toContainText('Restored by Ada Admin');
      await expect(items.nth(0)).toContainText(/Price\s*from\s*£6\.50\s*→?\s*to\s*£4\.99/);
      await expect(section.getByText('Current')).toHaveCount(1);
      const stored = await page.request.get(`/api/main/v1/products/${product.id}`);
      expect(((await stored.json()) as { data: { price: number; version: number } }).data).toMatchObject({ price: 499, version: 3 });

      // The admin saves the restored form as it is: its version is the restored one, so no conflict.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Product updated')).toBeVisible();

      // The editor's form still holds version 2: the changed price meets the restore in the conflict view.
      await editor.page.getByRole('button', { name: 'Save' }).click();
      const conflict = editor.page.getByRole('dialog', { name: 'Ada Admin changed this product while you were editing' });
      await expect(conflict).toBeVisible();
      await expect(conflict.getByRole('group', { name: 'Price' })).toBeVisible();
      await conflict.getByRole('button', { name: 'Take all theirs' }).click();
      await conflict.getByRole('button', { name: 'Save' }).click();
      await expect(conflict).toBeHidden();
      await expect(editor.page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('4.99');
    } finally {
      await editor.close();
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('the audit log filters by user in its URL and links to each record; editors cannot open it', async ({ adminPage: page, browser, baseURL }) => {
    const editor = await editorBrowser(browser, baseURL!);
    const productName = uniqueName('E2E Audit Balm');
    const product = await createRecord(editor.page, baseURL!, 'products', productBody(productName, 120));
    try {
      await editor.page.goto('/system/audit');
      await expect(editor.page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

      await page.goto('/system/audit');
      await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
      // System › Audit log in the menu, open as it holds the current page.
      await expect(page.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/system/audit');
      const log = page.getByRole('table', { name: 'Audit log' });
      await expect(log).toBeVisible();

      const user = page.getByRole('combobox', { name: 'User' });
      await user.click();
      await user.fill('Eddie');
      await page.getByRole('option', { name: 'Eddie Editor', exact: true }).click();
      await expect(page).toHaveURL(/[?&]user=\d+/);
      await expect(log).toHaveAttribute('aria-busy', 'false');
      const rows = log.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows.first()).toContainText('Eddie Editor');
      const whoCells = await rows.evaluateAll((items) => items.map((row) => row.children[1]?.textContent ?? ''));
      expect(new Set(whoCells)).toEqual(new Set(['Eddie Editor']));
      await expect(rows.first()).toContainText('Created');
      await scanBothModes(page, 'the audit log');

      // The filter survives a reload: it is the URL.
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'User' })).toHaveValue('Eddie Editor');
      // Each record is named as people know it, not by its id.
      await expect(log.getByRole('link', { name: `Product #${product.id}` })).toHaveCount(0);
      await log.getByRole('link', { name: productName, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/products/update/${product.id}$`));
      await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
    } finally {
      await deleteRecord(page, baseURL!, 'products', product.id);
      await editor.close();
    }
  });

  test('the update page of a missing record shows only that it is missing, with no History', async ({ adminPage: page }) => {
    await page.goto('/products/update/999999');
    await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The product could not be loaded' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show history' })).toHaveCount(0);
  });
});
