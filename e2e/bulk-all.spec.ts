// A bulk step on every record that matches, not only the page (docs/console-screens.md#bulk-steps-on-all-that-match): drafts grown through
// the API past a page, the whole page selected, "Select all N that match", the step confirmed, its progress,
// the counts with the reasons some were skipped, and the list reloaded; and Stop part way, which leaves as
// many changed as it says. The sandbox is slowed between chunks so progress and Stop can be seen.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createRecord, deleteRecord, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, sandboxUrl, test } from './support/fixtures';

type Row = { id: number; title: string; status: string };

/** `count` gb drafts titled `<word> 001`…, made through the API as the page's user. */
async function growDrafts(page: Page, baseURL: string, word: string, count: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let n = 1; n <= count; n += 1) {
    const title = `${word} ${String(n).padStart(3, '0')}`;
    rows.push((await createRecord(page, baseURL, 'content', { kind: 3, title, slug: slugOf(title), region: 'gb', blocks: [{ type: 'markdown', body: 'Some text.' }] })) as unknown as Row);
  }
  return rows;
}

async function totalOf(page: Page, query: string): Promise<number> {
  const answer = await page.request.get(`/api/main/v1/content?${query}&limit=5`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** Records per turn and the pause after each, in the test's sandbox (a sandbox-only control). */
async function paceJobs(page: Page, chunk_size: number, pause_ms: number) {
  const answer = await page.request.put(`${sandboxUrl()}/__sandbox/status-jobs/pace`, { data: { chunk_size, pause_ms } });
  expect(answer.status()).toBe(200);
}

async function selectAllThatMatch(page: Page, total: string) {
  const table = page.getByRole('table', { name: 'Content' });
  await expect(table.getByRole('row')).toHaveCount(51, { timeout: 30_000 });
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toContainText('50 selected');
  await bar.getByRole('button', { name: `Select all ${total} that match` }).click();
  await expect(bar).toContainText(`All ${total} that match selected`);
  return bar;
}

test.describe('bulk steps on all that match', () => {
  let made: Row[] = [];
  test.afterEach(async ({ page, baseURL }) => {
    await page.request.delete(`${sandboxUrl()}/__sandbox/status-jobs/pace`);
    for (const row of made) await deleteRecord(page, baseURL!, 'content', row.id);
    made = [];
  });

  test('sends every draft that matches for review, past the page, with progress, the counts and why some were skipped', async ({ editorPage: page, baseURL }) => {
    test.setTimeout(180_000);
    const word = uniqueName('Bulkall').replace(' ', '');
    made = await growDrafts(page, baseURL!, word, 120);
    // Three are sent for review by someone else first: they are skipped, with the reason.
    for (const row of made.slice(0, 3)) {
      const answer = await page.request.post(`/api/main/v1/content/${row.id}/status`, { headers: sameOriginHeaders(baseURL!), data: { from: 'draft', to: 'in_review' } });
      expect(answer.status()).toBe(200);
    }
    await paceJobs(page, 10, 400);
    await page.goto(`/content?search=${word}&limit=50&sort=title&order=asc`);
    const bar = await selectAllThatMatch(page, '120');

    await bar.getByRole('button', { name: 'Send for review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send 120 content items for review?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send for review' }).click();

    const working = page.getByRole('dialog', { name: 'Send for review: working through 120 content items' });
    await expect(working.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(working.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(working).toContainText(/\d+ of 120 done/);
    await expectNoSeriousViolations(page, 'a step on all that match, working');

    const done = page.getByRole('dialog', { name: 'Send for review: done' });
    const outcome = done.getByRole('status');
    await expect(outcome).toContainText('117 sent for review, 3 skipped:', { timeout: 30_000 });
    await expect(outcome).toContainText('3: It is In review; “Send for review” applies to Draft.');
    expect(await totalOf(page, `search=${word}&status=in_review`)).toBe(120);
    await expectNoSeriousViolations(page, 'a step on all that match, done');

    await done.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toHaveCount(0);
    // The list shows what the job changed: the first row is In review now.
    const firstRow = page.getByRole('table', { name: 'Content' }).getByRole('row').nth(1);
    await expect(firstRow).toContainText(`${word} 001`);
    await expect(firstRow).toContainText('In review');
    await expect(page.getByRole('table', { name: 'Content' }).getByRole('row').filter({ hasText: 'Draft' })).toHaveCount(0);
  });

  test('Stop part way keeps what is done, changes nothing more, and says how many', async ({ editorPage: page, baseURL }) => {
    test.setTimeout(180_000);
    const word = uniqueName('Bulkstop').replace(' ', '');
    made = await growDrafts(page, baseURL!, word, 60);
    await paceJobs(page, 2, 250);
    await page.goto(`/content?search=${word}&status=draft&limit=50&sort=title&order=asc`);
    const bar = await selectAllThatMatch(page, '60');
    await bar.getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('dialog', { name: 'Send 60 content items for review?' }).getByRole('button', { name: 'Send for review' }).click();

    const working = page.getByRole('dialog', { name: 'Send for review: working through 60 content items' });
    await expect(working).toContainText(/[1-9]\d* of 60 done/);
    await working.getByRole('button', { name: 'Stop' }).click();

    const stopped = page.getByRole('dialog', { name: 'Send for review: stopped' });
    const outcome = stopped.getByRole('status');
    await expect(outcome).toContainText(/Stopped after \d+ of 60: the \d+ not reached are unchanged, and those done stay done\./);
    const sent = Number(/(\d+) sent for review, 0 skipped/.exec((await outcome.textContent()) ?? '')?.[1]);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(60);
    // Once no job's work is going on (its work has seen the stop and ended), nothing more can change.
    await expect
      .poll(async () => ((await (await page.request.get(`${sandboxUrl()}/__sandbox/status-jobs/working`)).json()) as { data: { ids: number[] } }).data.ids, {
        message: 'the stopped job’s work to end',
      })
      .toEqual([]);
    expect(await totalOf(page, `search=${word}&status=in_review`)).toBe(sent);
    expect(await totalOf(page, `search=${word}&status=draft`)).toBe(60 - sent);

    await stopped.getByRole('button', { name: 'Close' }).click();
    // The list reloads: the drafts left are the ones not reached.
    await expect(page.getByRole('table', { name: 'Content' }).getByRole('row')).toHaveCount(Math.min(50, 60 - sent) + 1);
  });
});
