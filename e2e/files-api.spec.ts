// The file library's API through the BFF, as a browser meets it: an uploaded SVG carrying a script never
// runs it (opened by address, by a link on a console page, or even rendered under its own headers),
// content answers carry nosniff and the sandboxing CSP, raster thumbnails still draw in an <img>, and a
// disguised or oversized upload is refused.
import type { APIResponse, Page } from '@playwright/test';
import type { FileRecord } from '../areas/files/definition';
import { expect, test } from './support/fixtures';

const SCRIPTED_SVG = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(\'onload ran\')">',
  '  <script>document.title = "owned"; alert("script ran");</script>',
  '  <rect width="64" height="64" fill="red"/>',
  '</svg>',
].join('\n');

const uploadHeaders = (baseURL: string) => ({ 'x-csrf': '1', origin: new URL(baseURL).origin });

async function upload(page: Page, baseURL: string, name: string, mimeType: string, buffer: Buffer): Promise<APIResponse> {
  return page.request.post('/api/main/v1/files', {
    headers: uploadHeaders(baseURL),
    multipart: { alt_text: `Test upload ${name}`, file: { name, mimeType, buffer } },
  });
}

/** Records every dialog the page (or any page of its context) opens, dismissing it. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('page', (other) => other.on('dialog', (dialog) => (seen.push(dialog.message()), dialog.dismiss())));
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** The width `src` draws at in an <img> on the open console page, or -1 when it does not draw. */
function drawnWidth(page: Page, src: string): Promise<number> {
  return page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth);
        image.onerror = () => resolve(-1);
        image.src = url;
      }),
    src,
  );
}

test.describe('files through the BFF', () => {
  test('an uploaded SVG with a script never runs it, however it is opened', async ({ editorPage: page, baseURL }) => {
    const dialogs = watchDialogs(page);
    const answer = await upload(page, baseURL!, 'hostile.svg', 'image/svg+xml', Buffer.from(SCRIPTED_SVG));
    expect(answer.status(), await answer.text()).toBe(201);
    const { data: file } = (await answer.json()) as { data: FileRecord };
    expect(file).toMatchObject({ mime_type: 'image/svg+xml', kind: 'image', width: 64, height: 64, uploaded_by: 'Eddie Editor' });
    const contentPath = `/api/main/v1/files/${file.id}/content`;

    // The BFF's answer: the bytes as SVG, never sniffed, sandboxed, and downloaded rather than shown.
    // (Asked without compression: `next start` gzips compressible answers such as SVG, dropping their length.)
    const content = await page.request.get(contentPath, { headers: { 'accept-encoding': 'identity' } });
    expect(content.status()).toBe(200);
    const headers = content.headers();
    expect(headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-disposition']).toMatch(/^attachment; filename="hostile.svg"/);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(SCRIPTED_SVG)));
    expect(await content.text()).toBe(SCRIPTED_SVG);

    // A console page, then a link on it to the file: the click downloads; the page is untouched.
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    // Once hydrated, so React does not drop the added link as a mismatch.
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'Open the SVG';
      document.body.append(link);
    }, contentPath);
    const link = page.getByRole('link', { name: 'Open the SVG' });
    await expect(link).toBeVisible();
    const [linkDownload] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(linkDownload.suggestedFilename()).toBe('hostile.svg');
    expect(await page.title()).toBe(title);

    // Its address typed in: a download too, never a document.
    const [typedDownload] = await Promise.all([page.waitForEvent('download'), page.goto(contentPath).catch(() => null)]);
    expect(typedDownload.suggestedFilename()).toBe('hostile.svg');
    expect(await page.title()).toBe(title);

    // Even drawn as a document under its own headers (as if a browser ignored the attachment), the
    // sandboxing CSP keeps the script and the onload handler from running.
    await page.route(`**${contentPath}`, async (route) => {
      const real = await route.fetch();
      const { 'content-disposition': _dropped, ...kept } = real.headers();
      await route.fulfill({ response: real, headers: kept });
    });
    await page.goto(contentPath);
    await expect(page.locator('rect')).toHaveCount(1);
    expect(await page.title()).not.toBe('owned');
    await page.unroute(`**${contentPath}`);

    // In an <img> on a console page it draws, and scripts in an image never run.
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const drawn = await drawnWidth(page, contentPath);
    expect(drawn).toBe(64);
    expect(await page.title()).toBe(title);
    expect(dialogs).toEqual([]);
  });

  test('raster thumbnails draw in an <img> and open in place under the sandboxing CSP', async ({ editorPage: page }) => {
    const list = await page.request.get('/api/main/v1/files?kind=image&sort=created_at&order=asc');
    expect(list.status()).toBe(200);
    const png = ((await list.json()) as { data: { records: FileRecord[] } }).data.records.find((record) => record.mime_type === 'image/png');
    expect(png, 'the demo data has a PNG').toBeDefined();
    const contentPath = `/api/main/v1/files/${png!.id}/content`;

    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const width = await drawnWidth(page, contentPath);
    expect(width).toBe(png!.width);

    // Through the BFF with its length, and a byte range for seeking.
    const whole = await page.request.get(contentPath);
    expect(whole.headers()['content-length']).toBe(String((await whole.body()).length));
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    const part = await page.request.get(contentPath, { headers: { range: 'bytes=0-7' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-7/${png!.size_bytes}`);
    expect([...(await part.body())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const opened = await page.goto(contentPath);
    expect(opened?.status()).toBe(200);
    const headers = opened!.headers();
    expect(headers['content-type']).toBe('image/png');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(headers['content-disposition']).toMatch(/^inline; /);
    await expect(page.locator('img')).toHaveJSProperty('naturalWidth', png!.width);
  });

  test('refuses HTML named .png, an empty file and an oversized image, with the reason', async ({ editorPage: page, baseURL }) => {
    const html = await upload(page, baseURL!, 'cat.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status()).toBe(422);
    expect(((await html.json()) as { message: string }).message).toMatch(/not one of the accepted types/);

    const empty = await upload(page, baseURL!, 'empty.png', 'image/png', Buffer.alloc(0));
    expect(empty.status()).toBe(422);

    const big = Buffer.alloc(10 * 1024 * 1024 + 10);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const tooBig = await upload(page, baseURL!, 'big.png', 'image/png', big);
    expect(tooBig.status()).toBe(413);
    expect(await tooBig.text()).toContain('Images can be at most 10 MB');
  });

  test('an editor may not rename or delete a file; the BFF refuses before the upstream', async ({ editorPage: page, baseURL }) => {
    const headers = { ...uploadHeaders(baseURL!), 'content-type': 'application/json' };
    expect((await page.request.put('/api/main/v1/files/1', { headers, data: { filename: 'x.png', alt_text: null } })).status()).toBe(403);
    expect((await page.request.delete('/api/main/v1/files/1', { headers })).status()).toBe(403);
  });
});
