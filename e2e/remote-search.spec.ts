// Filters and pickers fed by another resource, on sets past any fixed page of choices: the sets are grown through the API to shop size, then a person types to find the last record,
// a deep link shows its name, a multi picker keeps offering after eight picks, and the products list
// filters by category. Each test removes what it grew.
import type { Page } from '@playwright/test';
import { scanBothModes } from './support/axe';
import { createRecord, deleteRecord, productBody, slugOf, uniqueName } from './support/catalogue';
import { expect, test } from './support/fixtures';

/**
 * Adds records to `resource` until it holds `target` (at least one), made by `body(n)`, in the order of n so
 * the last is the last made; answers the records made, for the test to find and remove.
 */
async function growTo(page: Page, baseURL: string, resource: string, target: number, body: (n: number) => Record<string, unknown>) {
  const answer = await page.request.get(`/api/main/v1/${resource}?limit=1`);
  const { total } = ((await answer.json()) as { data: { total: number } }).data;
  const count = Math.max(1, target - total);
  const made: ({ id: number } & Record<string, unknown>)[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => createRecord(page, baseURL, resource, body(start + i + 1)));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

async function removeAll(page: Page, baseURL: string, resource: string, records: readonly { id: number }[]) {
  for (let start = 0; start < records.length; start += 10) {
    await Promise.all(records.slice(start, start + 10).map((record) => deleteRecord(page, baseURL, resource, record.id)));
  }
}

/** Types into a filter's or field's combobox and picks the option named `name`. */
async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, text: string, name: string) {
  await combobox.click();
  await combobox.fill(text);
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('filters and pickers fed by another resource', () => {
  test('the content list’s Category filter reaches the 150th category by typing, and shows a deep-linked one by name', async ({ editorPage: page, baseURL }) => {
    const tag = uniqueName('Zz topic');
    const made = await growTo(page, baseURL!, 'content-categories', 150, (n) => ({ name: `${tag} ${String(n).padStart(3, '0')}`, slug: slugOf(`${tag} ${n}`) }));
    try {
      const last = made.at(-1)!;
      const total = ((await (await page.request.get('/api/main/v1/content-categories?limit=1')).json()) as { data: { total: number } }).data.total;
      expect(total).toBeGreaterThanOrEqual(150);

      await page.goto('/content');
      await expect(page.getByRole('table', { name: 'Content' }).getByRole('row').nth(1)).toBeVisible();
      const category = page.getByRole('combobox', { name: 'Category', exact: true });
      await pick(page, category, String(last.name), String(last.name));
      await expect(page).toHaveURL(new RegExp(`[?&]category_id=${last.id}(&|$)`));
      await expect(category).toHaveValue(String(last.name));

      // A deep link (or a reload, or a saved view) names the category, not its id.
      await page.goto(`/content?category_id=${last.id}`);
      await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(String(last.name));
      await scanBothModes(page, 'the content list filtered by a searched category');
      await page.getByRole('button', { name: 'Clear Category' }).click();
      await expect(page).not.toHaveURL(/category_id=/);
      await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('');
    } finally {
      await removeAll(page, baseURL!, 'content-categories', made);
    }
  });

  test('the audit log’s User filter finds the 120th account, accented, by typing and names it after a reload', async ({ adminPage: page, baseURL }) => {
    const tag = uniqueName('e2e').replace(/\s+/g, '-').toLowerCase();
    const made = await growTo(page, baseURL!, 'users', 120, (n) => ({
      name: n === 1 ? `Úna Ó Dálaigh ${tag}` : `Zoë Staff ${tag} ${n}`,
      email: `${tag}.${n}@example.com`,
      role: 'editor',
      status: 'active',
    }));
    try {
      const una = made[0];
      await page.goto('/system/audit');
      await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
      const user = page.getByRole('combobox', { name: 'User', exact: true });
      await pick(page, user, `Úna Ó Dálaigh ${tag}`, `Úna Ó Dálaigh ${tag}`);
      await expect(page).toHaveURL(new RegExp(`[?&]user=${una.id}(&|$)`));
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'User', exact: true })).toHaveValue(`Úna Ó Dálaigh ${tag}`);
    } finally {
      await removeAll(page, baseURL!, 'users', made);
    }
  });

  test('the product form’s Categories picker still offers more after eight picks among 250 categories', async ({ adminPage: page, baseURL }) => {
    const tag = uniqueName('Zz shelf');
    const made = await growTo(page, baseURL!, 'categories', 250, (n) => ({ name: `${tag} ${String(n).padStart(3, '0')}`, slug: slugOf(`${tag} ${n}`) }));
    try {
      await page.goto('/products/create');
      const picker = page.getByRole('combobox', { name: 'Categories', exact: true });
      const removeButtons = page.getByRole('button', { name: /^Remove .+ from Categories$/ });
      const matches = page.getByRole('listbox', { name: 'Categories' }).getByRole('option');
      for (let picks = 1; picks <= 8; picks += 1) {
        await picker.click();
        const first = matches.first();
        await expect(first).toBeVisible();
        await first.click();
        await expect(removeButtons).toHaveCount(picks);
      }
      await picker.click();
      await expect(matches).toHaveCount(8);
      await expect(page.getByText('More matches — type to narrow')).toBeVisible();
      await scanBothModes(page, 'a multi picker with more matches than it shows');
      // The last of 250 is found by typing.
      const last = String(made.at(-1)!.name);
      await picker.fill(last);
      await expect(matches).toHaveText([last]);
      await expect(page.getByText('More matches — type to narrow')).toHaveCount(0);
    } finally {
      await removeAll(page, baseURL!, 'categories', made);
    }
  });

  test('the products list filters by Category, chosen by typing its name', async ({ adminPage: page, baseURL }) => {
    const shelf = await createRecord(page, baseURL!, 'categories', { name: uniqueName('Zz Winter remedies'), slug: slugOf(uniqueName('zz-winter')) });
    const inside = [uniqueName('E2E Shelf Balm'), uniqueName('E2E Shelf Drops')];
    const products = await Promise.all([
      ...inside.map((name) => createRecord(page, baseURL!, 'products', { ...productBody(name, 450), categories: [shelf.id] })),
      createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Elsewhere Balm'), 450)),
    ]);
    try {
      await page.goto('/products');
      const table = page.getByRole('table', { name: 'Products' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await pick(page, page.getByRole('combobox', { name: 'Category', exact: true }), String(shelf.name), String(shelf.name));
      await expect(page).toHaveURL(new RegExp(`[?&]categories=${shelf.id}(&|$)`));
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(rows).toHaveCount(2);
      for (const name of inside) await expect(rows.filter({ hasText: name })).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(String(shelf.name));
    } finally {
      await removeAll(page, baseURL!, 'products', products);
      await deleteRecord(page, baseURL!, 'categories', shelf.id);
    }
  });
});
