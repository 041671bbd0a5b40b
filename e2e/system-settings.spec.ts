// Settings (admin only): editing the dosage-form list and seeing the product form offer the new entry,
// reordering rows from the keyboard, the refusal to drop a dosage form products use (with the count), a
// bad e-mail row marked, create offering only the missing keys, and axe on a list of entries with a bad
// row marked, in light and dark mode (the accessibility walk, a11y.spec.ts, scans the list and the forms
// as they open).
// Every setting changed here is put back as seeded, since the catalogue specs read the dosage forms.
import type { Page } from '@playwright/test';
import { scanBothModes } from './support/axe';
import { uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, test } from './support/fixtures';

interface SettingRecord {
  id: number;
  key: string;
  value: string | string[];
  description: string | null;
}

async function settingOf(page: Page, key: string): Promise<SettingRecord | undefined> {
  const answer = await page.request.get('/api/main/v1/settings?page=1&limit=100');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { records: SettingRecord[] } }).data.records.find((record) => record.key === key);
}

/** Puts a setting back as it was (creating it again when a test deleted it). */
async function restore(page: Page, baseURL: string, original: SettingRecord): Promise<void> {
  const headers = sameOriginHeaders(baseURL);
  const body = { key: original.key, value: original.value, description: original.description };
  const current = await settingOf(page, original.key);
  const answer = current
    ? await page.request.put(`/api/main/v1/settings/${current.id}`, { headers, data: body })
    : await page.request.post('/api/main/v1/settings', { headers, data: body });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

/** How many products use each dosage form, paging through the whole list. */
async function dosageFormUsage(page: Page): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await page.request.get(`/api/main/v1/products?page=${pageNo}&limit=100`);
    const { data } = (await answer.json()) as { data: { records: { dosage_form: string | null }[]; pages: number } };
    for (const product of data.records) if (product.dosage_form) counts.set(product.dosage_form, (counts.get(product.dosage_form) ?? 0) + 1);
    if (pageNo >= data.pages) return counts;
  }
}

async function openSetting(page: Page, key: string) {
  await page.goto('/system/settings');
  const table = page.getByRole('table', { name: 'Settings' });
  await table.getByRole('link', { name: key, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit setting' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Key', exact: true })).toHaveValue(key);
}

test.describe('settings', () => {
  test('adds a dosage form, reorders it from the keyboard, and the product form offers it', async ({ adminPage: page, baseURL }) => {
    const original = (await settingOf(page, 'dosage_form'))!;
    const entry = uniqueName('Chewable gum');
    try {
      await openSetting(page, 'dosage_form');
      const forms = original.value as string[];
      await expect(page.getByRole('textbox', { name: 'Key', exact: true })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('textbox', { name: `Dosage form ${forms.length}`, exact: true })).toHaveValue(forms.at(-1)!);

      await page.getByRole('button', { name: 'Add dosage form' }).click();
      const added = page.getByRole('textbox', { name: `Dosage form ${forms.length + 1}`, exact: true });
      await expect(added).toBeFocused();
      await added.fill(entry);

      // Up one place with the keyboard: focus stays on the moved row's button.
      const moveUp = page.getByRole('button', { name: `Move ${entry} up` });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: `Dosage form ${forms.length}`, exact: true })).toHaveValue(entry);
      await expect(page.getByRole('textbox', { name: `Dosage form ${forms.length + 1}`, exact: true })).toHaveValue(forms.at(-1)!);
      await expect(moveUp).toBeFocused();

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Setting updated')).toBeVisible();
      expect((await settingOf(page, 'dosage_form'))!.value).toEqual([...forms.slice(0, -1), entry, forms.at(-1)]);

      await page.goto('/products/create');
      const select = page.getByRole('combobox', { name: 'Dosage form', exact: true });
      await expect(select.getByRole('option', { name: entry })).toHaveCount(1);
      await select.selectOption(entry);
      await expect(select).toHaveValue(entry);
    } finally {
      await restore(page, baseURL!, original);
    }
  });

  test('refuses to remove a dosage form products use, saying how many, and keeps what was typed', async ({ adminPage: page }) => {
    const usage = await dosageFormUsage(page);
    const [used, count] = [...usage.entries()].sort((a, b) => b[1] - a[1])[0];
    await openSetting(page, 'dosage_form');
    await page.getByRole('button', { name: `Remove ${used}`, exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    const message = `${count} ${count === 1 ? 'product uses' : 'products use'} “${used}”; change ${count === 1 ? 'it' : 'them'} first`;
    await expect(page.getByRole('alert').filter({ hasText: 'The setting was not saved' })).toContainText(message);
    await expect(page.getByRole('group', { name: 'Dosage forms' })).toContainText(message);
    await expect(page.getByRole('button', { name: `Remove ${used}`, exact: true })).toHaveCount(0);
    expect((await settingOf(page, 'dosage_form'))!.value).toContain(used);
  });

  test('marks the bad e-mail row with its message', async ({ adminPage: page }) => {
    const original = (await settingOf(page, 'feedback_emails'))!;
    await openSetting(page, 'feedback_emails');
    await page.getByRole('button', { name: 'Add feedback e-mail' }).click();
    const row = page.getByRole('textbox', { name: `Feedback e-mail ${original.value.length + 1}`, exact: true });
    await row.fill('not-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(row).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('“not-an-address” is not a valid e-mail address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Feedback e-mail 1', exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    await row.fill('Ops.Team@Example.com');
    await expect(page.getByText('“not-an-address” is not a valid e-mail address')).toBeHidden();
    await page.getByRole('button', { name: 'Remove Ops.Team@Example.com' }).click();
    await expect(row).toHaveCount(0);
    expect(await settingOf(page, 'feedback_emails')).toEqual(original);
  });

  test('create offers only the keys without a setting', async ({ adminPage: page, baseURL }) => {
    const original = (await settingOf(page, 'removed'))!;
    try {
      await page.goto('/system/settings/create');
      const key = page.getByRole('combobox', { name: 'Key' });
      await expect(key).toBeDisabled();
      await expect(page.getByText('Every setting exists already: edit one from the list instead.')).toBeVisible();

      const deleted = await page.request.delete(`/api/main/v1/settings/${original.id}`, { headers: sameOriginHeaders(baseURL!) });
      expect(deleted.status()).toBe(204);
      await page.reload();
      await expect(key).toBeEnabled();
      await expect(key.getByRole('option')).toHaveText(['Pick a setting', 'Removed entries (removed)']);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/^Pick a setting:/)).toBeVisible();
      await key.selectOption('removed');
      await page.getByRole('button', { name: 'Add removed entry' }).click();
      await page.getByRole('textbox', { name: 'Removed entry 1', exact: true }).fill('  Old leaflet  ');
      await page.getByLabel('Description').fill('Taken out of use');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Setting created')).toBeVisible();
      await expect(page).toHaveURL(/\/system\/settings$/);
      await expect(page.getByRole('row', { name: /removed/ })).toContainText('Old leaflet');
      // The six settings again, a row each under the header.
      await expect(page.getByRole('table', { name: 'Settings' }).getByRole('row')).toHaveCount(7);
      expect(await settingOf(page, 'removed')).toMatchObject({ value: ['Old leaflet'], description: 'Taken out of use' });
    } finally {
      await restore(page, baseURL!, original);
    }
  });

  test('counts the consultation text as it is typed', async ({ adminPage: page }) => {
    await openSetting(page, 'tip_consulation');
    const text = page.getByRole('textbox', { name: 'Tip consultation text', exact: true });
    await text.fill('Ask a pharmacist.');
    await expect(page.getByText('17 of 280 characters')).toBeVisible();
    await text.fill('x'.repeat(281));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('At most 280 characters')).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
  });

  test('an empty row is marked on Save; the form so marked passes axe in light and dark mode', async ({ adminPage: page }) => {
    await openSetting(page, 'dosage_form');
    await page.getByRole('button', { name: 'Add dosage form' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Type a dosage form or remove this row')).toBeVisible();
    await scanBothModes(page, 'settings update with a bad row');
  });
});
