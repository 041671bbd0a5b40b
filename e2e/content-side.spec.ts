// The smaller content areas as staff use them: content categories (created, edited, deleted; refused while
// content uses one), content types (edit only: no Create, no Delete, the BFF and the upstream refuse both),
// videos added and edited in the list's drawer (a bad YouTube address refused, a good one saved; delete
// refused while a content block shows the video), and tips (editors' list, admins' 404 on it but their
// form, live counters, conditions of the tip's region, the consultation text previewed). Axe on the video
// drawers and the tip form with its preview shown; the accessibility walk (a11y.spec.ts) scans the lists
// and forms as they open.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createRecord, deleteRecord, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, sandbox, sandboxUrl, test } from './support/fixtures';

type Row = { id: number } & Record<string, unknown>;

async function records(page: Page, path: string): Promise<Row[]> {
  const answer = await page.request.get(`/api/main/v1/${path}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { records: Row[] } }).data.records;
}

test.describe('content categories', () => {
  test('an editor creates, edits and deletes a category; one that content uses is kept, saying why', async ({ editorPage: page }) => {
    const name = uniqueName('E2E Travel health');
    await page.goto('/content-categories');
    await expect(page.getByRole('table', { name: 'Content categories' }).getByRole('row', { name: /Allergies/ })).toBeVisible();

    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'New category' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Slug').fill(slugOf(name));
    await page.getByLabel('Kind').selectOption({ label: 'Article' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category created')).toBeVisible();

    await page.getByLabel('Search').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Article');
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name: 'Edit category' })).toBeVisible();
    await expect(page.getByLabel('Kind')).toHaveValue('3');
    await page.getByLabel('Description').fill('Vaccines and first-aid kits for trips abroad.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category updated')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted')).toBeVisible();

    const [allergies] = (await records(page, 'content-categories?search=allergies')).filter((c) => c.slug === 'allergies');
    await page.goto(`/content-categories/update/${allergies.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    // How many records use it, the first by name (the seed's Hay fever and Seasonal allergies, and any a test adds).
    await expect(page.getByText(/This category is used by \d+ records \(“Hay fever”/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/content-categories/update/${allergies.id}$`));
  });
});

test.describe('content types', () => {
  test('are edited only: no Create, no Delete, and the BFF and upstream refuse both', async ({ editorPage: page, baseURL }) => {
    await page.goto('/content-types');
    const table = page.getByRole('table', { name: 'Content types' });
    await expect(table.getByRole('row', { name: /Guide/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

    await table.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { name: 'Edit content type' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const description = `Short answers to common questions (${Date.now()}).`;
    await page.getByLabel('Description').fill(description);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Content type updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Description')).toHaveValue(description);

    await page.goto('/content-types/create');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    const [faq] = (await records(page, 'content-types?search=faq')).filter((t) => t.slug === 'faq');
    const headers = sameOriginHeaders(baseURL!);
    expect((await page.request.post('/api/main/v1/content-types', { headers, data: { name: 'Podcast', slug: 'podcast' } })).status()).toBe(403);
    expect((await page.request.delete(`/api/main/v1/content-types/${faq.id}`, { headers })).status()).toBe(403);
    // The upstream itself, asked directly with the editor's token, answers 405 to both.
    const { access_token } = await sandbox.tokens('editor@example.com');
    const upstream = (method: string, path: string) =>
      fetch(`${sandboxUrl()}/v1/${path}`, { method, headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{"name":"Podcast","slug":"podcast"}' : undefined });
    expect((await upstream('POST', 'content-types')).status).toBe(405);
    expect((await upstream('DELETE', `content-types/${faq.id}`)).status).toBe(405);
  });
});

test.describe('videos', () => {
  test('a bad YouTube address is refused, a good one saved; the drawer edits it and deletes it', async ({ editorPage: page }) => {
    const title = uniqueName('E2E Inhaler technique');
    await page.goto('/videos');
    await expect(page.getByRole('table', { name: 'Videos' }).getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('link', { name: 'Add video' }).click();
    await expect(page).toHaveURL(/video=new/);
    const drawer = page.getByRole('dialog', { name: 'New video' });
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await drawer.getByLabel('Slug').fill(slugOf(title));
    await drawer.getByLabel('Provider').selectOption('youtube');
    await drawer.getByLabel('Video address').fill('https://vimeo.com/76979871');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText(/Not a YouTube video address/)).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expectNoSeriousViolations(page, '/videos?video=new');

    await drawer.getByLabel('Video address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await drawer.getByRole('spinbutton', { name: 'Duration (seconds)' }).fill('95');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Video created')).toBeVisible();
    await expect(drawer).toBeHidden();

    await page.getByLabel('Search').fill(title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('YouTube');
    await row.getByRole('link', { name: title }).click();
    const editor = page.getByRole('dialog', { name: 'Edit video' });
    await expect(editor.getByLabel('Video address')).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    // An uploaded video swaps the address for the mp4 picker.
    await editor.getByLabel('Provider').selectOption('upload');
    await expect(editor.getByLabel('Video address')).toHaveCount(0);
    await expect(editor.getByText('Video file', { exact: true })).toBeVisible();
    await editor.getByLabel('Provider').selectOption('youtube');
    await editor.getByLabel('Status').selectOption('published');
    await expectNoSeriousViolations(page, '/videos?video=:id');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Video updated')).toBeVisible();
    await expect(editor).toBeVisible();

    await editor.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this video?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Video deleted')).toBeVisible();
    await expect(page).not.toHaveURL(/video=/);
    await expect(page.getByRole('table', { name: 'Videos' }).getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('a video a content block shows cannot be deleted; the refusal names the content', async ({ editorPage: page, baseURL }) => {
    const title = uniqueName('E2E Used clip');
    const video = await createRecord(page, baseURL!, 'videos', { title, slug: slugOf(title), region: 'gb', provider: 'vimeo', url: 'https://vimeo.com/76979871', status: 'published' });
    const holderTitle = uniqueName('E2E Video holder');
    const content = await createRecord(page, baseURL!, 'content', { kind: 3, title: holderTitle, slug: slugOf(holderTitle), region: 'gb', blocks: [{ type: 'video', video: video.id }] });
    try {
      await page.goto(`/videos?video=${video.id}`);
      const editor = page.getByRole('dialog', { name: 'Edit video' });
      await editor.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`This video is used by 1 record (“${holderTitle}”); remove it there first`)).toBeVisible();
      // The confirmation stays for another try; dismissed, the video is still there to edit.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(editor.getByLabel('Video address')).toHaveValue('https://vimeo.com/76979871');
    } finally {
      await deleteRecord(page, baseURL!, 'content', content.id);
      await deleteRecord(page, baseURL!, 'videos', video.id);
    }
  });
});

test.describe('tips', () => {
  test('the list is the editors’: an admin gets 404 there but writes a tip from the palette, going back where they were', async ({ adminPage: page, baseURL }) => {
    await page.goto('/tips');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await page.request.get('/api/main/v1/tips')).status()).toBe(403);

    // From the products list, by the palette's "Create tip": Cancel leads back there, not to the dashboard.
    const openCreateTip = async () => {
      await page.goto('/products');
      await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await expect(async () => {
        if (!(await palette.isVisible())) await page.keyboard.press('Control+k');
        await expect(palette).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await palette.getByRole('combobox', { name: 'Search screens, records and actions' }).fill('Create tip');
      await palette.getByRole('option', { name: 'Create tip' }).click();
      await expect(page.getByRole('form', { name: 'New tip' })).toBeVisible();
    };
    await openCreateTip();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

    // Saved, it goes back there too, saying so.
    await openCreateTip();
    const form = page.getByRole('form', { name: 'New tip' });
    await form.getByRole('textbox', { name: 'Title' }).fill(uniqueName('E2E Admin tip'));
    await form.getByRole('textbox', { name: 'Body' }).fill('Written by an admin, who cannot see the tips list.');
    const created = page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/main/v1/tips'));
    await form.getByRole('button', { name: 'Save' }).click();
    const { id } = ((await (await created).json()) as { data: { id: number } }).data;
    try {
      await expect(page.getByText('Tip created')).toBeVisible();
      await expect(page).toHaveURL(/\/products$/);

      // Opened by its address alone, with nowhere in the console to go back to, Delete leads to the dashboard.
      await page.goto(`/tips/update/${id}`);
      await expect(page.getByRole('form', { name: 'Edit tip' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog', { name: 'Delete this tip?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Tip deleted')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    } finally {
      await deleteRecord(page, baseURL!, 'tips', id);
    }
  });

  test('an editor writes a tip with live counters, a condition of its region and the consultation preview', async ({ editorPage: page, baseURL }) => {
    await page.goto('/tips');
    await expect(page.getByRole('table', { name: 'Tips' }).getByRole('row', { name: /Check the pollen count/ })).toBeVisible();

    await page.getByRole('link', { name: 'Create' }).click();
    const form = page.getByRole('form', { name: 'New tip' });
    const title = uniqueName('E2E Drink water');
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(form.getByText(`${title.length} of 80 characters`)).toBeVisible();
    await form.getByRole('textbox', { name: 'Body' }).fill('x'.repeat(510));
    await expect(form.getByText('510 of 500 characters — 10 too many')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Body must be at most 500 characters')).toBeVisible();
    await form.getByRole('textbox', { name: 'Body' }).fill('Pollen sticks to skin: drink water and rinse your face when you come in.');

    // Only conditions of the tip's region: gb Hay fever, never us Seasonal allergies, never a symptom.
    const condition = form.getByRole('combobox', { name: 'Condition' });
    await condition.fill('Seasonal');
    // The list has answered for this text (not merely not yet drawn) and offers no other-region condition.
    await expect(page.getByRole('listbox', { name: 'Condition' }).getByText('No matches')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Seasonal allergies' })).toHaveCount(0);
    await condition.fill('Hay');
    await page.getByRole('option', { name: 'Hay fever' }).click();

    const options = await page.request.get('/api/main/v1/tip-options');
    const { tip_consulation } = ((await options.json()) as { data: { tip_consulation: string } }).data;
    expect(tip_consulation).not.toBe('');
    await form.getByText('Show the consultation call to action').click();
    await expect(form.getByRole('region', { name: 'Call to action preview' })).toHaveText(tip_consulation);
    await expectNoSeriousViolations(page, '/tips/create with the consultation preview shown');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tip created')).toBeVisible();

    const [saved] = (await records(page, `tips?search=${encodeURIComponent(title)}`)).filter((t) => t.title === title);
    try {
      expect(saved.condition_title).toBe('Hay fever');
      expect(saved.show_consultation_cta).toBe(true);
      await page.goto(`/tips/update/${saved.id}`);
      await expect(page.getByRole('region', { name: 'Call to action preview' })).toHaveText(tip_consulation);
    } finally {
      await deleteRecord(page, baseURL!, 'tips', saved.id);
    }
  });
});
