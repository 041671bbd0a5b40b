// Saved views and the column chooser on a list: an admin saves /orders with a filter, a sort,
// 50 rows and a hidden column, signs out and in, and gets all of it back from the Views menu; another admin
// sees Ada's shared view read-only; a duplicate name is refused under the Name field, keeping what was
// typed; deleting one's own view asks first; axe on the open menu and the dialog in both colour modes. The
// custom lists (the file library's list view, videos, the equivalence report) do the same with a filter
// and a hidden column, and their Views menu passes axe too.
// Every view a test saves is named "E2E …" and deleted afterwards, as the sandbox is shared by the suite.
import type { Locator, Page } from '@playwright/test';
import type { SavedView } from '../lib/contract/saved-view-types';
import { scanBothModes } from './support/axe';
import { expect, openMenu, openUserMenu, sameOriginHeaders, sandbox, signIn, test, type Role } from './support/fixtures';

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

/** Signs out from the user menu, then in again as `role`: nothing of a list's state is left in the browser. */
async function signOutAndIn(page: Page, role: Role, baseURL: string) {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, role, baseURL);
}

/** Unchecks a column in the Columns menu and sees it leave the table. */
async function hideColumn(page: Page, table: Locator, label: string) {
  await (await openMenu(page, page.getByRole('button', { name: 'Columns' }))).getByRole('menuitemcheckbox', { name: label }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: label })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: label })).toHaveCount(0);
}

async function openViews(page: Page) {
  const menu = await openMenu(page, page.getByRole('button', { name: 'Views' }));
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
    await hideColumn(page, table, 'Customer');
    const savedUrl = new URL(page.url());

    const dialog = await saveView(page, 'E2E my view');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('View “E2E my view” created')).toBeVisible();

    await signOutAndIn(page, 'admin', baseURL!);
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

  test('the name’s limit is shown as a count under it, and said when reached, the field keeping its name', async ({ adminPage: page }) => {
    await page.goto('/orders?status=placed');
    const menu = await openViews(page);
    await menu.getByRole('menuitem', { name: 'Save view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('x'.repeat(45));
    await expect(name).toHaveAccessibleDescription('45 of 60 characters');
    // A longer paste is cut at the limit, and the count says why it stopped.
    await name.fill('y'.repeat(70));
    await expect(name).toHaveValue('y'.repeat(60));
    await expect(dialog.getByText('60 of 60 characters — the longest a name can be')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('60 of 60 characters — the longest a name can be');
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

/** A custom list screen, and what its test sets and hides; the view is reopened from the screen as it first opens (the file library's grid). */
interface CustomList {
  role: Role;
  /** Where the view is made (the file library's list view, as its `view=list` is kept too). */
  path: string;
  /** The list's name for saved views. */
  resource: string;
  table: string;
  filter: { label: string; option: string; param: string; value: string };
  hidden: string;
  shown: string;
}

const CUSTOM_LISTS: readonly CustomList[] = [
  { role: 'admin', path: '/system/files?view=list', resource: 'files', table: 'Files', filter: { label: 'Type', option: 'Images', param: 'kind', value: 'image' }, hidden: 'Size', shown: 'File name' },
  { role: 'editor', path: '/videos', resource: 'videos', table: 'Videos', filter: { label: 'Provider', option: 'Vimeo', param: 'provider', value: 'vimeo' }, hidden: 'Seconds', shown: 'Title' },
  { role: 'editor', path: '/content/equivalence', resource: 'content-equivalence', table: 'Content equivalence', filter: { label: 'Region', option: 'United Kingdom (gb)', param: 'region', value: 'gb' }, hidden: 'Next review', shown: 'Content' },
];

test.describe('saved views on the custom lists', () => {
  test.afterEach(async ({ page, baseURL }) => {
    for (const { resource } of CUSTOM_LISTS) await removeTestViews(page, baseURL!, resource);
  });

  for (const list of CUSTOM_LISTS) {
    const screen = list.path.replace(/\?.*$/, '');
    test(`${screen}: a view with a filter and a hidden column survives signing out and in`, async ({ page, baseURL }) => {
      await signIn(page, list.role, baseURL!);
      await removeTestViews(page, baseURL!, list.resource);
      await page.goto(list.path);
      const table = page.getByRole('table', { name: list.table });
      await expect(table.getByRole('columnheader', { name: list.hidden })).toBeVisible();
      await page.getByRole('combobox', { name: list.filter.label }).selectOption({ label: list.filter.option });
      await expect(page).toHaveURL(new RegExp(`${list.filter.param}=${list.filter.value}`));
      await hideColumn(page, table, list.hidden);
      const savedUrl = new URL(page.url());
      await expect(await saveView(page, 'E2E custom list')).toBeHidden();
      await expect(page.getByText('View “E2E custom list” created')).toBeVisible();

      await signOutAndIn(page, list.role, baseURL!);
      await page.goto(screen);
      await expect(page.getByRole('combobox', { name: list.filter.label })).toHaveValue('');
      const menu = await openViews(page);
      await menu.getByRole('menuitem', { name: 'E2E custom list', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${list.filter.param}=${list.filter.value}`));
      const url = new URL(page.url());
      expect(url.pathname).toBe(screen);
      expect([...savedUrl.searchParams.keys()]).toContain('columns');
      for (const [name, value] of savedUrl.searchParams) expect(url.searchParams.get(name), name).toBe(value);
      await expect(page.getByRole('combobox', { name: list.filter.label })).toHaveValue(list.filter.value);
      await expect(table.getByRole('columnheader', { name: list.shown })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: list.hidden })).toHaveCount(0);
    });
  }

  test('the file library’s grid offers Views but no Columns, its list view both', async ({ adminPage: page }) => {
    await page.goto('/system/files');
    await expect(page.getByRole('list', { name: 'Files' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Views' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Columns' })).toHaveCount(0);
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible();
  });

  test('the equivalence report’s Columns and Views menus pass axe in light and dark mode', async ({ editorPage: page }) => {
    await page.goto('/content/equivalence');
    await expect(page.getByRole('table', { name: 'Content equivalence' })).toHaveAttribute('aria-busy', 'false');
    const menu = await openViews(page);
    await expect(menu.getByText('Loading views…')).toHaveCount(0);
    await scanBothModes(page, 'views menu on /content/equivalence');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await openMenu(page, page.getByRole('button', { name: 'Columns' }));
    await expect(page.getByRole('menuitemcheckbox', { name: 'Equivalent' })).toBeChecked();
    await scanBothModes(page, 'columns menu on /content/equivalence');
  });
});
