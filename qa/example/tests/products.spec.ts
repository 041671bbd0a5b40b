// A create–edit–delete round trip on the generic screens, with the field errors on the way, and a planned
// upstream fault shown as the list's error.
import { expect, FormPage, ListPage, test, Toasts } from '@wellness-console/qa';

test('creates a product, finds and edits it, then deletes it', async ({ signedInAs }) => {
  const page = await signedInAs('admin');
  const name = `QA Example Balm ${Date.now().toString(36)}`;
  const toasts = new Toasts(page);

  const form = await new FormPage(page, 'New product').goto('/products/create');
  await form.save();
  await form.expectFieldError('Name', 'Name is required');
  await form.fillAll({ Name: name, Slug: name.toLowerCase().replaceAll(' ', '-'), Price: '4.99' });
  expect(await form.fieldError('Slug')).toBeNull();
  await form.save();
  await expect(toasts.toast('Product created')).toBeVisible();

  const list = new ListPage(page, 'Products');
  await expect(list.heading).toBeVisible();
  await list.search(name);
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(new RegExp(name))).toContainText('£4.99');
  await list.openRow(new RegExp(name));

  const edit = new FormPage(page, 'Edit product');
  await edit.waitUntilReady();
  await expect(edit.field('Name')).toHaveValue(name);
  await edit.fill('Stock', '42');
  await edit.save();
  await expect(toasts.toast('Product updated')).toBeVisible();

  await edit.delete();
  await expect(toasts.toast('Product deleted')).toBeVisible();
  await list.search(name);
  await expect(list.rows).toHaveCount(0);
});

test('shows a planned upstream fault as the list’s error, and loads on Retry once it has passed', async ({ signedInAs, sandbox }) => {
  const page = await signedInAs('admin');
  await sandbox.fault({ method: 'GET', path: '/v1/products', status: 503, times: 20, body: 'Down for maintenance' });
  const list = new ListPage(page, 'Products');
  await page.goto('/products');
  await expect(list.loadError).toBeVisible();
  await expect(list.loadError).toContainText('Down for maintenance');
  await expect(new Toasts(page).errors.filter({ hasText: 'Down for maintenance' }).first()).toBeVisible();

  await sandbox.clearFaults();
  await list.loadError.getByRole('button', { name: 'Retry' }).click();
  await list.waitUntilLoaded();
  await expect(list.rows.first()).toBeVisible();
});
