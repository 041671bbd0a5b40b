// The AI interlink workbench (docs/console-screens.md#ai-interlink-workbench) on a bundle and a product: suggestions from the sandbox AI host,
// accept and reject by keyboard with undo, links in the saved description, the region guard, bulk accept
// above 0.8 with its preview, the AI host failing, slow (cancel) or answering nonsense, and axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, sameOriginHeaders, sandbox, test } from './support/fixtures';

type Row = { id: number; description: string } & Record<string, unknown>;

async function findByName(page: Page, resource: 'products' | 'bundles' | 'content', name: string): Promise<Row> {
  const answer = await page.request.get(`/api/main/v1/${resource}?search=${encodeURIComponent(name)}&limit=50`);
  const records = ((await answer.json()) as { data: { records: Row[] } }).data.records;
  const record = records.find((r) => (r.name ?? r.title) === name);
  expect(record, name).toBeDefined();
  return record!;
}

async function descriptionOf(request: APIRequestContext, resource: string, id: number): Promise<string> {
  return ((await (await request.get(`/api/main/v1/${resource}/${id}`)).json()) as { data: Row }).data.description;
}

async function statuses(request: APIRequestContext, type: string, id: number): Promise<Record<string, string>> {
  const answer = await request.get(`/api/ai/v1/interlinks?source_type=${type}&source_id=${id}&limit=100`);
  const records = ((await answer.json()) as { data: { records: { anchor_text: string; status: string }[] } }).data.records;
  return Object.fromEntries(records.map((r) => [r.anchor_text, r.status]));
}

/** Puts the record's text and every suggestion of it back as the seed had them. */
async function restore(page: Page, baseURL: string, resource: 'products' | 'bundles' | 'content', type: string, original: Row) {
  const { id: _id, created_at: _c, updated_at: _u, ...fields } = original;
  const saved = await page.request.put(`/api/main/v1/${resource}/${original.id}`, { headers: sameOriginHeaders(baseURL), data: fields });
  expect(saved.status(), await saved.text()).toBe(200);
  const answer = await page.request.get(`/api/ai/v1/interlinks?source_type=${type}&source_id=${original.id}&limit=100`);
  for (const record of ((await answer.json()) as { data: { records: { id: number; status: string }[] } }).data.records) {
    if (record.status !== 'pending') await page.request.put(`/api/ai/v1/interlinks/${record.id}`, { headers: sameOriginHeaders(baseURL), data: { status: 'pending' } });
  }
}

const counts = (page: Page) => page.getByRole('group', { name: 'Counts' });
const queue = (page: Page) => page.getByRole('list', { name: 'Pending suggestions' });

test.describe('AI interlink workbench', () => {
  test.describe.configure({ mode: 'serial' });

  test('content "Hay fever": accept two by keyboard, reject one, the links in its markdown block after reload; other region and unpublished refused', async ({ editorPage: page, baseURL }) => {
    const content = await findByName(page, 'content', 'Hay fever');
    const bodies = (record: Row) => (record.blocks as { type: string; body?: string }[]).filter((b) => b.type === 'markdown').map((b) => b.body ?? '');
    try {
      await page.goto(`/content/update/${content.id}`);
      await page.getByRole('link', { name: 'Suggest links' }).click();
      await expect(page).toHaveURL(`/content/ailink/${content.id}`);
      await expect(page.getByRole('heading', { name: 'Content AI interlink', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Suggest links' }).click();
      await expect(queue(page).getByRole('listitem')).toHaveCount(7);
      await expect(queue(page).getByRole('listitem', { name: 'hay fever → Seasonal allergies' })).toContainText('Not allowed: The target belongs to the US (us), not the UK (gb).');
      const itchy = queue(page).getByRole('listitem', { name: 'Itchy eyes → Itchy eyes' });
      await expect(itchy).toContainText('Not allowed: The target is not published (draft).');
      await expectNoSeriousViolations(page, 'content interlink workbench');

      await page.keyboard.press('a');
      await expect(counts(page)).toContainText('Accepted 1');
      await page.keyboard.press('a');
      await expect(counts(page)).toContainText('Accepted 2');
      await expect(itchy).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('r');
      await expect(counts(page)).toContainText('Rejected 1');

      await page.reload();
      const text = page.getByTestId('source-text');
      await expect(text).toContainText('[Paracetamol 500mg Tablets](/gb/products/paracetamol-500mg-tablets)');
      await expect(text).toContainText('[Allergy treatments](/gb/');
      const saved = ((await (await page.request.get(`/api/main/v1/content/${content.id}`)).json()) as { data: Row }).data;
      const before = bodies(content);
      const after = bodies(saved);
      expect(after).toHaveLength(before.length);
      expect(after.join('\n\n')).toContain('[Paracetamol 500mg Tablets](/gb/products/paracetamol-500mg-tablets)');
      expect(after.join('\n\n').replace(/\[([^\]]+)\]\(\/gb\/[a-z]+\/[a-z0-9-]+\)/g, '$1')).toBe(before.join('\n\n'));
      expect(await statuses(page.request, 'content', content.id)).toMatchObject({
        'Paracetamol 500mg Tablets': 'accepted',
        'Allergy treatments': 'accepted',
        'Itchy eyes': 'rejected',
        'hay fever': 'pending',
      });
    } finally {
      await restore(page, baseURL!, 'content', 'content', content);
    }
  });

  test('bundle: suggest, accept two and reject one by keyboard, undo, the links saved; the other region refused', async ({ editorPage: page, baseURL }) => {
    const bundle = await findByName(page, 'bundles', 'Winter Wellness');
    try {
      await page.goto(`/bundles/update/${bundle.id}`);
      await page.getByRole('link', { name: 'Suggest links' }).click();
      await expect(page).toHaveURL(`/bundles/ailink/${bundle.id}`);
      await expect(page.getByRole('heading', { name: 'Bundle AI interlink', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Keyboard shortcuts')).toContainText('accept');

      await page.getByRole('button', { name: 'Suggest links' }).click();
      const cards = queue(page).getByRole('listitem');
      await expect(cards).toHaveCount(7);
      await expect(counts(page)).toContainText('Pending 7');
      await expect(cards.first()).toContainText('Paracetamol 500mg Tablets');
      await expect(page.getByTestId('source-text').locator('mark')).toHaveCount(6);

      // The region guard: the AI host suggested a US product for a UK bundle; it cannot be accepted.
      const loratadine = queue(page).getByRole('listitem', { name: 'loratadine → Loratadine 10mg' });
      await expect(loratadine).toContainText('Not allowed: The target belongs to the US (us), not the UK (gb).');
      await expect(loratadine.getByRole('button', { name: 'Accept' })).toBeDisabled();
      // An anchor the text does not hold is flagged too.
      await expect(queue(page).getByRole('listitem', { name: 'Hay Fever Helpers → Hay Fever Helpers' })).toContainText('is not in the text');
      await expectNoSeriousViolations(page, 'interlink workbench with suggestions');

      // a, a, pressed back to back: the first two (selected in turn) become links; the second press waits
      // for the first accept to finish rather than being lost.
      await page.keyboard.press('a');
      await page.keyboard.press('a');
      await expect(counts(page)).toContainText('Accepted 2');
      // The next one is the US product: a does nothing useful there, r rejects it; u brings it back; r again.
      await expect(loratadine).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('a');
      await expect(page.getByRole('alert').filter({ hasText: 'That did not go through' })).toContainText('The target belongs to the US');
      await page.keyboard.press('r');
      await expect(counts(page)).toContainText('Rejected 1');
      await page.keyboard.press('u');
      await expect(counts(page)).toContainText('Rejected 0');
      await expect(loratadine).toBeVisible();
      await loratadine.click({ position: { x: 4, y: 4 } });
      await page.keyboard.press('r');
      await expect(counts(page)).toContainText('Rejected 1');
      await expect(counts(page)).toContainText('Pending 4');

      await page.reload();
      const text = page.getByTestId('source-text');
      await expect(text).toContainText('[Paracetamol 500mg Tablets](/gb/products/paracetamol-500mg-tablets)');
      await expect(text).toContainText('[Headache Kit](/gb/bundles/headache-kit)');
      await expect(counts(page)).toContainText('Accepted 2');
      await expect(page.getByRole('list', { name: 'Reviewed suggestions' })).toContainText('rejected');

      const saved = await descriptionOf(page.request, 'bundles', bundle.id);
      expect(saved).toBe(
        bundle.description
          .replace('Paracetamol 500mg Tablets', '[Paracetamol 500mg Tablets](/gb/products/paracetamol-500mg-tablets)')
          .replace('the Headache Kit', 'the [Headache Kit](/gb/bundles/headache-kit)'),
      );
      expect(await statuses(page.request, 'bundle', bundle.id)).toMatchObject({
        'Paracetamol 500mg Tablets': 'accepted',
        'Headache Kit': 'accepted',
        loratadine: 'rejected',
        'Vitamin D3': 'pending',
      });
    } finally {
      await restore(page, baseURL!, 'bundles', 'bundle', bundle);
    }
  });

  test('undo of an accept takes exactly its link out of the saved text', async ({ editorPage: page, baseURL }) => {
    const bundle = await findByName(page, 'bundles', 'Winter Wellness');
    try {
      await page.goto(`/bundles/ailink/${bundle.id}`);
      await page.getByRole('button', { name: 'Suggest links' }).click();
      await expect(queue(page).getByRole('listitem')).toHaveCount(7);
      await queue(page).getByRole('listitem', { name: 'Vitamin D3 → Vitamin D3 1000 IU' }).getByRole('button', { name: 'Accept' }).click();
      await expect(counts(page)).toContainText('Accepted 1');
      await expect.poll(() => descriptionOf(page.request, 'bundles', bundle.id)).toContain('[Vitamin D3](/gb/products/');
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(counts(page)).toContainText('Accepted 0');
      await expect.poll(() => descriptionOf(page.request, 'bundles', bundle.id)).toBe(bundle.description);
    } finally {
      await restore(page, baseURL!, 'bundles', 'bundle', bundle);
    }
  });

  test('product: bulk accept above 0.8 with the preview, the rest rejected, the US product skipped', async ({ editorPage: page, baseURL }) => {
    const product = await findByName(page, 'products', 'Ibuprofen 200mg');
    try {
      await page.goto(`/products/update/${product.id}`);
      await page.getByRole('link', { name: 'Suggest links' }).click();
      await expect(page.getByRole('heading', { name: 'Product AI interlink', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Suggest links' }).click();
      await expect(queue(page).getByRole('listitem')).toHaveCount(6);

      await expect(page.getByLabel('Score threshold')).toHaveValue('0.8');
      // Out of range: said under the field, and nothing is previewed until it is fixed.
      const threshold = page.getByRole('spinbutton', { name: 'Score threshold' });
      await threshold.fill('1.5');
      await expect(page.getByText('Score threshold must be between 0 and 1')).toBeVisible();
      await expect(threshold).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: 'Preview bulk accept' })).toBeDisabled();
      await threshold.fill('0.8');
      await expect(page.getByText('Score threshold must be between 0 and 1')).toHaveCount(0);
      await page.getByText('Reject the rest').click();
      await page.getByRole('button', { name: 'Preview bulk accept' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('region', { name: 'Will be linked' })).toContainText('(2)');
      await expect(dialog.getByRole('region', { name: 'Will be linked' })).toContainText('Winter Wellness');
      await expect(dialog.getByRole('region', { name: 'Will be linked' })).toContainText('headache');
      await expect(dialog.getByRole('region', { name: 'Skipped' })).toContainText('naproxen sodium');
      await expect(dialog.getByRole('region', { name: 'Will be rejected' })).toContainText('(3)');
      await expect(dialog.getByRole('region', { name: 'Text after' })).toContainText('[Winter Wellness](/gb/bundles/winter-wellness)');
      await expectNoSeriousViolations(page, 'bulk preview');
      await dialog.getByRole('button', { name: 'Accept 2 and reject 3' }).click();
      await expect(dialog).toBeHidden();
      await expect(counts(page)).toContainText('Accepted 2');
      await expect(counts(page)).toContainText('Rejected 3');
      await expect(counts(page)).toContainText('Pending 1');
      const saved = await descriptionOf(page.request, 'products', product.id);
      expect(saved).toContain('see [Winter Wellness](/gb/bundles/winter-wellness)');
      expect(saved).toMatch(/eases \[headache\]\(\/gb\/symptoms\/[a-z0-9-]+\)/);
      // Nothing else changed: without the two links it is the seeded text again.
      expect(saved.replace(/\[([^\]]+)\]\(\/gb\/(bundles|symptoms)\/[a-z0-9-]+\)/g, '$1')).toBe(product.description);

      // The filter by target type.
      await page.getByRole('button', { name: 'Bundle', exact: true }).click();
      await expect(queue(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Product', exact: true }).click();
      await expect(queue(page).getByRole('listitem')).toHaveCount(1);
    } finally {
      await restore(page, baseURL!, 'products', 'product', product);
    }
  });

  test('the AI host down, answering nonsense or slow: a message, the queue as it was, the main API untouched', async ({ editorPage: page, baseURL }) => {
    const bundle = await findByName(page, 'bundles', 'Winter Wellness');
    try {
      await page.goto(`/bundles/ailink/${bundle.id}`);
      // The first suggesting must be over before a fault is planned, or it could take the fault: the queue
      // may already hold 7 from an earlier test, so its count alone does not say the call has ended.
      const suggested = page.waitForResponse((response) => response.url().includes('/interlinks/suggest') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Suggest links' }).click();
      await suggested;
      await expect(queue(page).getByRole('listitem')).toHaveCount(7);
      await sandbox.resetCalls();

      await sandbox.fault({ method: 'POST', path: '/ai/v1/interlinks/suggest', status: 503, times: 1, body: 'Model overloaded' });
      await page.getByRole('button', { name: 'Suggest links' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'No new suggestions' })).toContainText('The AI host could not suggest links: Model overloaded');
      await expect(queue(page).getByRole('listitem')).toHaveCount(7);

      await sandbox.fault({ method: 'POST', path: '/ai/v1/interlinks/suggest', status: 200, times: 1, body: '{"data": "nonsense"' });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'No new suggestions' })).toContainText('cannot read');
      await expect(queue(page).getByRole('listitem')).toHaveCount(7);

      await sandbox.fault({ method: 'POST', path: '/ai/v1/interlinks/suggest', status: 503, times: 1, delay_ms: 20_000 });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'suggesting links' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel suggesting' }).click();
      await expect(page.getByRole('button', { name: 'Suggest links' })).toBeVisible();
      await expect(queue(page).getByRole('listitem')).toHaveCount(7);

      const calls = await sandbox.calls();
      expect(Object.keys(calls).filter((key) => key.startsWith('PUT /v1/'))).toEqual([]);
      expect(await descriptionOf(page.request, 'bundles', bundle.id)).toBe(bundle.description);
    } finally {
      await sandbox.clearFaults();
      await restore(page, baseURL!, 'bundles', 'bundle', bundle);
    }
  });
});
