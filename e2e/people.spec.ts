// People: team members (a bad GMC number fixed, a reviewer of content unmarked only when confirmed, the
// order changed by keyboard and saved in one call), invitations (a second pending one to an e-mail refused
// on the field, revoke asks first, resend an expired one), subscribers (filtered, by tag too, exported, the
// CSV's rows equal to the list's total), admins only.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createRecord, deleteRecord, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, test } from './support/fixtures';

async function total(page: Page, resource: string, query: string): Promise<number> {
  const answer = await page.request.get(`/api/main/v1/${resource}?${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

async function listReady(page: Page, label: string) {
  const table = page.getByRole('table', { name: label });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table;
}

test.describe('people', () => {
  test('a team member with a bad GMC number is refused on the field, then fixed and saved', async ({ adminPage: page }) => {
    const name = `Dr E2E ${Date.now()}`;
    await page.goto('/team-members/create');
    await expect(page.getByRole('form', { name: 'New team member' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Slug').fill(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    await page.getByLabel('Job title').fill('GP');
    await page.getByLabel('Registration body').selectOption('GMC');
    await page.getByLabel('Registration number').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A GMC number is 7 digits')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

    await page.getByLabel('Registration number').fill('1234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team member created')).toBeVisible();
  });

  test('unmarking a reviewer of content is refused with the count, and "Unmark anyway" saves it', async ({ adminPage: page, baseURL }) => {
    const name = uniqueName('Dr Reviewer');
    const member = await createRecord(page, baseURL!, 'team-members', {
      name,
      slug: slugOf(name),
      job_title: 'GP',
      registration_body: 'GMC',
      registration_number: '7654321',
      is_medical_reviewer: true,
    });
    const title = uniqueName('Reviewed by');
    const content = await createRecord(page, baseURL!, 'content', {
      kind: 3,
      title,
      slug: slugOf(title),
      region: 'gb',
      blocks: [{ type: 'markdown', body: 'Some text.' }],
      medical_reviewer_id: member.id,
      next_review_due: '2030-01-01',
    });

    await page.goto(`/team-members/update/${member.id}`);
    const reviewer = page.getByRole('checkbox', { name: 'Medical reviewer' });
    await expect(reviewer).toBeChecked();
    await reviewer.uncheck({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    // Said above the form and on the field itself, where the way on is offered.
    const refusal = 'This member is the medical reviewer of 1 content item; confirm to unmark them anyway';
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(reviewer).toHaveAccessibleDescription(refusal);
    await page.getByRole('button', { name: 'Unmark anyway' }).click();
    await expect(page.getByText('Team member updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Medical reviewer' })).not.toBeChecked();
    // Still named on the content, so the member cannot be deleted until the content names another.
    const refused = await page.request.delete(`/api/main/v1/team-members/${member.id}`, { headers: sameOriginHeaders(baseURL!) });
    expect(refused.status()).toBe(409);
    await deleteRecord(page, baseURL!, 'content', content.id);
    await deleteRecord(page, baseURL!, 'team-members', member.id);
  });

  test('reorders the team by keyboard and keeps the order after a reload', async ({ adminPage: page }) => {
    await page.goto('/team-members');
    await listReady(page, 'Team members');
    await page.getByRole('button', { name: 'Reorder team' }).click();
    const order = page.getByRole('list', { name: 'Team members in storefront order' });
    const names = order.getByTestId('team-order-name');
    await expect(names.nth(1)).toBeVisible();
    const [first, second] = [await names.nth(0).innerText(), await names.nth(1).innerText()];

    const handle = order.getByRole('button', { name: `Drag ${first}` });
    await handle.focus();
    // Each key waits for the step before it to show: picked up (pressed), then moved down (shifted).
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    const picked = order.getByRole('listitem').nth(0);
    await expect.poll(() => picked.evaluate((item) => getComputedStyle(item).transform)).not.toBe('none');
    await page.keyboard.press('Space');
    await expect(names.nth(0)).toHaveText(second);
    await expect(names.nth(1)).toHaveText(first);
    await expectNoSeriousViolations(page, 'team order editor');
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Team order updated')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Reorder team' }).click();
    await expect(page.getByRole('list', { name: 'Team members in storefront order' }).getByTestId('team-order-name').nth(0)).toHaveText(second);
    // Back as it was, with the up button this time.
    await page.getByRole('button', { name: `Move ${first} up` }).click();
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Team order updated')).toBeVisible();
  });

  test('orders a team past 100 members: all of them shown, one moved to the top by position, the whole order saved', async ({ adminPage: page, baseURL }) => {
    // Grown through the API to more members than one page of the list holds (100 at most).
    const grown: number[] = [];
    const stamp = Date.now().toString(36);
    try {
      for (let n = 0; n < 100; n += 10) {
        const made = await Promise.all(
          Array.from({ length: 10 }, (_, k) =>
            createRecord(page, baseURL!, 'team-members', {
              name: `Care Assistant ${stamp} ${n + k + 1}`,
              slug: slugOf(`care assistant ${stamp} ${n + k + 1}`),
              job_title: 'Care Assistant',
              registration_body: 'none',
              is_medical_reviewer: false,
            }),
          ),
        );
        grown.push(...made.map((member) => member.id));
      }
      const size = await total(page, 'team-members', 'limit=1');
      expect(size).toBeGreaterThan(100);

      await page.goto('/team-members');
      await listReady(page, 'Team members');
      await page.getByRole('button', { name: 'Reorder team' }).click();
      const order = page.getByRole('list', { name: 'Team members in storefront order' });
      await expect(order.getByTestId('team-order-member')).toHaveCount(size);
      await expect(page.getByText(`${size.toLocaleString('en-GB')} members.`)).toBeVisible();
      const names = order.getByTestId('team-order-name');
      const last = await names.nth(size - 1).innerText();

      // The last member straight to the top, without dragging past everyone else.
      const move = page.getByRole('form', { name: 'Move to position' });
      // Named by their place: no list of the whole team to pick from.
      await expect(move.getByRole('combobox')).toHaveCount(0);
      await move.getByLabel('Member at position').fill(String(size + 1));
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(move.getByRole('alert')).toHaveText(`Member at position must be a whole number from 1 to ${size.toLocaleString('en-GB')}`);
      await move.getByLabel('Member at position').fill(String(size));
      await expect(move.getByTestId('move-member-name')).toHaveText(last);
      await move.getByLabel('New position').fill(String(size + 1));
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(move.getByRole('alert')).toHaveText(`Position must be a whole number from 1 to ${size.toLocaleString('en-GB')}`);
      await move.getByLabel('New position').fill('1');
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(names.nth(0)).toHaveText(last);
      await page.getByRole('button', { name: 'Save order' }).click();
      await expect(page.getByText('Team order updated')).toBeVisible();

      const answer = await page.request.get('/api/main/v1/team-members?sort=position&order=asc&limit=1');
      expect(((await answer.json()) as { data: { records: { name: string }[] } }).data.records[0].name).toBe(last);
    } finally {
      for (const id of grown) await deleteRecord(page, baseURL!, 'team-members', id);
    }
  });

  test('invites an e-mail once (the second is refused), revokes after asking, and resends an expired one', async ({ adminPage: page }) => {
    const email = `invitee.${Date.now()}@example.com`;
    for (const attempt of [1, 2]) {
      await page.goto('/invitations/create');
      await expect(page.getByRole('form', { name: 'New invitation' })).toBeVisible();
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Invitee');
      await page.getByRole('button', { name: 'Save' }).click();
      if (attempt === 1) await expect(page.getByText('Invitation created')).toBeVisible();
      else await expect(page.getByText('A pending invitation already exists for this e-mail').first()).toBeVisible();
    }

    await page.goto(`/invitations?search=${encodeURIComponent(email)}`);
    const table = await listReady(page, 'Invitations');
    // Steps run on a selection: revoke asks first.
    const row = table.getByRole('row').filter({ hasText: email });
    await row.getByRole('checkbox').check({ force: true });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this invitation?' });
    await expect(dialog).toContainText('The link in it stops working.');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');

    await page.goto('/invitations?status=expired');
    const expired = await listReady(page, 'Invitations');
    const before = await total(page, 'invitations', 'status=expired&limit=1');
    await expired.getByRole('row').nth(1).getByRole('checkbox').check({ force: true });
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Resend' }).click();
    // A step that asks nothing runs at once on a single selection.
    await expect(page.getByText('Resend: 1 invitation changed.')).toBeVisible();
    await expect.poll(() => total(page, 'invitations', 'status=expired&limit=1')).toBe(before - 1);
  });

  test('an invitation’s Status cannot be picked on its form: the status is the workflow’s', async ({ adminPage: page }) => {
    const [pending] = (await (await page.request.get('/api/main/v1/invitations?status=pending&limit=1')).json()).data.records as { id: number }[];
    await page.goto(`/invitations/update/${pending.id}`);
    await expect(page.getByRole('form', { name: 'Edit invitation' })).toBeVisible();
    // A read-only select still opened and took a choice that the save then silently dropped.
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await page.goto('/invitations/create');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  });

  test('filters subscribers and exports the view as CSV with as many rows as the list says', async ({ adminPage: page }) => {
    await page.goto('/subscribers?region=us&source=chat&status=subscribed');
    await listReady(page, 'Subscribers');
    const expected = await total(page, 'subscribers', 'region=us&source=chat&status=subscribed&limit=1');
    expect(expected).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('email');
    expect(lines.length - 1).toBe(expected);
    expect(lines.slice(1).every((line) => line.includes(',us,subscribed,chat,'))).toBe(true);

    // The tag filter's choices are the tags subscribers carry; the export follows it too.
    await page.getByLabel('Tag').selectOption('allergy');
    await expect(page).toHaveURL(/tags=allergy/);
    const table = await listReady(page, 'Subscribers');
    const tagged = await total(page, 'subscribers', 'region=us&source=chat&status=subscribed&tags=allergy&limit=1');
    expect(tagged).toBeLessThan(expected);
    await expect(table.getByRole('row').nth(1)).toContainText('allergy');
    const [taggedDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const taggedText = await (await taggedDownload.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(taggedText.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).length - 1).toBe(tagged);
  });

  test('is for admins only: editors get 404 on the people screens and 403 on the export', async ({ editorPage: page }) => {
    for (const path of ['/influencers', '/invitations', '/team-members', '/subscribers']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    expect((await page.request.get('/api/export/subscribers.csv')).status()).toBe(403);
    // Editors still read the team for content's reviewer picker.
    expect((await page.request.get('/api/main/v1/team-members?is_medical_reviewer=true')).status()).toBe(200);
  });
});
