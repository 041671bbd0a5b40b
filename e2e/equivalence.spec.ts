// The GB/US equivalence report as an editor uses it: reached from the menu and from the dashboard's card;
// each problem's count and filter showing exactly the seeded items of that problem; the CSV holding exactly
// the filtered rows; a one-way link fixed by saving the record it opens, and an item marked regional only
// (a missing reason refused first, what was typed kept) — each gone from its list on coming back, without
// a reload. Axe scans the report in both modes in the accessibility walk (a11y.spec.ts).
import type { Locator, Page } from '@playwright/test';
import { createRecord, deleteRecord, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, test } from './support/fixtures';

/** The seeded rows of each problem, as `<region> <item> → <region> <equivalent>` (areas/content/sandbox/seed.ts). */
const SEEDED: Readonly<Record<string, readonly string[]>> = {
  'Missing': ['gb Vitamin D in winter → —', 'us Sleeping better → —'],
  'One-way link': ['gb Migraine → us Migraine', 'us Insomnia → gb Sleep problems'],
  'Kind mismatch': ['gb Acid reflux → us Heartburn relief'],
  'Status mismatch': ['gb Allergy treatments → us Allergy relief options', 'gb Headache → us Headache'],
  'Drift': ['gb Eczema → us Eczema'],
  'Review mismatch': ['gb Hay fever → us Seasonal allergies', 'us Headache → gb Headache'],
  'Regional only': ['gb NHS prescription charges → —', 'us Understanding your deductible → —'],
};

const report = (page: Page) => page.getByRole('table', { name: 'Content equivalence' });
const problems = (page: Page) => page.getByRole('group', { name: 'Problems' });

/** The report has drawn the answer to its current URL. */
async function reportReady(page: Page) {
  await expect(report(page)).toHaveAttribute('aria-busy', 'false');
  await expect(problems(page)).toHaveAttribute('aria-busy', 'false');
}

/** One row as `<region> <item> → <region> <equivalent>`: each side's cell starts with its title link, then its region. */
async function rowText(row: Locator): Promise<string> {
  const side = async (cell: Locator) => {
    const link = cell.getByRole('link');
    if ((await link.count()) === 0) return '—';
    const region = (await cell.locator('[data-side-region]').textContent())?.trim().toLowerCase();
    return `${region} ${(await link.textContent())?.trim()}`;
  };
  const cells = row.getByRole('cell');
  return `${await side(cells.nth(0))} → ${await side(cells.nth(4))}`;
}

/** The rows on screen, those other tests made (their titles start "E2E ") left out. */
async function seededRows(page: Page): Promise<string[]> {
  const rows = report(page).getByRole('row').filter({ has: page.getByRole('cell') });
  const texts = await Promise.all((await rows.all()).map(rowText));
  return texts.filter((text) => !/(^|→ )(gb|us) E2E /.test(text)).sort();
}

async function chooseProblem(page: Page, label: string) {
  await problems(page).getByRole('button', { name: new RegExp(`^${label} \\d+$`) }).click();
  await expect(problems(page).getByRole('button', { name: new RegExp(`^${label} \\d+$`) })).toHaveAttribute('aria-pressed', 'true');
  await reportReady(page);
}

/** The cells of one CSV line (a quoted cell may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
}

/** The count its button shows beside a problem. */
async function countOf(page: Page, label: string): Promise<number> {
  const name = await problems(page).getByRole('button', { name: new RegExp(`^${label} \\d+$`) }).textContent();
  return Number(/(\d+)$/.exec(name ?? '')?.[1]);
}

test.describe('content equivalence report', () => {
  test('the editor opens it from the menu and the dashboard; each problem lists exactly its seeded items; the CSV holds the filtered rows', async ({ editorPage: page }) => {
    await page.goto('/dashboard');
    const figure = page.locator('[data-figure="equivalence-problems"]');
    await expect(figure).toHaveText(/^\d+$/);
    const onCard = Number(await figure.textContent());

    // The dashboard card's link, then the menu: Content › Equivalence.
    await page.getByRole('link', { name: 'GB/US problems to fix' }).click();
    await expect(page).toHaveURL(/\/content\/equivalence$/);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Content', exact: true }).click();
    await nav.getByRole('link', { name: 'Equivalence' }).click();
    await expect(page).toHaveURL(/\/content\/equivalence$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Content equivalence' })).toBeVisible();
    await reportReady(page);
    // The card counts what the report lists under "All problems".
    expect(await countOf(page, 'All problems')).toBe(onCard);

    // 50 rows a page, so each problem's rows are all on screen.
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page).toHaveURL(/limit=50/);
    await reportReady(page);
    for (const [label, expected] of Object.entries(SEEDED)) {
      await chooseProblem(page, label);
      expect(await seededRows(page), label).toEqual(expected);
      const rows = await report(page).getByRole('row').filter({ has: page.getByRole('cell') }).count();
      expect(await countOf(page, label), `${label} count`).toBe(rows);
    }
    // The filter is in the URL; another filter narrows the problem's rows by the item.
    await expect(page).toHaveURL(/problem=regional/);
    await page.getByLabel('Region').selectOption('us');
    await expect(page).toHaveURL(/region=us/);
    await reportReady(page);
    expect(await seededRows(page)).toEqual(['us Understanding your deductible → —']);
    await expect(report(page).getByText('US health insurance only.')).toBeVisible();

    // The CSV is the current view: the status mismatches, both sides spelled out.
    await page.getByLabel('Region').selectOption('');
    await expect(page).not.toHaveURL(/region=us/);
    await chooseProblem(page, 'Status mismatch');
    const onScreen = await report(page).getByRole('row').filter({ has: page.getByRole('cell') }).all();
    const screenTitles = (await Promise.all(onScreen.map(async (row) => (await row.getByRole('cell').nth(0).getByRole('link').textContent())?.trim()))).sort();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^content-equivalence-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const [header, ...lines] = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csvCells(header).slice(0, 4)).toEqual(['problem', 'detail', 'item_id', 'item_title']);
    const cells = lines.map(csvCells);
    expect(cells.map((line) => line[0])).toEqual(cells.map(() => 'Status mismatch'));
    expect(cells.map((line) => line[3]).sort()).toEqual(screenTitles);
    expect(cells.map((line) => line[1])).toContain('Published in gb, in review in us');

    // A problem the report does not know is refused at the API with a 422 naming it.
    const refused = await page.request.get('/api/main/v1/content/equivalence?problem=broken');
    expect(refused.status()).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: Record<string, string> }).errors)).toContain('problem');
  });

  test('saving the record a one-way link opens links it both ways: the row is gone on coming back', async ({ editorPage: page }) => {
    await page.goto('/content/equivalence?problem=one_way');
    await reportReady(page);
    const row = report(page).getByRole('row').filter({ has: page.getByRole('link', { name: 'Migraine', exact: true }) }).filter({ hasText: '“Migraine” names no gb equivalent' });
    await expect(row).toHaveCount(1);
    const before = await countOf(page, 'One-way link');
    await row.getByRole('cell').nth(0).getByRole('link', { name: 'Migraine' }).click();

    // The form opens at the equivalent section, the link in place.
    await expect(page).toHaveURL(/section=us_equivalent_content/);
    const form = page.getByRole('form', { name: 'Edit content' });
    await expect(form.getByRole('region', { name: 'US equivalent content' }).getByText('Migraine', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Content updated')).toBeVisible();

    await page.goBack();
    await reportReady(page);
    await expect(report(page).getByText('“Migraine” names no gb equivalent')).toHaveCount(0);
    expect(await countOf(page, 'One-way link')).toBe(before - 1);
  });

  test('an item marked regional only, with its reason, leaves "missing" for its own filter', async ({ editorPage: page, baseURL }) => {
    // An article of its own, published with no equivalent: a missing row.
    const title = uniqueName('E2E Winter fuel');
    const created = await createRecord(page, baseURL!, 'content', { kind: 3, title, slug: slugOf(title), region: 'gb', blocks: [{ type: 'markdown', body: 'About the winter fuel payment.' }] });
    try {
      for (const [from, to] of [['draft', 'in_review'], ['in_review', 'published']]) {
        const stepped = await page.request.post(`/api/main/v1/content/${created.id}/status`, { headers: sameOriginHeaders(baseURL!), data: { from, to } });
        expect(stepped.status(), await stepped.text()).toBe(200);
      }
      await page.goto('/content/equivalence?problem=missing&limit=50');
      await reportReady(page);
      await report(page).getByRole('link', { name: title }).click();

      await expect(page).toHaveURL(/section=us_equivalent_content/);
      const form = page.getByRole('form', { name: 'Edit content' });
      await form.getByRole('checkbox', { name: 'Regional only (no equivalent on purpose)' }).check({ force: true });
      await form.getByRole('button', { name: 'Save' }).click();
      // No reason: refused beside the field, the tick kept.
      await expect(form.getByText('Say why this has no equivalent')).toBeVisible();
      await expect(form.getByRole('checkbox', { name: 'Regional only (no equivalent on purpose)' })).toBeChecked();
      await form.getByLabel('Why regional only').fill('A UK benefit; the US storefront has no such payment.');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Content updated')).toBeVisible();

      await page.goBack();
      await reportReady(page);
      await expect(report(page).getByRole('link', { name: title })).toHaveCount(0);
      await chooseProblem(page, 'Regional only');
      const row = report(page).getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
      await expect(row.getByText('A UK benefit; the US storefront has no such payment.')).toBeVisible();
    } finally {
      await deleteRecord(page, baseURL!, 'content', created.id);
    }
  });
});
