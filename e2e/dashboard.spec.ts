// The dashboard (docs/console-screens.md#dashboard): an admin's commerce figures agree with the lists they sum up, region and
// period live in the URL, a card opens its filtered list, an editor sees only the content and
// conversation figures (the upstream's answer holds no commerce field), a failing figure shows its own
// error and Retry while the rest render, a chart's table alternative, and axe on the charts drawn, in light
// and dark mode (the accessibility walk, a11y.spec.ts, scans each role's dashboard as it opens).
import type { Page } from '@playwright/test';
import { ADMIN_FIGURES, SHARED_FIGURES } from '../areas/dashboard/contract';
import { presetPeriod } from '../areas/dashboard/period';
import { scanBothModes } from './support/axe';
import { expect, sandbox, test } from './support/fixtures';

/** The total of a list's filtered view, straight from the BFF. */
async function listTotal(page: Page, resource: string, query: string): Promise<number> {
  const answer = await page.request.get(`/api/main/v1/${resource}?limit=1&${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** A KPI's shown value as a number ("1,234" → 1234). */
async function figureValue(page: Page, figure: string): Promise<number> {
  const value = page.locator(`[data-figure="${figure}"]`);
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function showCharts(page: Page) {
  const charts = page.getByRole('region', { name: 'Charts' });
  await charts.scrollIntoViewIfNeeded();
  await expect(card(page, 'Orders by status').getByRole('button', { name: 'Show table' })).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'Revenue by day').getByRole('img', { name: /^Revenue by day:/ })).toBeVisible();
  await expect(card(page, 'Top products and bundles').getByRole('button', { name: 'Show table' })).toBeVisible();
}

test.describe('dashboard', () => {
  test('admin: the figures match the seeded lists, and a card opens its filtered list', async ({ adminPage: page }) => {
    await page.goto('/dashboard?region=gb');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada', level: 1 })).toBeVisible();
    for (const status of ['awaiting', 'placed', 'processed']) {
      expect([status, await figureValue(page, `orders-${status}`)]).toEqual([status, await listTotal(page, 'orders', `status=${status}&region=gb`)]);
    }
    expect(await figureValue(page, 'conversations-flagged')).toBe(await listTotal(page, 'conversations', 'status=flagged&region=gb'));
    expect(await figureValue(page, 'ratings-down-new')).toBe(await listTotal(page, 'conversation-feedbacks', 'rating=down&status=new&region=gb'));
    expect(await figureValue(page, 'feedback-new')).toBe(await listTotal(page, 'feedbacks', 'status=new&region=gb'));
    expect(await figureValue(page, 'content-drafts')).toBe(await listTotal(page, 'content', 'status=draft&region=gb'));
    expect(await figureValue(page, 'content-review-overdue')).toBe(await listTotal(page, 'content', 'review_due=overdue&region=gb'));
    expect(await figureValue(page, 'content-review-soon')).toBe(await listTotal(page, 'content', 'review_due=soon&region=gb'));
    // The seed's orders end today, so the period's sales are real money in the region's currency only.
    await expect(page.locator('[data-figure="revenue-GBP"]')).toHaveText(/^£[\d,]+\.\d\d$/);
    await expect(page.locator('[data-figure="revenue-USD"]')).toHaveCount(0);
    expect(await figureValue(page, 'orders')).toBeGreaterThan(0);
    await expect(page.locator('[data-change="orders"]')).toHaveText(/^(▲ New|▲ \+[\d.]+%|▼ -[\d.]+%|0%|No comparison)$/);

    const awaiting = await figureValue(page, 'orders-awaiting');
    await card(page, 'Fulfilment queue').getByRole('link', { name: 'Awaiting orders' }).click();
    await expect(page).toHaveURL(/\/orders\?status=awaiting&region=gb$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('awaiting');
    await expect(page.getByText(new RegExp(`^${awaiting} records? · Page 1`))).toBeVisible();
  });

  test('admin: region and period follow the URL, custom range included', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('[data-figure="revenue-GBP"]')).toBeVisible();
    await expect(page.locator('[data-figure="revenue-USD"]')).toBeVisible();

    await page.getByLabel('Region', { exact: true }).selectOption('us');
    await expect(page).toHaveURL(/\/dashboard\?region=us$/);
    await expect(page.locator('[data-figure="revenue-USD"]')).toHaveText(/^\$[\d,]+\.\d\d$|^US\$[\d,]+\.\d\d$/);
    await expect(page.locator('[data-figure="revenue-GBP"]')).toHaveCount(0);

    await page.getByLabel('Period', { exact: true }).selectOption('7');
    await expect(page).toHaveURL(/\/dashboard\?region=us&days=7$/);
    const week = presetPeriod(7, 'us');
    expect(await figureValue(page, 'orders')).toBeGreaterThanOrEqual(0);

    await page.getByLabel('Period', { exact: true }).selectOption('custom');
    await expect(page).toHaveURL(new RegExp(`region=us&from=${week.from}&to=${week.to}$`));
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('The range can be at most 731 days')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(page).toHaveURL(/region=us&from=2020-01-01&to=2020-01-31$/);
    // Before the seed's first order: nothing sold, and nothing to compare with.
    await expect(page.locator('[data-figure="orders"]')).toHaveText('0');
    await expect(page.locator('[data-change="orders"]')).toHaveText('No comparison');

    // A start typed after the end, key by key as a person types it: kept as typed and refused in the list's words.
    const from = page.getByLabel('From', { exact: true });
    await from.focus();
    await from.pressSequentially('02152020');
    await expect(from).toHaveValue('2020-02-15');
    await expect(page.getByText('The range must end on or after its first day')).toBeVisible();
    await expect(page).toHaveURL(/region=us&from=2020-01-01&to=2020-01-31$/);
    await from.fill('2020-01-01');
    await expect(page.getByText('The range must end on or after its first day')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('us');
    await expect(page.getByLabel('Period', { exact: true })).toHaveValue('custom');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2020-01-01');
  });

  test('editor: only content and conversation figures, and no commerce field upstream', async ({ editorPage: page }) => {
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/main/v1/dashboard')) answers.push(response.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Eddie', level: 1 })).toBeVisible();
    await expect(card(page, 'Content work').getByRole('link', { name: 'Review overdue' })).toHaveAttribute('href', '/content?review_due=overdue&sort=next_review_due&order=asc');
    await expect(page.locator('[data-figure="conversations-open"]')).toBeVisible();
    await expect(page.locator('[data-figure="ratings-down-new"]')).toBeVisible();
    for (const name of ['Revenue', 'Orders', 'Fulfilment queue', 'Site feedback', 'New customers']) await expect(card(page, name)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Charts' })).toHaveCount(0);
    expect(answers.every((url) => SHARED_FIGURES.some((figure) => url.includes(`/dashboard/${figure}?`)))).toBe(true);

    const { from, to } = presetPeriod(30, 'all');
    const whole = await page.request.get(`/api/main/v1/dashboard?region=all&from=${from}&to=${to}`);
    expect(whole.status()).toBe(200);
    const text = await whole.text();
    expect(Object.keys((JSON.parse(text) as { data: { figures: object } }).data.figures).sort()).toEqual([...SHARED_FIGURES].sort());
    for (const word of ['revenue', 'orders', 'currency', 'GBP', 'USD', 'customers', 'subscribers', 'feedback_new']) expect(text).not.toContain(word);
    for (const figure of ADMIN_FIGURES) expect((await page.request.get(`/api/main/v1/dashboard/${figure}?from=${from}&to=${to}`)).status()).toBe(403);
  });

  test('a failing figure shows its own error and Retry while the rest render', async ({ adminPage: page }) => {
    await sandbox.fault({ method: 'GET', path: '/v1/dashboard/orders', status: 503, times: 1, body: 'Order figures are being rebuilt' });
    await page.goto('/dashboard');
    const orders = card(page, 'Orders');
    await expect(orders.getByRole('alert')).toContainText('Orders could not be loaded');
    await expect(orders.getByRole('alert')).toContainText('Order figures are being rebuilt');
    await expect(page.locator('[data-figure="revenue-GBP"]')).toBeVisible();
    await expect(page.locator('[data-figure="orders-awaiting"]')).toBeVisible();
    await expect(page.locator('[data-figure="content-drafts"]')).toBeVisible();
    await orders.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-figure="orders"]')).toBeVisible();
    await expect(orders.getByRole('alert')).toHaveCount(0);
  });

  test('charts: each has a table to read instead, and axe passes in light and dark mode', async ({ adminPage: page }) => {
    await page.goto('/dashboard?region=gb');
    const awaiting = await figureValue(page, 'orders-awaiting');
    await showCharts(page);
    await scanBothModes(page, 'dashboard with charts');

    const status = card(page, 'Orders by status');
    await status.getByRole('button', { name: 'Show table' }).click();
    const table = status.getByRole('table', { name: 'Orders waiting on staff, by status' });
    await expect(table.getByRole('row', { name: /Awaiting/ })).toContainText(String(awaiting));
    await expect(status.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');

    const revenue = card(page, 'Revenue by day');
    await revenue.getByRole('button', { name: 'Show table' }).click();
    await expect(revenue.getByRole('columnheader', { name: 'Revenue gb (GBP)' })).toBeVisible();
    await expect(revenue.getByRole('row')).toHaveCount(31);

    const top = card(page, 'Top products and bundles');
    await top.getByRole('button', { name: 'Show table' }).click();
    await expect(top.getByRole('columnheader', { name: 'Units' })).toBeVisible();
    await expect(top.getByRole('cell', { name: /£/ }).first()).toBeVisible();
  });
});
