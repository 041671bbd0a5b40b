// Drawers that edit a record know of colleagues' changes as update forms do (issue 49, docs/live.md): Ada
// Admin has a file's drawer open in /system/files while Omar Okafor, another admin in a browser of his own,
// saves the file's alt text: with nothing typed her drawer shows his alt text at once; with her own alt text
// typed it keeps it and shows the merge preview. Each sees the other in the drawer's presence. The video
// drawer does the same with Eddie Editor, and says so when he deletes the video under her typing.
import type { Page } from '@playwright/test';
import { signIn } from '@wellness-console/qa';
import type { FileRecord } from '../areas/files/definition';
import { createRecord, deleteRecord, slugOf, uniqueName } from './support/catalogue';
import { browserAs, expect, sameOriginHeaders, sandbox, test } from './support/fixtures';

const OMAR = { email: 'omar.okafor@example.com', name: 'Omar Okafor' };

// A 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The tab's stream is open (the top bar carries its state), so what is saved next is heard. */
async function streamIsLive(page: Page): Promise<void> {
  await expect(page.locator('[data-live-state="live"]')).toBeAttached({ timeout: 10_000 });
}

/** Omar Okafor, the second admin, on a browser of his own (files are the admins' screen). */
async function omarsBrowser(page: Page, baseURL: string) {
  const context = await page.context().browser()!.newContext({ baseURL });
  const omar = await context.newPage();
  await signIn(omar, OMAR.email, { sandbox, baseURL });
  return { page: omar, close: () => context.close() };
}

async function uploadFile(page: Page, baseURL: string): Promise<FileRecord> {
  const { 'content-type': _json, ...headers } = sameOriginHeaders(baseURL);
  const answer = await page.request.post('/api/main/v1/files', {
    headers,
    multipart: { file: { name: `live-${Date.now().toString(36)}.png`, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: FileRecord }).data;
}

/** Saves `changes` over the stored record as the API's own client would (If-Match on the version read). */
async function saveRecord(page: Page, baseURL: string, resource: string, id: number, changes: Record<string, unknown>, keys: readonly string[]): Promise<void> {
  const read = await page.request.get(`/api/main/v1/${resource}/${id}`);
  expect(read.status()).toBe(200);
  const stored = ((await read.json()) as { data: Record<string, unknown> }).data;
  const saved = await page.request.put(`/api/main/v1/${resource}/${id}`, {
    headers: { ...sameOriginHeaders(baseURL), 'if-match': read.headers().etag ?? '' },
    data: { ...Object.fromEntries(keys.map((key) => [key, stored[key]])), ...changes },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const FILE_KEYS = ['filename', 'alt_text'];
const VIDEO_KEYS = ['title', 'slug', 'region', 'provider', 'url', 'status'];

async function openFile(page: Page, file: FileRecord) {
  await page.goto(`/system/files?file=${file.id}`);
  const drawer = page.getByRole('dialog', { name: file.filename });
  await expect(drawer.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue(file.filename);
  await streamIsLive(page);
  return drawer;
}

test.describe('live drawers', () => {
  test('a file’s drawer shows a colleague’s alt text at once with nothing typed, and each sees the other there', async ({ adminPage: page, baseURL }) => {
    const file = await uploadFile(page, baseURL!);
    const omar = await omarsBrowser(page, baseURL!);
    try {
      const drawer = await openFile(page, file);
      const presence = drawer.getByRole('status', { name: 'Also viewing' });
      await expect(presence).toHaveText('');

      const his = await openFile(omar.page, file);
      await expect(presence).toContainText('Also viewing: Omar Okafor', { timeout: 5_000 });
      await expect(presence).toContainText('Omar Okafor is viewing');
      await expect(his.getByRole('status', { name: 'Also viewing' })).toContainText('Ada Admin is viewing', { timeout: 5_000 });
      await his.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Typing in his drawer');
      await expect(presence).toContainText('Omar Okafor is editing', { timeout: 5_000 });

      await saveRecord(omar.page, baseURL!, 'files', file.id, { alt_text: 'A red dot, from Omar' }, FILE_KEYS);
      await expect(drawer.getByRole('textbox', { name: 'Alt text', exact: true })).toHaveValue('A red dot, from Omar', { timeout: 2_000 });
      await expect(drawer.getByRole('status', { name: 'News of this file' })).toContainText('Updated by Omar Okafor');
      // Taken as the version to save against: her next save meets no one.
      await drawer.getByRole('textbox', { name: 'Alt text', exact: true }).fill('A red dot, by Ada');
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(drawer.getByRole('form', { name: 'Name and alt text' }).getByRole('status')).toHaveText('File updated');

      // His typing undone (nothing unsaved to ask about), leaving the drawer says so at once.
      await his.getByRole('textbox', { name: 'Alt text', exact: true }).fill('');
      await omar.page.keyboard.press('Escape');
      await expect(presence).toHaveText('', { timeout: 5_000 });
    } finally {
      await omar.close();
      await page.request.delete(`/api/main/v1/files/${file.id}`, { headers: sameOriginHeaders(baseURL!) });
    }
  });

  test('a file’s drawer with alt text typed keeps it and shows a colleague’s save as the merge preview', async ({ adminPage: page, baseURL }) => {
    const file = await uploadFile(page, baseURL!);
    const omar = await omarsBrowser(page, baseURL!);
    try {
      const drawer = await openFile(page, file);
      const altText = drawer.getByRole('textbox', { name: 'Alt text', exact: true });
      await altText.fill('Typed by Ada');

      await saveRecord(omar.page, baseURL!, 'files', file.id, { alt_text: 'Saved by Omar' }, FILE_KEYS);
      const news = drawer.getByRole('status', { name: 'News of this file' });
      await expect(news).toContainText('Omar Okafor changed Alt text', { timeout: 2_000 });
      await expect(news).toContainText('Alt text: yours Typed by Ada, theirs Saved by Omar');
      await expect(altText).toHaveValue('Typed by Ada');

      await news.getByRole('button', { name: 'Apply, keeping mine' }).click();
      await expect(news).toContainText('Updated by Omar Okafor');
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(drawer.getByRole('form', { name: 'Name and alt text' }).getByRole('status')).toHaveText('File updated');
      await expect(page.getByRole('dialog', { name: /changed this file while you were editing/ })).toHaveCount(0);
      const stored = ((await (await page.request.get(`/api/main/v1/files/${file.id}`)).json()) as { data: FileRecord }).data;
      expect(stored).toMatchObject({ alt_text: 'Typed by Ada', version: 3 });
    } finally {
      await omar.close();
      await page.request.delete(`/api/main/v1/files/${file.id}`, { headers: sameOriginHeaders(baseURL!) });
    }
  });

  test('a video’s drawer shows who else has it open, takes a colleague’s save, and says when it is deleted under what was typed', async ({ adminPage: page, browser, baseURL }) => {
    const title = uniqueName('E2E Live clip');
    const video = await createRecord(page, baseURL!, 'videos', { title, slug: slugOf(title), region: 'gb', provider: 'vimeo', url: 'https://vimeo.com/76979871', status: 'published' });
    const editor = await browserAs(browser, 'editor', baseURL!);
    const drawerOf = (on: Page) => on.getByRole('dialog', { name: 'Edit video' });
    try {
      for (const on of [page, editor.page]) {
        await on.goto(`/videos?video=${video.id}`);
        await expect(drawerOf(on).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
        await streamIsLive(on);
      }
      const drawer = drawerOf(page);
      await expect(drawer.getByRole('status', { name: 'Also viewing' })).toContainText('Eddie Editor is viewing', { timeout: 5_000 });
      await expect(drawerOf(editor.page).getByRole('status', { name: 'Also viewing' })).toContainText('Ada Admin is viewing', { timeout: 5_000 });

      await saveRecord(editor.page, baseURL!, 'videos', video.id, { title: `${title} retitled` }, VIDEO_KEYS);
      const titleBox = drawer.getByRole('textbox', { name: 'Title', exact: true });
      await expect(titleBox).toHaveValue(`${title} retitled`, { timeout: 2_000 });
      const news = drawer.getByRole('status', { name: 'News of this video' });
      await expect(news).toContainText('Updated by Eddie Editor');

      await titleBox.fill('Typed before it went');
      await deleteRecord(editor.page, baseURL!, 'videos', video.id);
      await expect(news).toContainText('Eddie Editor deleted this video', { timeout: 2_000 });
      await expect(titleBox).toHaveValue('Typed before it went');
      await expect(drawer.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      await expect(news.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/videos');
    } finally {
      await editor.close();
      await deleteRecord(page, baseURL!, 'videos', video.id);
    }
  });
});
