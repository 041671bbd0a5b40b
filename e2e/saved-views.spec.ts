// Saved views and the column chooser on a list (issue 29 §2): an admin saves /orders with a filter, a sort,
// 50 rows and a hidden column, signs out and in, and gets all of it back from the Views menu; another admin
// sees Ada's shared view read-only; a duplicate name is refused under the Name field, keeping what was
// typed; deleting one's own view asks first; axe on the open menu and the dialog in both colour modes.
// Every view a test saves is named "E2E …" and deleted afterwards, as the sandbox is shared by the suite.
import type { Page } from '@playwright/test';
import type { SavedView } from '../lib/contract/saved-view-types';
import { scanBothModes } from './support/axe';
import { expect, sameOriginHeaders, sandbox, signIn, test } from './support/fixtures';

const OMAR = 'omar.okafor@example.com';
const SHARED_BY_ADA = 'Fulfilment queue, oldest first';

async function signInAs(page: Page, email: string, baseURL: string) {
  const headers = sameOriginHeaders(baseURL);
  expect((await page.request.post('/api/auth/request-code', { headers, data: { email } })).status()).toBe(200);
  const code = await sandbox.latestCode(email);
  const login = await page.request.post('/api/auth/login', { headers, data: { email, code } });
  expect(login.status(), await login.text()).toBe(200);
}

/** Deletes the signed-in account's own test views ("E2E …") of a list. */
async function removeTestViews(page: Page, baseURL: string, resource = 'orders') {
  const answer = await page.request.get(`/api/main/v1/saved-views?resource=${resource}`);
  if (!answer.ok()) return;
  const me = (await (await page.request.get('/api/me')).json()) as { id: number | string };
  for (const view of ((await answer.json()) as { data: SavedView[] }).data) {
    if (view.name.startsWith('E2E') && String(view.owner.id) === String(me.id)) {
      await page.request.delete(`/api/main/v1/saved-views/${view.id}`, { headers: sameOriginHeaders(baseURL) });
    }
  }
}

async function openViews(page: Page) {
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Save view…' })).toBeVisible();
  return menu;
}

async function saveView(page: Page, name: string) {
  const menu = await openViews(page);
  await menu.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  return dialog;
}

test.describe('saved views', () => {
  test.afterEach(async ({ page, baseURL }) => {
    await removeTestViews(page, baseURL!);
  });

  test('a saved view survives signing out and in and brings back the filter, sort, size and columns', async ({ adminPage: page, baseURL }) => {
    await removeTestViews(page, baseURL!);
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('columnheader', { name: 'Customer' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Cancelled' });
    await expect(page).toHaveURL(/status=cancelled/);
    await table.getByRole('button', { name: 'Total' }).click();
    await expect(page).toHaveURL(/sort=total/);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(page).toHaveURL(/limit=50/);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Customer' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Customer' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
    const savedUrl = new URL(page.url());

    const dialog = await saveView(page, 'E2E my view');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('View “E2E my view” created')).toBeVisible();

    // Signed out, then in again: nothing of the list's state is left in the browser.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, 'admin', baseURL!);
    await page.goto('/orders');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(table.getByRole('columnheader', { name: 'Customer' })).toBeVisible();

    const menu = await openViews(page);
    await menu.getByRole('menuitem', { name: 'E2E my view', exact: true }).click();
    await expect(page).toHaveURL(/\/orders\?/);
    const url = new URL(page.url());
    for (const name of ['status', 'sort', 'dir', 'limit', 'columns']) expect(url.searchParams.get(name), name).toBe(savedUrl.searchParams.get(name));
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Order number' })).toBeVisible();
  });

  test('another admin sees a shared view, can open it, and is offered no change to it', async ({ page, baseURL }) => {
    await signInAs(page, OMAR, baseURL!);
    await page.goto('/orders');
    const menu = await openViews(page);
    const shared = menu.getByRole('menuitem', { name: new RegExp(`^${SHARED_BY_ADA}`) });
    await expect(shared).toContainText('Shared by Ada Admin, read-only');
    // His own view can be changed; Ada's cannot.
    await expect(menu.getByRole('menuitem', { name: 'Change “US cancellations”' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: `Change “${SHARED_BY_ADA}”` })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: /Delete|Rename|Save current view/ })).toHaveCount(0);
    await shared.click();
    await expect(page).toHaveURL(/status=needs_action/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('needs_action');
  });

  test('a duplicate name is refused under the Name field and what was typed stays', async ({ adminPage: page, baseURL }) => {
    await removeTestViews(page, baseURL!);
    await page.goto('/orders?status=placed');
    await expect(await saveView(page, 'E2E twin')).toBeHidden();
    const dialog = await saveView(page, '  e2e TWIN ');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(dialog.getByText('You already have a view called “e2e TWIN” on this list')).toBeVisible();
    await expect(name).toHaveValue('  e2e TWIN ');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('deleting one’s own view asks first, then removes it from the menu', async ({ adminPage: page, baseURL }) => {
    await removeTestViews(page, baseURL!);
    await page.goto('/orders');
    await expect(await saveView(page, 'E2E to delete')).toBeHidden();
    let menu = await openViews(page);
    await menu.getByRole('menuitem', { name: 'Change “E2E to delete”' }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete view' });
    await expect(confirm).toContainText('E2E to delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    menu = await openViews(page);
    await expect(menu.getByRole('menuitem', { name: 'E2E to delete', exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Change “E2E to delete”' }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    await page.getByRole('alertdialog', { name: 'Delete view' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('View “E2E to delete” deleted')).toBeVisible();
    menu = await openViews(page);
    await expect(menu.getByRole('menuitem', { name: new RegExp(`^${SHARED_BY_ADA}`) })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'E2E to delete', exact: true })).toHaveCount(0);
  });

  test('an upstream failure shows in the menu with Retry', async ({ adminPage: page }) => {
    await sandbox.fault({ method: 'GET', path: '/v1/saved-views', status: 503, times: 1, body: 'Saved views are resting' });
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Views' }).click();
    await expect(page.getByRole('menu').getByText('The views could not be loaded: Saved views are resting')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Retry' }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(`^${SHARED_BY_ADA}`) })).toBeVisible();
  });

  test('the views menu and the save dialog pass axe in light and dark mode', async ({ adminPage: page }) => {
    await page.goto('/orders');
    const menu = await openViews(page);
    await expect(menu.getByRole('menuitem', { name: new RegExp(`^${SHARED_BY_ADA}`) })).toBeVisible();
    await scanBothModes(page, 'views menu on /orders');
    await menu.getByRole('menuitem', { name: 'Save view…' }).click();
    await expect(page.getByRole('dialog', { name: 'Save view' })).toBeVisible();
    await scanBothModes(page, 'save view dialog on /orders');
  });
});
