// Edit conflicts (docs/api-contract.md#versions-and-edit-conflicts): two people signed in on
// two browsers edit the same product. Changes to different fields are both kept without a question; the
// same field opens the conflict view, where "Keep all mine" and "Take all theirs" each store what they say,
// Cancel keeps what was typed, and the view passes axe in light and dark mode. A video's drawer, an editor of its
// own, shows the same view over itself.
import type { Page } from '@playwright/test';
import { scanBothModes } from './support/axe';
import { createRecord, deleteRecord, productBody, slugOf, uniqueName } from './support/catalogue';
import { browserAs, expect, test } from './support/fixtures';

async function openProduct(page: Page, id: number): Promise<void> {
  await page.goto(`/products/update/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
}

async function storedRecord(page: Page, id: number, resource = 'products'): Promise<Record<string, unknown>> {
  const answer = await page.request.get(`/api/main/v1/${resource}/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

test.describe('edit conflicts', () => {
  test('changes to different fields from two browsers are both kept, without a question', async ({ adminPage, browser, baseURL }) => {
    const product = await createRecord(adminPage, baseURL!, 'products', productBody(uniqueName('E2E Merge Balm'), 499));
    const editor = await browserAs(browser, 'editor', baseURL!);
    try {
      await openProduct(adminPage, product.id);
      await openProduct(editor.page, product.id);

      // The editor types first: a form with unsaved edits keeps the version it loaded when a colleague saves
      // (one with nothing typed takes their save at once: e2e/live-forms.spec.ts).
      await editor.page.getByRole('spinbutton', { name: 'Stock' }).fill('42');
      const renamed = `${String(product.name)} Forte`;
      await adminPage.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
      await adminPage.getByRole('button', { name: 'Save' }).click();
      await expect(adminPage.getByText('Product updated')).toBeVisible();

      // The editor's form still holds the version before the admin's save.
      await editor.page.getByRole('button', { name: 'Save' }).click();
      await expect(editor.page.getByText('Merged with changes by Ada Admin')).toBeVisible();
      await expect(editor.page.getByRole('dialog')).toBeHidden();
      await expect(editor.page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);

      expect(await storedRecord(adminPage, product.id)).toMatchObject({ name: renamed, stock: 42, updated_by: { name: 'Eddie Editor' } });
    } finally {
      await editor.close();
      await deleteRecord(adminPage, baseURL!, 'products', product.id);
    }
  });

  test('the same field changed on both opens the conflict view: keep mine, cancel, take theirs', async ({ adminPage, browser, baseURL }) => {
    const product = await createRecord(adminPage, baseURL!, 'products', productBody(uniqueName('E2E Conflict Balm'), 499));
    const editor = await browserAs(browser, 'editor', baseURL!);
    const adminName = adminPage.getByRole('textbox', { name: 'Name', exact: true });
    const editorName = editor.page.getByRole('textbox', { name: 'Name', exact: true });
    const conflictView = editor.page.getByRole('dialog', { name: 'Ada Admin changed this product while you were editing' });
    try {
      // Keep all mine.
      await openProduct(adminPage, product.id);
      await openProduct(editor.page, product.id);
      // Typed before the admin's save, so the editor's form keeps the version it loaded (as above).
      await editorName.fill(`${String(product.name)} Editor`);
      await editor.page.getByRole('spinbutton', { name: 'Stock' }).fill('7');
      await adminName.fill(`${String(product.name)} Admin`);
      await adminPage.getByRole('button', { name: 'Save' }).click();
      await expect(adminPage.getByText('Product updated')).toBeVisible();
      await editor.page.getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeVisible();
      const nameChoice = conflictView.getByRole('group', { name: 'Name' });
      await expect(nameChoice.getByRole('radio', { name: 'Yours' })).toBeChecked();
      await expect(nameChoice).toContainText(`${String(product.name)} Editor`);
      await expect(nameChoice).toContainText(`${String(product.name)} Admin`);
      // Stock only the editor changed: no question about it.
      await expect(conflictView.getByRole('group', { name: 'Stock' })).toHaveCount(0);
      await scanBothModes(editor.page, 'the conflict view');

      await conflictView.getByRole('button', { name: 'Take all theirs' }).click();
      await expect(nameChoice.getByRole('radio', { name: 'Theirs' })).toBeChecked();
      await conflictView.getByRole('button', { name: 'Keep all mine' }).click();
      await expect(nameChoice.getByRole('radio', { name: 'Yours' })).toBeChecked();
      // One field at a time, by pointer as by keyboard.
      await nameChoice.getByText('Theirs', { exact: true }).click();
      await expect(nameChoice.getByRole('radio', { name: 'Theirs' })).toBeChecked();
      await editor.page.keyboard.press('ArrowLeft');
      await expect(nameChoice.getByRole('radio', { name: 'Yours' })).toBeChecked();
      await conflictView.getByRole('button', { name: 'Save' }).click();
      await expect(editor.page.getByText('Product updated')).toBeVisible();
      await expect(conflictView).toBeHidden();
      expect(await storedRecord(adminPage, product.id)).toMatchObject({ name: `${String(product.name)} Editor`, stock: 7 });

      // Take all theirs, after a Cancel that keeps what was typed.
      await adminPage.reload();
      await expect(adminName).toHaveValue(`${String(product.name)} Editor`);
      await editorName.fill(`${String(product.name)} Editor again`);
      await adminName.fill(`${String(product.name)} Admin again`);
      await adminPage.getByRole('button', { name: 'Save' }).click();
      await expect(adminPage.getByText('Product updated')).toBeVisible();
      await editor.page.getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeVisible();
      await conflictView.getByRole('button', { name: 'Cancel' }).click();
      await expect(conflictView).toBeHidden();
      await expect(editorName).toHaveValue(`${String(product.name)} Editor again`);
      await expect(editor.page.getByText(/Nothing you typed was lost/)).toBeVisible();

      await editor.page.getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeVisible();
      await conflictView.getByRole('button', { name: 'Take all theirs' }).click();
      await conflictView.getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeHidden();
      await expect(editorName).toHaveValue(`${String(product.name)} Admin again`);
      expect(await storedRecord(adminPage, product.id)).toMatchObject({ name: `${String(product.name)} Admin again`, stock: 7 });
    } finally {
      await editor.close();
      await deleteRecord(adminPage, baseURL!, 'products', product.id);
    }
  });

  test('a video edited in its drawer from two browsers: the same title opens the conflict view over the drawer', async ({ adminPage, browser, baseURL }) => {
    const title = uniqueName('E2E Conflict clip');
    const video = await createRecord(adminPage, baseURL!, 'videos', { title, slug: slugOf(title), region: 'gb', provider: 'vimeo', url: 'https://vimeo.com/76979871', status: 'published' });
    const editor = await browserAs(browser, 'editor', baseURL!);
    const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Edit video' });
    const conflictView = editor.page.getByRole('dialog', { name: 'Ada Admin changed this video while you were editing' });
    try {
      for (const page of [adminPage, editor.page]) {
        await page.goto(`/videos?video=${video.id}`);
        await expect(drawerOf(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
      }
      // Typed before the admin's save, so the editor's drawer keeps the version it loaded.
      await drawerOf(editor.page).getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} Editor`);
      await drawerOf(adminPage).getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} Admin`);
      await drawerOf(adminPage).getByRole('button', { name: 'Save' }).click();
      await expect(adminPage.getByText('Video updated')).toBeVisible();

      await drawerOf(editor.page).getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeVisible();
      await expect(conflictView.getByRole('group', { name: 'Title' }).getByRole('radio', { name: 'Yours' })).toBeChecked();
      await conflictView.getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeHidden();
      await expect(editor.page.getByText('Video updated')).toBeVisible();
      expect(await storedRecord(adminPage, video.id, 'videos')).toMatchObject({ title: `${title} Editor`, updated_by: { name: 'Eddie Editor' } });
    } finally {
      await editor.close();
      await deleteRecord(adminPage, baseURL!, 'videos', video.id);
    }
  });
});
