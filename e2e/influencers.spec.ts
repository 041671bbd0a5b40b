// Influencers: one created with two routine cards (the used preset disabled in the menu), the cards
// reordered by keyboard, saved and found in that order after a reload; a referral code already used is
// refused on the field with what was typed kept; axe on the form with its routine cards (the accessibility
// walk, a11y.spec.ts, scans the list and the empty form); editors get no screen.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

interface InfluencerRow {
  id: number;
  name: string;
  referral_code: string;
  routine_cards: { title: string }[];
}

async function influencerNamed(page: Page, name: string): Promise<InfluencerRow | undefined> {
  const answer = await page.request.get(`/api/main/v1/influencers?search=${encodeURIComponent(name)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { records: InfluencerRow[] } }).data.records.find((row) => row.name === name);
}

async function fillBasics(page: Page, name: string, code: string) {
  await expect(page.getByRole('form', { name: 'New influencer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Handle').fill(`@${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}`);
  await page.getByLabel('Slug').fill(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Referral code').fill(code);
}

async function addCard(page: Page, title: string, text: string) {
  await page.getByRole('button', { name: 'Add routine card' }).click();
  await page.getByRole('menuitem', { name: title }).click();
  await page.getByLabel(`“${title}” text`).fill(text);
}

test.describe('influencers', () => {
  test('creates an influencer with two routine cards, reorders them by keyboard and keeps the order', async ({ adminPage: page }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `E2E Influencer ${stamp}`;
    await page.goto('/influencers');
    const table = page.getByRole('table', { name: 'Influencers' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.goto('/influencers/create');
    await fillBasics(page, name, `E2E${stamp}`.slice(0, 16));
    await addCard(page, 'My hydration fix', 'Two glasses of **water** before coffee.');
    // A preset already used is offered no more.
    await page.getByRole('button', { name: 'Add routine card' }).click();
    await expect(page.getByRole('menuitem', { name: /My hydration fix/ })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'My morning route' }).click();
    await page.getByLabel('“My morning route” text').fill('A walk before work.');
    await expect(page.getByText('19 of 1000 characters')).toBeVisible();

    const cards = page.getByRole('list', { name: 'Routine cards in order' }).getByTestId('routine-card');
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Drag card “My morning route”' }).focus();
    // Each step waits for the screen-reader announcement, which is also what proves it was made.
    await page.keyboard.press('Space');
    await expect(page.getByText('Card “My morning route” is over position 2 of 2.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Card “My morning route” is over position 1 of 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Card “My morning route” dropped at position 1 of 2.')).toBeAttached();
    await expect(cards.nth(0)).toHaveAttribute('aria-label', 'Card 1: My morning route');
    await expectNoSeriousViolations(page, 'influencer form with routine cards');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Influencer created')).toBeVisible();
    await expect.poll(async () => (await influencerNamed(page, name))?.routine_cards.map((card) => card.title)).toEqual(['My morning route', 'My hydration fix']);

    const saved = (await influencerNamed(page, name))!;
    await page.goto(`/influencers/update/${saved.id}`);
    const reloaded = page.getByRole('list', { name: 'Routine cards in order' }).getByTestId('routine-card');
    await expect(reloaded.nth(0)).toHaveAttribute('aria-label', 'Card 1: My morning route');
    await expect(reloaded.nth(1)).toHaveAttribute('aria-label', 'Card 2: My hydration fix');
    await expect(page.getByLabel('“My hydration fix” text')).toHaveValue('Two glasses of **water** before coffee.');
  });

  test('refuses a referral code another influencer holds, on the field, keeping what was typed', async ({ adminPage: page }) => {
    const answer = await page.request.get('/api/main/v1/influencers?limit=1');
    const [taken] = ((await answer.json()) as { data: { records: InfluencerRow[] } }).data.records;
    const name = `E2E Copycat ${Date.now().toString(36)}`;
    await page.goto('/influencers/create');
    await fillBasics(page, name, taken.referral_code.toLowerCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This referral code is already used by another influencer').first()).toBeVisible();
    await expect(page.getByLabel('Referral code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    expect(await influencerNamed(page, name)).toBeUndefined();
  });
});
