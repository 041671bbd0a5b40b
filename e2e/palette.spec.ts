// The command palette (Ctrl+K, or "Jump to" in the top bar): screens, records and actions of the role's
// own access, the records opened last, keyboard use, a failed list kept to its own group.
import type { Page } from '@playwright/test';
import { scanBothModes } from './support/axe';
import { createRecord, deleteRecord, productBody, uniqueName } from './support/catalogue';
import { expect, sandbox, test } from './support/fixtures';

/** Opens the palette with Ctrl+K once the page listens, and answers its search field. */
async function openPalette(page: Page) {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // A press before the page has hydrated is not heard: press again only while nothing has come of it (a
  // press in the open palette would close it).
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return { palette, field: palette.getByRole('combobox', { name: 'Search screens, records and actions' }) };
}

/** The names of the palette's groups as drawn. */
async function groupNames(page: Page): Promise<string[]> {
  return page.getByRole('dialog', { name: 'Command palette' }).getByRole('group').evaluateAll((groups) =>
    groups.map((group) => group.getAttribute('aria-label') ?? group.querySelector('[data-part="item-group-label"]')?.textContent ?? ''),
  );
}

test.describe('command palette', () => {
  test('finds a product by part of its name and opens it, then offers it among the recent records', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const { palette, field } = await openPalette(page);
    await expect(field).toBeFocused();
    // Before anything is typed: every screen and action of the role.
    await expect(palette.getByRole('option', { name: 'Orders', exact: true })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'Export orders as CSV' })).toBeVisible();

    await field.fill('lorata');
    const products = palette.getByRole('group', { name: 'Products' });
    const hit = products.getByRole('option', { name: /Loratadine 10mg/ }).first();
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(/Product · (GB|US)/);
    await expect(palette.getByRole('status')).toHaveText(/^\d+ results?$/);
    await scanBothModes(page, 'the command palette with results');
    await hit.click();
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/products\/update\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(/Loratadine 10mg/);
    const opened = page.url();

    // The top bar's button opens it too; the product is now the first recent record.
    await page.getByRole('button', { name: 'Jump to' }).click();
    await expect(palette).toBeVisible();
    const recent = palette.getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option').first()).toContainText('Loratadine 10mg');
    await recent.getByRole('option').first().click();
    await expect(page).toHaveURL(opened);
  });

  test('works from the keyboard, opens from a text field, and closes with Escape', async ({ adminPage: page }) => {
    await page.goto('/products');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('vit');
    const { palette, field } = await openPalette(page);
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    // Ctrl+K typed nothing into the list's search, and focus is back where it was.
    await expect(search).toHaveValue('vit');
    await expect(search).toBeFocused();

    await openPalette(page);
    await field.pressSequentially('equival');
    await expect(palette.getByRole('option', { name: 'Content equivalence' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/content/equivalence');
    await expect(palette).toBeHidden();
  });

  test('gives an editor no orders, customers, system screens or admin-only records', async ({ editorPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    const { palette, field } = await openPalette(page);
    await expect(palette.getByRole('option', { name: 'Content', exact: true })).toBeVisible();
    for (const screen of ['Orders', 'Customers', 'Users', 'Files', 'Settings']) await expect(palette.getByRole('option', { name: screen, exact: true })).toHaveCount(0);
    await expect(palette.getByRole('option', { name: /^Export/ })).toHaveCount(0);

    // A customer's name is in orders, customers and site feedback: lists an editor may not open.
    await field.fill('ليلى');
    await expect(palette.getByRole('status')).toHaveText('No results for “ليلى”');
    expect(await groupNames(page)).toEqual([]);

    // What an editor may search is searched: content by its title.
    await field.fill('hay fever');
    await expect(palette.getByRole('group', { name: 'Content' }).getByRole('option').first()).toBeVisible();
    await expect(palette.getByRole('status')).toHaveText(/results?$/);
    for (const group of await groupNames(page)) expect(['Screens', 'Actions', 'Products', 'Bundles', 'Content', 'Pages', 'Content categories', 'Content types', 'Videos', 'Tips', 'Conversations', 'Conversation feedbacks']).toContain(group);
  });

  test('shows a list that could not be searched in its own group, the others answering', async ({ adminPage: page }) => {
    await sandbox.fault({ method: 'GET', path: '/v1/orders', status: 500, times: 10, body: 'Order search is down' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const { palette, field } = await openPalette(page);
    await field.fill('ليلى');
    await expect(palette.getByRole('group', { name: 'Orders' })).toContainText('Orders could not be searched: Order search is down');
    await expect(palette.getByRole('group', { name: 'Customers' }).getByRole('option').first()).toBeVisible();
    await expect(palette.getByRole('status')).toHaveText(/Orders could not be searched$/);
  });

  test('says why each record matched, records named by the text first', async ({ adminPage: page, baseURL }) => {
    const name = uniqueName('E2E Rossi Family Balm');
    const product = await createRecord(page, baseURL!, 'products', productBody(name, 650));
    try {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
      const { palette, field } = await openPalette(page);
      await field.fill('rossi');
      await expect(palette.getByRole('status')).toHaveText(/^\d+ results?$/);
      // The product is named by the text: its group comes first, and its name is reason enough.
      const groups = (await groupNames(page)).filter((group) => group !== 'Screens' && group !== 'Actions');
      expect(groups[0]).toBe('Products');
      const named = palette.getByRole('group', { name: 'Products' }).getByRole('option', { name: new RegExp(name) });
      await expect(named).toBeVisible();
      await expect(named.locator('mark')).toHaveCount(0);
      // An order matched on its customer, a feedback on who sent it: the field and the text, the match marked.
      const order = palette.getByRole('group', { name: 'Orders' }).getByRole('option').first();
      await expect(order).toContainText(/Customer: .*Rossi/);
      await expect(order.locator('mark')).toHaveText(/^rossi$/i);
      const feedback = palette.getByRole('group', { name: 'Feedbacks' }).getByRole('option').first();
      await expect(feedback).toContainText(/(E-mail|Name): .*rossi/i);
      await expect(feedback.locator('mark')).toHaveText(/^rossi$/i);
      await scanBothModes(page, 'the command palette with match reasons');
    } finally {
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });
});
