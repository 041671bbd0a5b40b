// Site feedbacks, the resource engine's list-only area: the list with status badges and filters, the
// detail drawer whose record is in the URL, workflow steps from the drawer and on a selection, a 409
// when someone else moved the record first, hostile content shown inert, and admins only.
import type { Page } from '@playwright/test';
import type { RecordOf } from '../lib/resources/records';
import { expect, sameOriginHeaders, test } from './support/fixtures';

type Feedback = RecordOf<'feedbacks'>;

/** Feedbacks in a status, newest first, straight from the BFF. */
async function feedbacks(page: Page, query: string): Promise<Feedback[]> {
  const answer = await page.request.get(`/api/main/v1/feedbacks?${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { records: Feedback[] } }).data.records;
}

/** The statuses of these feedbacks now, each read on its own. */
async function statusesOf(page: Page, ...ids: number[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => ((await (await page.request.get(`/api/main/v1/feedbacks/${id}`)).json()) as { data: Feedback }).data.status));
}

/** Moves a feedback one step as another member of staff would, from outside this page. */
async function moveElsewhere(page: Page, baseURL: string, id: number, from: string, to: string) {
  const answer = await page.request.post(`/api/main/v1/feedbacks/${id}/status`, { headers: sameOriginHeaders(baseURL), data: { from, to } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('feedbacks', () => {
  test('opens a feedback in a drawer from its row and from a pasted link, and moves it along', async ({ adminPage: page }) => {
    const [target] = await feedbacks(page, 'status=new&limit=5&sort=created_at&order=desc');
    await page.goto('/feedbacks?status=new');
    await expect(page.getByRole('heading', { name: 'Feedbacks', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Feedbacks' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.goto(`/feedbacks?status=new&feedback=${target.id}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Message' })).toContainText(target.message.slice(0, 40));
    await expect(drawer.getByRole('region', { name: 'Status' })).toContainText('New');

    await drawer.getByRole('button', { name: 'Start work' }).click();
    await expect(page.getByText('Now In progress.')).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Status' })).toContainText('In progress');
    await expect(drawer.getByRole('button', { name: 'Resolve' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Start work' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/feedbacks\?status=new$/);

    // The first cell of a row is a link to the same drawer.
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByRole('link').click();
    await expect(page).toHaveURL(/feedback=\d+/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('reloads the feedback and says why when someone else moved it first', async ({ adminPage: page, baseURL }) => {
    const [target] = await feedbacks(page, 'status=new&limit=1&sort=created_at&order=asc');
    await page.goto(`/feedbacks?feedback=${target.id}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Start work' })).toBeVisible();

    await moveElsewhere(page, baseURL!, target.id, 'new', 'in_progress');
    await drawer.getByRole('button', { name: 'Start work' }).click();
    const refusal = drawer.getByRole('alert').filter({ hasText: 'The feedback was not changed' });
    await expect(refusal).toContainText('has been reloaded');
    await expect(drawer.getByRole('region', { name: 'Status' })).toContainText('In progress');
    await expect(drawer.getByRole('button', { name: 'Resolve' })).toBeVisible();
  });

  test('runs a step on a selection and lists the ones refused, with the reason', async ({ adminPage: page, baseURL }) => {
    await page.goto('/feedbacks?status=new&sort=created_at&order=asc&limit=5');
    const table = page.getByRole('table', { name: 'Feedbacks' });
    const rows = table.getByRole('row');
    await expect(rows.nth(2)).toBeVisible();
    const [first, second] = await feedbacks(page, 'status=new&sort=created_at&order=asc&limit=5&page=1');

    await rows.nth(1).getByRole('checkbox').check({ force: true });
    await rows.nth(2).getByRole('checkbox').check({ force: true });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');

    // Someone else starts work on the second one meanwhile.
    await moveElsewhere(page, baseURL!, second.id, 'new', 'in_progress');
    // A low-risk step runs at once on the selection, without asking (Undo is the way back where one exists).
    await bar.getByRole('button', { name: 'Start work' }).click();
    await expect(page.getByRole('dialog', { name: 'Start work on 2 feedback items?' })).toHaveCount(0);

    const outcome = page.getByRole('status').filter({ hasText: 'Start work: 1 changed, 1 refused' });
    await expect(outcome).toBeVisible();
    await expect(outcome).toContainText(`#${second.id}`);
    await expect(outcome).toContainText('In progress');
    const [moved] = await feedbacks(page, `status=in_progress&search=${encodeURIComponent(first.message.slice(0, 30))}`);
    expect(moved?.id).toBe(first.id);
  });

  test('a low-risk step applies at once and Undo puts it back: on a selection, on one feedback, and not over someone else’s change', async ({ adminPage: page, baseURL }) => {
    const query = 'status=in_progress&sort=created_at&order=asc&limit=5';
    const [first, second] = await feedbacks(page, query);
    await page.goto(`/feedbacks?${query}`);
    const rows = page.getByRole('table', { name: 'Feedbacks' }).getByRole('row');
    await expect(rows.nth(2)).toBeVisible();
    await rows.nth(1).getByRole('checkbox').check({ force: true });
    await rows.nth(2).getByRole('checkbox').check({ force: true });
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Resolve' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    const resolved = toasts.getByRole('listitem').filter({ hasText: '2 feedback items updated' });
    await expect(resolved).toContainText('Now Resolved.');
    await expect.poll(() => statusesOf(page, first.id, second.id)).toEqual(['resolved', 'resolved']);
    // One Undo for the whole selection.
    await resolved.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByRole('listitem').filter({ hasText: 'Undone' })).toContainText('Back to In progress.');
    await expect.poll(() => statusesOf(page, first.id, second.id)).toEqual(['in_progress', 'in_progress']);

    // One feedback, from its drawer: the modal drawer offers the Undo beside the steps (the page's toasts
    // are out of the keyboard's and screen readers' reach while it is open).
    await page.goto(`/feedbacks?${query}&feedback=${first.id}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Resolve' }).click();
    await expect(drawer.getByRole('region', { name: 'Status' })).toContainText('Resolved');
    await expect(drawer.getByRole('status').filter({ hasText: 'Now Resolved.' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Undo' }).click();
    await expect(drawer.getByRole('region', { name: 'Status' })).toContainText('In progress');
    await expect(drawer.getByRole('button', { name: 'Undo' })).toHaveCount(0);

    // Undo after someone else moved it meanwhile is refused, and says so.
    await drawer.getByRole('button', { name: 'Resolve' }).click();
    const undo = drawer.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await moveElsewhere(page, baseURL!, first.id, 'resolved', 'in_progress');
    await undo.click();
    await expect(drawer.getByRole('alert').filter({ hasText: 'The feedback was not changed' })).toContainText('meanwhile');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toasts.getByRole('alert').filter({ hasText: 'Not undone' })).toContainText('meanwhile');
  });

  test('shows hostile text as plain text and only http(s) addresses as links', async ({ adminPage: page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const [scripted] = await feedbacks(page, 'search=%3Cscript%3E&limit=1');
    await page.goto(`/feedbacks?feedback=${scripted.id}`);
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Message' })).toContainText('<script>');
    // The seed keeps its awkward rows among the newest.
    const [hostileUrl] = (await feedbacks(page, 'limit=50&sort=created_at&order=desc')).filter((f) => f.page_url?.startsWith('javascript:'));
    expect(hostileUrl, 'the seed has a feedback whose page address is javascript:').toBeDefined();
    await page.goto(`/feedbacks?feedback=${hostileUrl.id}`);
    const where = page.getByRole('dialog').getByRole('region', { name: 'Where' });
    await expect(where).toContainText('javascript:alert(1)');
    await expect(where.getByRole('link')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('is for admins only: an editor gets the not-found screen and a 403 from the BFF', async ({ editorPage: page }) => {
    const response = await page.goto('/feedbacks');
    expect(response?.status()).toBe(404);
    const api = await page.request.get('/api/main/v1/feedbacks');
    expect(api.status()).toBe(403);
  });
});
