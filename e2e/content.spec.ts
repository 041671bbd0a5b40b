// The content studio as an editor uses it: a Condition written with a text block (previewed safely), an
// image uploaded in place and a product block, reordered by keyboard and saved in that order; the form's
// sections keeping what was typed; publishing refused without a reviewer; the reference check stopping a
// publish until a deleted product's block is fixed; remove with undo; equivalents linked both ways; the
// Review due and category filters; a stale status step; a storefront page edited; axe on the editor with
// its blocks added and on the reference check shown (the accessibility walk, a11y.spec.ts, scans the
// lists and forms as they open).
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createRecord, deleteRecord, productBody, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, test } from './support/fixtures';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Row = { id: number; title: string; status: string; blocks: { type: string }[] } & Record<string, unknown>;

async function contentNamed(page: Page, title: string): Promise<Row | undefined> {
  const answer = await page.request.get(`/api/main/v1/content?search=${encodeURIComponent(title)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { records: Row[] } }).data.records.find((r) => r.title === title);
}

async function getContent(page: Page, id: number): Promise<Row> {
  const answer = await page.request.get(`/api/main/v1/content/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Row }).data;
}

async function step(page: Page, baseURL: string, id: number, from: string, to: string) {
  const answer = await page.request.post(`/api/main/v1/content/${id}/status`, { headers: sameOriginHeaders(baseURL), data: { from, to } });
  expect(answer.status(), await answer.text()).toBe(200);
}

const newContent = (title: string, region: 'gb' | 'us', kind: number, extra: Record<string, unknown> = {}) => ({
  kind,
  title,
  slug: slugOf(title),
  region,
  blocks: [{ type: 'markdown', body: `About ${title}.` }],
  ...extra,
});

/** The editor's block types, top to bottom. */
async function blockTypes(page: Page): Promise<string[]> {
  return page.getByTestId('content-block').evaluateAll((items) => items.map((item) => item.getAttribute('data-block-type') ?? ''));
}

async function editorReady(page: Page, title: string) {
  const form = page.getByRole('form', { name: title });
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  // The open section's fields are drawn (each loads its code; other sections are drawn when first opened).
  await expect(form.locator('section[id^="section-"]:not([hidden])').locator('input, textarea').first()).toBeVisible();
}

/** The form's section button named `name` (its error count follows the name). */
function section(page: Page, name: string | RegExp) {
  return page.getByRole('navigation', { name: 'Form sections' }).getByRole('button', { name });
}

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

test.describe('content', () => {
  test('writes a Condition with text, an uploaded image and a product, reordered by keyboard; the order survives a reload', async ({ editorPage: page, baseURL }) => {
    const title = uniqueName('E2E Pollen');
    const product = await createRecord(page, baseURL!, 'products', { ...productBody(uniqueName('E2E Pollen Tablets'), 299), status: 'published' });
    let id: number | undefined;
    try {
      await page.goto('/content/create');
      await editorReady(page, 'New content');
      await expect(page.getByLabel('Kind')).toHaveValue('0');
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('button', { name: 'From title' }).click();

      // Moving between sections keeps what was typed; only the other region's equivalent shows.
      await section(page, 'SEO').click();
      await page.getByRole('textbox', { name: 'Meta title' }).fill('x'.repeat(70));
      await expect(page.getByText(/70 of about 60 characters — longer than search results show/)).toBeVisible();
      await expect(section(page, 'US equivalent content')).toBeVisible();
      await expect(section(page, 'GB equivalent content')).toHaveCount(0);
      await section(page, 'General info').click();
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

      // Text, previewed safely beside it.
      await addBlock(page, 'Text (markdown)');
      await page.getByRole('textbox', { name: 'Block 1 text' }).fill(
        'Pollen **season** is here. <script>window.__hostile = 1</script> [bad](javascript:alert(1)) [NHS](https://www.nhs.uk)',
      );
      // A block opens for writing; its preview (and the markdown renderer) comes when asked for.
      await page.getByRole('group', { name: 'Block 1 view' }).getByRole('button', { name: 'Side by side' }).click();
      const preview = page.getByRole('region', { name: 'Block 1 preview' });
      await expect(preview.locator('strong')).toHaveText('season');
      await expect(preview.getByRole('link', { name: 'NHS' })).toHaveAttribute('href', 'https://www.nhs.uk/');
      await expect(preview.getByRole('link', { name: 'bad' })).toHaveCount(0);
      await expect(preview.locator('script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();

      // An image uploaded in place, with its alt text.
      await addBlock(page, 'Image');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload block 2 image' }).click();
      await (await chooser).setFiles({ name: `${slugOf(title)}.png`, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
      await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
      await page.getByRole('textbox', { name: 'Block 2 alt text' }).fill('Pollen on a flower');

      // A product of the same region.
      await addBlock(page, 'Product');
      await page.getByRole('combobox', { name: 'Block 3 product' }).fill(String(product.name));
      await page.getByRole('option', { name: String(product.name), exact: true }).click();
      expect(await blockTypes(page)).toEqual(['markdown', 'single_image', 'single_product']);

      // Reorder by keyboard: the product's handle picked up, moved up twice, dropped.
      const handle = page.getByRole('button', { name: 'Drag block 3' });
      await handle.focus();
      // Each step waits for the screen-reader announcement, which is also what proves they are made.
      await page.keyboard.press('Space');
      await expect(page.getByText('Block 3, Product is over position 3 of 3.')).toBeAttached();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(/is over position 2 of 3\./)).toBeAttached();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(/is over position 1 of 3\./)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText(/dropped at position 1 of 3/)).toBeAttached();
      expect(await blockTypes(page)).toEqual(['single_product', 'markdown', 'single_image']);
      // …and with the buttons: the text back to the top.
      await page.getByRole('button', { name: 'Move block 2 up' }).click();
      expect(await blockTypes(page)).toEqual(['markdown', 'single_product', 'single_image']);

      await expectNoSeriousViolations(page, 'content create with blocks');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content created')).toBeVisible();
      await expect(page).toHaveURL(/\/content$/);

      const saved = await contentNamed(page, title);
      expect(saved).toBeDefined();
      id = saved!.id;
      expect(saved!.status).toBe('draft');
      await page.goto(`/content/update/${id}`);
      await editorReady(page, 'Edit content');
      await expect(page.getByTestId('content-block')).toHaveCount(3);
      expect(await blockTypes(page)).toEqual(['markdown', 'single_product', 'single_image']);
      await expect(page.getByRole('textbox', { name: 'Block 3 alt text' })).toHaveValue('Pollen on a flower');
      await page.reload();
      await editorReady(page, 'Edit content');
      await expect(page.getByTestId('content-block')).toHaveCount(3);
      expect(await blockTypes(page)).toEqual(['markdown', 'single_product', 'single_image']);
    } finally {
      if (id) await deleteRecord(page, baseURL!, 'content', id);
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('a block left empty shows its error on the block and the section count; the typed values stay', async ({ editorPage: page }) => {
    await page.goto('/content/create');
    await editorReady(page, 'New content');
    await page.getByRole('textbox', { name: 'Title' }).fill('Unsaved draft');
    await addBlock(page, 'Image');
    await section(page, 'SEO').click();
    await page.getByRole('button', { name: 'Save' }).click();
    const general = section(page, /General info/);
    await expect(general).toHaveAttribute('aria-current', 'true');
    await expect(general).toHaveAccessibleName(/^General info \d+ errors?$/);
    const block = page.getByTestId('content-block').first();
    await expect(block.getByText(/\d+ errors?/)).toBeVisible();
    await expect(block.getByText('Alt text is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Unsaved draft');
  });

  test('a block added from the menu takes the focus in its first field, in view above the sticky Save bar', async ({ editorPage: page, baseURL }) => {
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Focus'), 'gb', 3, {
      blocks: Array.from({ length: 5 }, (_, i) => ({ type: 'markdown', body: `Paragraph ${i + 1}.\n\n${'Some words. '.repeat(40)}` })),
    }));
    try {
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      await addBlock(page, 'Text (markdown)');
      const text = page.getByRole('textbox', { name: 'Block 6 text' });
      await expect(text).toBeFocused();
      await expect(text).toBeInViewport();
      const field = (await text.boundingBox())!;
      const save = (await page.getByRole('form', { name: 'Edit content' }).getByRole('button', { name: 'Save' }).boundingBox())!;
      expect(field.y + field.height / 2, 'the new field sits above the Save bar').toBeLessThan(save.y - 12);
      await page.keyboard.type('Typed at once.');
      await expect(text).toHaveValue('Typed at once.');
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('removes a block with undo', async ({ editorPage: page, baseURL }) => {
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Undo'), 'gb', 3, {
      blocks: [{ type: 'markdown', body: 'First block.' }, { type: 'markdown', body: 'Second block.' }],
    }));
    try {
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      await expect(page.getByTestId('content-block')).toHaveCount(2);
      await page.getByRole('button', { name: 'Remove block 1' }).click();
      await expect(page.getByTestId('content-block')).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: 'Removed block 1' })).toBeVisible();
      // The pressed button is gone each time: focus goes on to Undo, then into the block brought back.
      await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('content-block')).toHaveCount(2);
      await expect(page.getByRole('textbox', { name: 'Block 1 text' })).toHaveValue('First block.');
      await expect(page.getByRole('textbox', { name: 'Block 1 text' })).toBeFocused();
      await page.getByRole('button', { name: 'Duplicate block 2' }).click();
      await expect(page.getByRole('textbox', { name: 'Block 3 text' })).toHaveValue('Second block.');
      await page.getByRole('button', { name: 'Collapse block 1' }).click();
      await expect(page.getByRole('textbox', { name: 'Block 1 text' })).toBeHidden();
      await page.getByRole('button', { name: 'Expand block 1' }).click();
      await expect(page.getByRole('textbox', { name: 'Block 1 text' })).toBeVisible();
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('refuses to publish a Condition without a medical reviewer and says why; with one added it publishes', async ({ editorPage: page, baseURL }) => {
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Rash'), 'gb', 0));
    try {
      await step(page, baseURL!, created.id, 'draft', 'in_review');
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      const status = page.getByRole('region', { name: 'Content status' });
      await expect(status.getByTestId('record-status')).toHaveText('In review');
      await status.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
      await expect(status.getByRole('alert')).toContainText('a medical reviewer and a next review date are required');
      await expect(status.getByTestId('record-status')).toHaveText('In review');

      // The reviewer picker offers only team members marked as reviewers.
      const picker = page.getByRole('combobox', { name: 'Medical reviewer' });
      await picker.fill('Dr');
      await expect(page.getByRole('option', { name: 'Dr Priya Raman' })).toBeVisible();
      await expect(page.getByRole('option', { name: 'Dr Helen Marsh' })).toHaveCount(0);
      await page.getByRole('option', { name: 'Dr Priya Raman' }).click();
      await page.getByLabel('Next review due').fill('2030-01-01');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content updated').first()).toBeVisible();
      await status.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
      await expect(status.getByTestId('record-status')).toHaveText('Published');
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('publishing a Condition whose next review date has passed warns about the date, and publishes once confirmed', async ({ editorPage: page, baseURL }) => {
    const reviewers = await page.request.get(`/api/main/v1/team-members?search=${encodeURIComponent('Priya Raman')}`);
    const reviewer = ((await reviewers.json()) as { data: { records: { id: number }[] } }).data.records[0];
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Overdue'), 'gb', 0, {
      medical_reviewer_id: reviewer.id,
      next_review_due: '2024-01-15',
      regional_only: true,
      regional_reason: 'NHS-only advice',
    }));
    try {
      await step(page, baseURL!, created.id, 'draft', 'in_review');
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      const status = page.getByRole('region', { name: 'Content status' });
      await status.getByRole('button', { name: 'Publish' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Publish with 1 warning? The next review date (2024-01-15) has passed.');
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await expect(status.getByTestId('record-status')).toHaveText('Published');
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('the check stops publishing while a block shows a product of another region, until the block is fixed', async ({ editorPage: page, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', { ...productBody(uniqueName('E2E Check Tablets'), 199), status: 'published' });
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Check'), 'gb', 3, {
      blocks: [{ type: 'single_product', item_type: 0, item: product.id }, { type: 'markdown', body: 'Text stays.' }],
    }));
    try {
      await step(page, baseURL!, created.id, 'draft', 'in_review');
      // A product a block shows cannot be deleted (409), but it can move to the other region.
      const refused = await page.request.delete(`/api/main/v1/products/${product.id}`, { headers: sameOriginHeaders(baseURL!) });
      expect(refused.status()).toBe(409);
      const { id: _id, created_at: _c, updated_at: _u, ...fields } = product;
      const moved = await page.request.put(`/api/main/v1/products/${product.id}`, { headers: sameOriginHeaders(baseURL!), data: { ...fields, region: 'us' } });
      expect(moved.status(), await moved.text()).toBe(200);
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      const status = page.getByRole('region', { name: 'Content status' });
      await status.getByRole('button', { name: 'Publish' }).click();
      const check = page.getByRole('region', { name: 'Reference check' });
      await expect(check.getByRole('alert')).toContainText('cannot be published until this error is fixed');
      await expect(check).toContainText(`Block 1: “${String(product.name)}” is us content, not gb`);
      await expect(check).toContainText('No equivalent in us');
      await expect(check.getByRole('link', { name: 'Fix in General info' }).first()).toBeVisible();
      // The text block's preview loads when first asked for: scanned once drawn, not its stand-in (as a11y.spec.ts's formReady).
      await page.getByRole('group', { name: 'Block 2 view' }).getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Block 2 preview' })).toContainText('Text stays.');
      await expectNoSeriousViolations(page, 'content update with the reference check');
      await expect(status.getByTestId('record-status')).toHaveText('In review');

      await page.getByRole('button', { name: 'Remove block 1' }).click();
      await expect(status).toContainText('You have unsaved changes: a status step asks to save them first.');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content updated')).toBeVisible();
      await status.getByRole('button', { name: 'Publish' }).click();
      // Only a warning is left (no equivalent): it is confirmed, then the content is published.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Publish with 1 warning?');
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await expect(status.getByTestId('record-status')).toHaveText('Published');
      expect((await getContent(page, created.id)).status).toBe('published');
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('links a gb equivalent to a us one and the partner shows the link back', async ({ editorPage: page, baseURL }) => {
    const gb = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Sneezing'), 'gb', 4));
    const us = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Sneezes'), 'us', 4));
    try {
      await page.goto(`/content/update/${gb.id}?section=us_equivalent_content`);
      await editorReady(page, 'Edit content');
      await expect(section(page, 'US equivalent content')).toHaveAttribute('aria-current', 'true');
      await page.getByRole('combobox', { name: 'US equivalent' }).fill(String(us.title));
      await page.getByRole('option', { name: String(us.title) }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content updated')).toBeVisible();

      expect((await getContent(page, us.id)).gb_equivalent_id).toBe(gb.id);
      await page.goto(`/content/update/${us.id}?section=gb_equivalent_content`);
      await editorReady(page, 'Edit content');
      await expect(section(page, 'GB equivalent content')).toHaveAttribute('aria-current', 'true');
      await expect(page.getByText(String(gb.title), { exact: true })).toBeVisible();
      await expect(section(page, 'US equivalent content')).toHaveCount(0);
    } finally {
      await deleteRecord(page, baseURL!, 'content', gb.id);
      await deleteRecord(page, baseURL!, 'content', us.id);
    }
  });

  test('picking a gb equivalent already linked to another record says so, asks first, and that record lets go (its history says so)', async ({ editorPage: page, baseURL }) => {
    const gb = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Night cough'), 'gb', 0));
    const paired = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Nighttime cough'), 'us', 0, { gb_equivalent_id: gb.id }));
    const taker = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Cough at night'), 'us', 0));
    try {
      expect((await getContent(page, gb.id)).us_equivalent_id).toBe(paired.id);
      await page.goto(`/content/update/${taker.id}?section=gb_equivalent_content`);
      await editorReady(page, 'Edit content');
      await page.getByRole('combobox', { name: 'GB equivalent' }).fill(String(gb.title));
      const option = page.getByRole('option', { name: String(gb.title) });
      await expect(option).toContainText(`Linked to “${String(paired.title)}”`);
      await option.click();

      // Asked first, naming both records; Cancel keeps the field as it was.
      const dialog = page.getByRole('alertdialog', { name: `Take “${String(gb.title)}” from “${String(paired.title)}”?` });
      await expect(dialog).toContainText(`leaves “${String(paired.title)}” with no gb equivalent`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('No equivalent linked.')).toBeVisible();

      // Picked again and confirmed by keyboard.
      await page.getByRole('combobox', { name: 'GB equivalent' }).fill(String(gb.title));
      await page.getByRole('option', { name: String(gb.title) }).click();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Take it' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(`Saving takes “${String(gb.title)}” from “${String(paired.title)}”`)).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content updated')).toBeVisible();

      expect((await getContent(page, gb.id)).us_equivalent_id).toBe(taker.id);
      expect((await getContent(page, paired.id)).gb_equivalent_id).toBeNull();

      // The record that lost its equivalent has no link now, and its history says which one went.
      await page.goto(`/content/update/${paired.id}?section=gb_equivalent_content`);
      await editorReady(page, 'Edit content');
      await expect(page.getByText('No equivalent linked.')).toBeVisible();
      const history = page.getByRole('region', { name: 'History' });
      await history.getByRole('button', { name: 'Show history' }).click();
      const latest = history.getByRole('list', { name: /newest first/ }).getByRole('listitem').filter({ has: page.locator('time') }).first();
      await expect(latest).toContainText('Updated by Eddie Editor');
      await expect(latest.getByRole('list', { name: 'Changed fields' })).toContainText('GB equivalent');
      await expect(latest).toContainText(String(gb.title));
    } finally {
      await deleteRecord(page, baseURL!, 'content', taker.id);
      await deleteRecord(page, baseURL!, 'content', paired.id);
      await deleteRecord(page, baseURL!, 'content', gb.id);
    }
  });

  test('a status step keeps the form in step: the next Save is the user’s own, with no merge, and the status field follows', async ({ editorPage: page, baseURL }) => {
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Step then save'), 'gb', 3));
    try {
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      const status = page.getByRole('region', { name: 'Content status' });
      await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Draft');
      await page.getByRole('textbox', { name: 'Summary' }).fill('Typed before the step.');
      await status.getByRole('button', { name: 'Send for review' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Save and send for review' }).click();
      await expect(status.getByTestId('record-status')).toHaveText('In review');
      await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('In review');

      await page.getByRole('textbox', { name: 'Summary' }).fill('Typed after the step.');
      await page.getByRole('button', { name: 'Save' }).click();
      // Saved (the step's own toast also says "Content updated", so the record is read), and the save is over.
      await expect.poll(async () => (await getContent(page, created.id)).summary).toBe('Typed after the step.');
      await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
      await expect(page.getByText(/Merged with changes/)).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByText(/changed this content while you were editing/)).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('In review');
      expect((await getContent(page, created.id)).status).toBe('in_review');
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('a status step someone else took first is refused with the reason, and the record reloads', async ({ editorPage: page, baseURL }) => {
    const created = await createRecord(page, baseURL!, 'content', newContent(uniqueName('E2E Stale'), 'gb', 3));
    try {
      await page.goto(`/content/update/${created.id}`);
      await editorReady(page, 'Edit content');
      const status = page.getByRole('region', { name: 'Content status' });
      await expect(status.getByTestId('record-status')).toHaveText('Draft');
      await step(page, baseURL!, created.id, 'draft', 'in_review');
      await status.getByRole('button', { name: 'Send for review' }).click();
      await expect(status.getByRole('alert')).toContainText('now In review, not Draft');
      await expect(status.getByRole('alert')).toContainText('has been reloaded');
      await expect(status.getByTestId('record-status')).toHaveText('In review');
      await expect(status.getByRole('button', { name: 'Publish' })).toBeVisible();
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });

  test('the list filters by Review due (overdue rows marked) and by category', async ({ editorPage: page }) => {
    await page.goto('/content');
    const table = page.getByRole('table', { name: 'Content' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel('Review due').selectOption({ label: 'Overdue or due within 30 days' });
    await expect(page).toHaveURL(/review_due=due/);
    const hayFever = table.getByRole('row').filter({ hasText: 'Hay fever' }).filter({ hasText: 'United Kingdom' });
    await expect(hayFever).toContainText('Overdue');
    await expect(table.getByRole('row').filter({ hasText: 'Allergy treatments' })).toHaveCount(0);
    // The category filter searches the content categories as one types.
    await page.getByLabel('Review due').selectOption({ label: 'All' });
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.click();
    await category.fill('Allerg');
    await page.getByRole('option', { name: 'Allergies', exact: true }).click();
    await expect(page).toHaveURL(/category_id=\d+/);
    await expect(table.getByRole('row').filter({ hasText: 'Seasonal allergies' })).toBeVisible();
    await expect(hayFever).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Headache' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('Allergies');
  });
});

test.describe('pages', () => {
  test('edits a storefront page’s text and saves it; pages have no create', async ({ editorPage: page, baseURL }) => {
    const answer = await page.request.get('/api/main/v1/pages?search=delivery&region=gb');
    const [delivery] = ((await answer.json()) as { data: { records: { id: number; blocks: { body: string }[] }[] } }).data.records;
    const original = delivery.blocks[0].body;
    try {
      await page.goto('/pages');
      const table = page.getByRole('table', { name: 'Pages' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('link', { name: /New|Create/ })).toHaveCount(0);

      await page.goto(`/pages/update/${delivery.id}`);
      await editorReady(page, 'Edit page');
      await page.getByRole('textbox', { name: 'Block 1 text' }).fill(`${original} Updated by e2e.`);
      await page.getByLabel('Show in').selectOption('header');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Page updated')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Block 1 text' })).toHaveValue(`${original} Updated by e2e.`);
      await expect(page.getByLabel('Show in')).toHaveValue('header');
      expect((await page.request.post('/api/main/v1/pages', { headers: sameOriginHeaders(baseURL!), data: {} })).status()).toBe(403);
    } finally {
      const current = await page.request.get(`/api/main/v1/pages/${delivery.id}`);
      const record = ((await current.json()) as { data: Record<string, unknown> }).data;
      await page.request.put(`/api/main/v1/pages/${delivery.id}`, {
        headers: sameOriginHeaders(baseURL!),
        data: { ...record, show_in: 'footer', blocks: [{ type: 'markdown', body: original }] },
      });
    }
  });
});
