// The file library (/system/files) and the shared file picker: three files dropped at once with one too
// big and one of the wrong type (two errors, one upload), an upload cancelled mid-way, the details
// drawer (alt text, copy URL), two admins saving one file from two browsers (merged, or settled in the
// conflict view), an uploaded image attached to a product and still there after a reload, delete refused
// while the file is used, and axe scans of the drawer and the picker dialog in light and dark mode (the
// accessibility walk, a11y.spec.ts, scans the grid and the list as they open).
import type { APIRequestContext, Page } from '@playwright/test';
import { Drawer } from '@wellness-console/qa';
import type { FileRecord } from '../areas/files/definition';
import { emulateColorMode, expectColorMode, expectNoSeriousViolations, scanBothModes } from './support/axe';
import { browserAs, expect, sameOriginHeaders, test } from './support/fixtures';

// A 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function uploadThroughBff(request: APIRequestContext, baseURL: string, name: string): Promise<FileRecord> {
  // The multipart body sets its own content type.
  const { 'content-type': _json, ...headers } = sameOriginHeaders(baseURL);
  const answer = await request.post('/api/main/v1/files', {
    headers,
    multipart: { file: { name, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: FileRecord }).data;
}

async function filesNamed(request: APIRequestContext, name: string): Promise<FileRecord[]> {
  const answer = await request.get(`/api/main/v1/files?search=${encodeURIComponent(name)}&limit=50`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { records: FileRecord[] } }).data.records.filter((file) => file.filename === name);
}

async function deleteFile(request: APIRequestContext, baseURL: string, id: number) {
  await request.delete(`/api/main/v1/files/${id}`, { headers: sameOriginHeaders(baseURL) });
}

/** The grid has drawn its files (no skeleton left). */
async function gridReady(page: Page) {
  const grid = page.getByRole('list', { name: 'Files' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('skeleton-tile')).toHaveCount(0);
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  return grid;
}

test.describe('file library', () => {
  // Uploads and several axe scans on a shared machine.
  test.describe.configure({ timeout: 180_000 });
  test('uploads three dropped files on their own: one stored, one too big, one not what its name says', async ({ adminPage: page, baseURL }) => {
    const tag = unique();
    const names = { good: `good-${tag}.png`, big: `big-${tag}.png`, fake: `fake-${tag}.png` };
    await page.goto('/system/files');
    await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
    await gridReady(page);

    const dataTransfer = await page.evaluateHandle(
      ({ names: n, png }) => {
        const transfer = new DataTransfer();
        const pngBytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        transfer.items.add(new File([pngBytes], n.good, { type: 'image/png' }));
        const big = new Uint8Array(11 * 1024 * 1024);
        big.set(pngBytes);
        transfer.items.add(new File([big], n.big, { type: 'image/png' }));
        transfer.items.add(new File(['<!doctype html><script>alert(1)</script>'], n.fake, { type: 'image/png' }));
        return transfer;
      },
      { names, png: PNG_BASE64 },
    );
    // A real drag: it enters the screen, the drop zone appears over it, and the files are dropped there.
    await page.getByRole('heading', { name: 'Files', level: 1 }).dispatchEvent('dragenter', { dataTransfer });
    const dropzone = page.getByTestId('upload-dropzone');
    await expect(dropzone).toBeVisible();
    await expect(dropzone).toContainText('Drop files to upload');
    await dropzone.dispatchEvent('dragover', { dataTransfer });
    await dropzone.dispatchEvent('drop', { dataTransfer });
    await expect(dropzone).toBeHidden();

    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem', { name: names.good })).toContainText('Uploaded');
    await expect(uploads.getByRole('listitem', { name: names.big })).toContainText('Not uploaded');
    await expect(uploads.getByRole('listitem', { name: names.big }).getByRole('alert')).toContainText('at most 10 MB');
    await expect(uploads.getByRole('listitem', { name: names.fake })).toContainText('Not uploaded');
    await expect(uploads.getByRole('listitem', { name: names.fake }).getByRole('alert')).not.toBeEmpty();
    await expect(page.getByText('File uploaded')).toBeVisible();

    // The grid refreshes with the one stored file; nothing was stored for the other two.
    await expect(page.getByRole('list', { name: 'Files' }).getByRole('link', { name: names.good })).toBeVisible();
    const [stored] = await filesNamed(page.request, names.good);
    expect(stored.kind).toBe('image');
    expect(await filesNamed(page.request, names.big)).toHaveLength(0);
    expect(await filesNamed(page.request, names.fake)).toHaveLength(0);
    await deleteFile(page.request, baseURL!, stored.id);
  });

  test('cancels one upload mid-way and stores nothing', async ({ adminPage: page }) => {
    const name = `slow-${unique()}.png`;
    await page.goto('/system/files');
    await gridReady(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    const bytes = Buffer.alloc(4 * 1024 * 1024);
    Buffer.from(PNG_BASE64, 'base64').copy(bytes);
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: bytes });

    const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name });
    const progress = row.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await row.getByRole('button', { name: `Cancel upload of ${name}` }).click();
    await expect(row).toContainText('Cancelled');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(async () => (await filesNamed(page.request, name)).length).toBe(0);
  });

  test('shows a file in a drawer, edits its alt text and copies its URL; the drawer passes axe in both modes', async ({ adminPage: page, baseURL, context }) => {
    const file = await uploadThroughBff(page.request, baseURL!, `detail-${unique()}.png`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      // The grid's List link opens the list view.
      await page.goto(`/system/files?search=${encodeURIComponent(file.filename)}`);
      await gridReady(page);
      await page.getByRole('link', { name: 'List' }).click();
      await expect(page).toHaveURL(/view=list/);
      await page.getByRole('table', { name: 'Files' }).getByRole('link', { name: file.filename }).click();
      await expect(page).toHaveURL(new RegExp(`file=${file.id}`));
      await expect(page).toHaveURL(/view=list/);
      const drawer = page.getByRole('dialog', { name: file.filename });
      await expect(drawer).toContainText('1 × 1 px');
      await expect(drawer).toContainText('Not used by any record.');
      await expect(drawer.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/main/v1/files/${file.id}/content`);
      await expectNoSeriousViolations(page, 'file drawer (light)');

      await drawer.getByRole('button', { name: 'Copy URL' }).click();
      await expect(drawer.getByText('URL copied')).toBeVisible();
      // The console's own address of the bytes, never the upstream's.
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/api/main/v1/files/${file.id}/content`);

      // A refused save keeps what was typed; a good one says it was updated.
      await drawer.getByRole('textbox', { name: 'File name', exact: true }).fill('bad/name.png');
      await drawer.getByRole('textbox', { name: 'Alt text', exact: true }).fill('A tiny red square');
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(drawer.getByText('File name cannot hold slashes or control characters')).toBeVisible();
      await expect(drawer.getByRole('textbox', { name: 'Alt text', exact: true })).toHaveValue('A tiny red square');
      await drawer.getByRole('textbox', { name: 'File name', exact: true }).fill(file.filename);
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await expect(drawer.getByRole('status').filter({ hasText: 'File updated' })).toBeVisible();
      await emulateColorMode(page, 'dark');
      await expectColorMode(page, 'dark');
      await expectNoSeriousViolations(page, 'file drawer after a save (dark)');

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.goto(`/system/files?search=${encodeURIComponent(file.filename)}`);
      await expect(page.getByRole('list', { name: 'Files' }).getByRole('img', { name: 'A tiny red square' })).toBeVisible();
    } finally {
      await deleteFile(page.request, baseURL!, file.id);
    }
  });

  test('two admins edit one file: different fields are merged, the same field opens the conflict view and keeps mine', async ({ adminPage: page, browser, baseURL }) => {
    const tag = unique();
    const file = await uploadThroughBff(page.request, baseURL!, `shared-${tag}.png`);
    const other = await browserAs(browser, 'admin', baseURL!);
    /** A file's drawer opened from its address, its record loaded; its form stays the same when a rename renames the drawer. */
    const openDrawer = async (on: Page) => {
      await on.goto(`/system/files?file=${file.id}`);
      await new Drawer(on, file.filename).waitUntilLoaded();
      const form = on.getByRole('form', { name: 'Name and alt text' });
      await expect(form.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue(file.filename);
      return form;
    };
    const stored = async () => {
      const answer = await page.request.get(`/api/main/v1/files/${file.id}`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { data: FileRecord }).data;
    };
    try {
      const mine = await openDrawer(page);
      const theirs = await openDrawer(other.page);
      const renamed = `renamed-${tag}.png`;

      // Different fields: the first renames, the second (still on the version before, having typed before the
      // rename: a drawer with nothing typed would take it at once) changes the alt text alone.
      await theirs.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Shared square');
      await mine.getByRole('textbox', { name: 'File name', exact: true }).fill(renamed);
      await mine.getByRole('button', { name: 'Save changes' }).click();
      await expect(mine.getByRole('status')).toHaveText('File updated');
      await theirs.getByRole('button', { name: 'Save changes' }).click();
      await expect(theirs.getByRole('status')).toHaveText('Merged with changes by Ada Admin');
      await expect(other.page.getByRole('dialog', { name: /changed this file while you were editing/ })).toHaveCount(0);
      await expect(theirs.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue(renamed);
      expect(await stored()).toMatchObject({ filename: renamed, alt_text: 'Shared square', version: 3 });

      // The same field: the first drawer is a version behind now; the second saves first, then the first meets it.
      await mine.getByRole('textbox', { name: 'File name', exact: true }).fill(`mine-${tag}.png`);
      await theirs.getByRole('textbox', { name: 'File name', exact: true }).fill(`theirs-${tag}.png`);
      await theirs.getByRole('button', { name: 'Save changes' }).click();
      await expect(theirs.getByRole('status')).toHaveText('File updated');
      await mine.getByRole('button', { name: 'Save changes' }).click();
      const conflictView = page.getByRole('dialog', { name: 'Ada Admin changed this file while you were editing' });
      await expect(conflictView).toBeVisible();
      const nameChoice = conflictView.getByRole('group', { name: 'File name' });
      await expect(nameChoice).toContainText(`mine-${tag}.png`);
      await expect(nameChoice).toContainText(`theirs-${tag}.png`);
      // The alt text only the other drawer changed: no question about it.
      await expect(conflictView.getByRole('group', { name: 'Alt text' })).toHaveCount(0);
      await nameChoice.getByText('Theirs', { exact: true }).click();
      await nameChoice.getByText('Yours', { exact: true }).click();
      await expect(nameChoice.getByRole('radio', { name: 'Yours' })).toBeChecked();
      await conflictView.getByRole('button', { name: 'Save' }).click();
      await expect(conflictView).toBeHidden();
      await expect(mine.getByRole('status')).toHaveText('File updated');
      await expect(mine.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue(`mine-${tag}.png`);
      await expect(mine.getByRole('textbox', { name: 'Alt text', exact: true })).toHaveValue('Shared square');
      expect(await stored()).toMatchObject({ filename: `mine-${tag}.png`, alt_text: 'Shared square', version: 5 });

      // The drawer holds the version it saved: its next save meets no one.
      await mine.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Mine again');
      await mine.getByRole('button', { name: 'Save changes' }).click();
      await expect(mine.getByRole('status')).toHaveText('File updated');
      expect(await stored()).toMatchObject({ filename: `mine-${tag}.png`, alt_text: 'Mine again', version: 6 });
    } finally {
      await other.close();
      await deleteFile(page.request, baseURL!, file.id);
    }
  });
});

test.describe('file picker', () => {
  test.describe.configure({ timeout: 180_000 });
  test('attaches an uploaded image to a product, keeps it after a reload, and a used file cannot be deleted', async ({ adminPage: page, baseURL }) => {
    const file = await uploadThroughBff(page.request, baseURL!, `product-${unique()}.png`);
    const products = await page.request.get('/api/main/v1/products?limit=1&sort=name&order=asc&region=gb');
    const [product] = ((await products.json()) as { data: { records: { id: number; name: string }[] } }).data.records;
    try {
      await page.goto(`/products/update/${product.id}`);
      await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
      await page.getByRole('button', { name: 'Choose images from library' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose images' });
      await expect(dialog).toContainText('Showing images only');
      await dialog.getByLabel('Search files').fill(file.filename);
      const choice = dialog.getByRole('button', { name: new RegExp(file.filename.replace(/[.]/g, '\\.')) });
      await expect(choice).toBeVisible();
      await scanBothModes(page, 'picker dialog');
      await emulateColorMode(page, 'light');
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Choose images', exact: true }).click();
      await expect(dialog).toBeHidden();
      const chosen = page.getByRole('list', { name: 'Chosen images' });
      await expect(chosen.getByRole('listitem', { name: file.filename })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Product updated')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem', { name: file.filename })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('img', { name: file.filename })).toBeVisible();

      // The file is in use now: its drawer names the product and delete is refused, said in the drawer.
      await page.goto(`/system/files?file=${file.id}`);
      const drawer = page.getByRole('dialog', { name: file.filename });
      await expect(drawer.getByRole('link', { name: new RegExp(product.name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
      await drawer.getByRole('button', { name: 'Delete…' }).click();
      await drawer.getByRole('button', { name: 'Delete file' }).click();
      await expect(drawer.getByRole('alert')).toContainText('This file is used by');
      expect(await filesNamed(page.request, file.filename)).toHaveLength(1);
    } finally {
      const current = await page.request.get(`/api/main/v1/products/${product.id}`);
      const record = ((await current.json()) as { data: Record<string, unknown> }).data;
      const images = (record.images as number[] | undefined) ?? [];
      if (images.includes(file.id)) {
        const answer = await page.request.put(`/api/main/v1/products/${product.id}`, {
          headers: sameOriginHeaders(baseURL!),
          data: { ...record, images: images.filter((id) => id !== file.id) },
        });
        expect(answer.status(), await answer.text()).toBe(200);
      }
      await deleteFile(page.request, baseURL!, file.id);
    }
  });

  test('the sandbox refuses a product image that is not a stored image', async ({ adminPage: page, baseURL }) => {
    const products = await page.request.get('/api/main/v1/products?limit=1&sort=name&order=asc');
    const [product] = ((await products.json()) as { data: { records: { id: number }[] } }).data.records;
    const current = ((await (await page.request.get(`/api/main/v1/products/${product.id}`)).json()) as { data: Record<string, unknown> }).data;
    const answer = await page.request.put(`/api/main/v1/products/${product.id}`, { headers: sameOriginHeaders(baseURL!), data: { ...current, images: [999999] } });
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string> }).errors['images.0']).toBe('File 999999 does not exist');
  });
});
