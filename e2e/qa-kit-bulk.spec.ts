// The QA kit's step on all that match (ListPage.runStepOnAllThatMatch, docs/qa.md): drafts grown past a page,
// one of them sent for review by someone else first; the helper selects all that match, confirms, waits for
// the job to end however long it works and answers the counts its dialog gives, the skip among them.
import { ListPage } from '@wellness-console/qa';
import { createRecord, deleteRecord, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, sandboxUrl, test } from './support/fixtures';

test.describe('the QA kit on all that match', () => {
  const made: number[] = [];
  test.afterEach(async ({ page, baseURL }) => {
    await page.request.delete(`${sandboxUrl()}/__sandbox/status-jobs/pace`);
    for (const id of made.splice(0)) await deleteRecord(page, baseURL!, 'content', id);
  });

  test('runs a step on all that match and answers the counts (ListPage.runStepOnAllThatMatch)', async ({ editorPage: page, baseURL }) => {
    test.setTimeout(180_000);
    const word = uniqueName('Bulkkit').replace(' ', '');
    for (let n = 1; n <= 55; n += 1) {
      const title = `${word} ${String(n).padStart(3, '0')}`;
      made.push((await createRecord(page, baseURL!, 'content', { kind: 3, title, slug: slugOf(title), region: 'gb', blocks: [{ type: 'markdown', body: 'Some text.' }] })).id);
    }
    const answer = await page.request.post(`/api/main/v1/content/${made[0]}/status`, { headers: sameOriginHeaders(baseURL!), data: { from: 'draft', to: 'in_review' } });
    expect(answer.status()).toBe(200);
    // Slowed, so the helper has a job to wait for rather than one already done.
    expect((await page.request.put(`${sandboxUrl()}/__sandbox/status-jobs/pace`, { data: { chunk_size: 5, pause_ms: 100 } })).status()).toBe(200);

    await page.goto(`/content?search=${word}&limit=50&sort=title&order=asc`);
    // As the other all-that-match specs: the first page's 50 rows, however long a loaded machine takes to draw them.
    await expect(page.getByRole('table', { name: 'Content' }).getByRole('row')).toHaveCount(51, { timeout: 30_000 });
    const list = new ListPage(page, 'Content');
    const outcome = await list.runStepOnAllThatMatch('Send for review');
    expect(outcome).toMatchObject({ state: 'done', total: 55, changed: 54, skipped: 1 });
    expect(outcome.text).toContain('1: It is In review; “Send for review” applies to Draft.');
    const inReview = await page.request.get(`/api/main/v1/content?search=${word}&status=in_review&limit=5`);
    expect(((await inReview.json()) as { data: { total: number } }).data.total).toBe(55);
    await expect(list.bulkBar).toHaveCount(0);
  });
});
