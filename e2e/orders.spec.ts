// Orders and customers: find an order by number, open its drawer from a pasted link, walk it through the
// workflow (a tracking number demanded before shipping) and read the timeline; cancel with a reason after
// confirming; a second browser acting first gets the 409 and the fresh state (a drawer that heard no live
// news), while a drawer hearing the stream takes a step made elsewhere at once; a bulk step with one
// refused; the CSV export of the filtered list; a customer's drawer opening one of their orders; editors
// kept out; axe on the order drawer in light and dark mode and on the customer drawer (the accessibility
// walk, a11y.spec.ts, scans both lists).
import type { Page } from '@playwright/test';
import type { RecordOf } from '../lib/resources/records';
import { expectNoSeriousViolations, scanBothModes } from './support/axe';
import { expect, sameOriginHeaders, signIn, test } from './support/fixtures';

type Order = RecordOf<'orders'>;
type Customer = RecordOf<'customers'>;

async function orders(page: Page, query: string): Promise<{ records: Order[]; total: number }> {
  const answer = await page.request.get(`/api/main/v1/orders?${query}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { records: Order[]; total: number } }).data;
}

async function moveElsewhere(page: Page, baseURL: string, id: number, body: Record<string, string>) {
  const answer = await page.request.post(`/api/main/v1/orders/${id}/status`, { headers: sameOriginHeaders(baseURL), data: body });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('orders', () => {
  test('finds an order by number, opens it from a pasted link and walks it to completed', async ({ adminPage: page }) => {
    const {
      records: [target],
    } = await orders(page, 'status=placed&limit=1&sort=created_at&order=asc');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await page.getByLabel('Search').fill(target.order_number);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(target.order_number);
    await expect(table.getByRole('row').nth(1)).toContainText(target.region === 'gb' ? '£' : '$');

    await page.goto(`/orders?order=${target.id}`);
    const drawer = page.getByRole('dialog', { name: target.order_number });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('table', { name: 'Lines' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Customer' })).toContainText(target.customer_email);
    await scanBothModes(page, 'order drawer');

    await drawer.getByRole('button', { name: 'Mark processed' }).click();
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Processed');
    await expect(drawer.getByRole('button', { name: 'Mark processed' })).toHaveCount(0);

    await drawer.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = page.getByRole('dialog', { name: 'Mark this order shipped?' });
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship.getByText('Tracking number is required')).toBeVisible();
    await ship.getByLabel('Tracking number').fill('RM998877665GB');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(ship).toBeHidden();
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('RM998877665GB');

    await drawer.getByRole('button', { name: 'Mark completed' }).click();
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Completed');
    const timeline = drawer.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Placed → Processed');
    await expect(timeline).toContainText('Processed → Shipped');
    await expect(timeline).toContainText('Shipped → Completed');
    await expect(timeline).toContainText('by Ada Admin');
    await expect(drawer.getByRole('button', { name: /^Mark|Cancel order/ })).toHaveCount(0);
  });

  test('a step taken in the drawer by keyboard hands the focus to the next step, not to a link in the drawer', async ({ adminPage: page }) => {
    const {
      records: [target],
    } = await orders(page, 'status=placed&limit=1&sort=created_at&order=desc');
    await page.goto(`/orders?order=${target.id}`);
    const drawer = page.getByRole('dialog', { name: target.order_number });
    const processed = drawer.getByRole('button', { name: 'Mark processed' });
    await processed.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Processed');
    // The focus trap put it on the customer's e-mail link, where Enter would open the mail program.
    await expect(drawer.getByRole('button', { name: 'Mark shipped' })).toBeFocused();
  });

  test('cancels an awaiting order only with a reason, after confirming', async ({ adminPage: page }) => {
    const {
      records: [target],
    } = await orders(page, 'status=awaiting&limit=1&sort=created_at&order=asc');
    await page.goto(`/orders?order=${target.id}`);
    const drawer = page.getByRole('dialog', { name: target.order_number });
    await drawer.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(confirm.getByText('Cancellation reason is required')).toBeVisible();
    await confirm.getByLabel('Cancellation reason').fill('Customer asked by phone');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Cancelled');
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Customer asked by phone');
    await expect(drawer.getByRole('list', { name: 'Timeline' })).toContainText('Awaiting → Cancelled');
  });

  test('a second browser acting first gets the 409 message and the fresh state', async ({ adminPage: page, browser, baseURL }) => {
    const {
      records: [target],
    } = await orders(page, 'status=placed&limit=1&sort=created_at&order=desc');
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await signIn(otherPage, 'admin', baseURL!);
    // This page hears no live news: with its stream open the drawer would take the other browser's step at
    // once (the next test) and offer no stale "Mark processed" to press, so the 409 path is never met. A tab
    // whose stream is down, or a step in the second before the news arrives, still meets it.
    await page.route(/\/api\/events(\?|$)/, (route) => route.abort());
    await page.goto(`/orders?order=${target.id}`);
    await otherPage.goto(`/orders?order=${target.id}`);
    await otherPage.getByRole('dialog', { name: target.order_number }).getByRole('button', { name: 'Mark processed' }).click();
    await expect(otherPage.getByRole('dialog', { name: target.order_number }).getByRole('region', { name: 'Order' })).toContainText('Processed');
    await other.close();

    const drawer = page.getByRole('dialog', { name: target.order_number });
    await drawer.getByRole('button', { name: 'Mark processed' }).click();
    const refusal = drawer.getByRole('alert').filter({ hasText: 'The order was not changed' });
    await expect(refusal).toContainText('now Processed, not Placed');
    await expect(refusal).toContainText('has been reloaded');
    await expect(drawer.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
  });

  test('a step taken elsewhere shows in the open drawer at once, without a reload', async ({ adminPage: page, baseURL }) => {
    const {
      records: [target],
    } = await orders(page, 'status=placed&limit=1&sort=created_at&order=desc');
    await page.goto(`/orders?order=${target.id}`);
    const drawer = page.getByRole('dialog', { name: target.order_number });
    await expect(drawer.getByRole('button', { name: 'Mark processed' })).toBeVisible();
    await expect(page.locator('[data-live-state="live"]')).toBeAttached({ timeout: 10_000 });
    await page.evaluate(() => Object.assign(window, { drawnOnce: true }));

    await moveElsewhere(page, baseURL!, target.id, { from: 'placed', to: 'processed' });
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Processed', { timeout: 5_000 });
    await expect(drawer.getByRole('status', { name: 'News of this order' })).toContainText('Updated by');
    await expect(drawer.getByRole('button', { name: 'Mark processed' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { drawnOnce?: boolean }).drawnOnce)).toBe(true);
  });

  test('moves a selection one step and names the refused order', async ({ adminPage: page, baseURL }) => {
    await page.goto('/orders?status=placed&sort=created_at&dir=asc&limit=5');
    const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
    await expect(rows.nth(3)).toBeVisible();
    const { records } = await orders(page, 'status=placed&sort=created_at&order=asc&limit=5');
    for (const n of [1, 2, 3]) await rows.nth(n).getByRole('checkbox').check({ force: true });
    await moveElsewhere(page, baseURL!, records[1].id, { from: 'placed', to: 'processed' });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Mark processed' }).click();
    await page.getByRole('dialog', { name: 'Mark 3 orders processed?' }).getByRole('button', { name: 'Mark processed' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Mark processed: 2 changed, 1 refused' });
    await expect(outcome).toBeVisible();
    await expect(outcome).toContainText(records[1].order_number);
    await expect(outcome).toContainText('now Processed');
  });

  test('exports the filtered list as CSV with as many rows as the list says', async ({ adminPage: page }) => {
    await page.goto('/orders?region=us&status=needs_action');
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
    const { total } = await orders(page, 'region=us&status=needs_action&limit=1');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('order_number');
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => /\d+\.\d{2} USD/.test(line))).toBe(true);
    expect((await page.request.get('/api/export/orders.csv?status=bogus')).status()).toBe(400);
  });

  test('opens a customer and then one of their orders', async ({ adminPage: page }) => {
    const answer = await page.request.get('/api/main/v1/customers?limit=1&sort=orders_count&order=desc');
    const [customer] = ((await answer.json()) as { data: { records: Customer[] } }).data.records;
    await page.goto(`/customers?customer=${customer.id}`);
    const drawer = page.getByRole('dialog', { name: customer.name });
    const list = drawer.getByRole('table', { name: 'Orders' });
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, 'customer drawer');
    const link = list.getByRole('row').nth(1).getByRole('link');
    const number = await link.textContent();
    await link.click();
    await expect(page).toHaveURL(/\/orders\?order=\d+/);
    const orderDrawer = page.getByRole('dialog', { name: number! });
    await expect(orderDrawer).toBeVisible();
    // And back: the order's customer links to their drawer.
    await orderDrawer.getByRole('region', { name: 'Customer' }).getByRole('link', { name: customer.name }).click();
    await expect(page).toHaveURL(new RegExp(`/customers\\?customer=${customer.id}$`));
    await expect(page.getByRole('dialog', { name: customer.name })).toBeVisible();
  });

  test('filters by needs action and a date range, and flags totals that do not add up', async ({ adminPage: page }) => {
    const { records } = await orders(page, 'limit=20&sort=created_at&order=desc');
    const odd = records.find((o) => o.total !== o.subtotal - o.discount_total + o.shipping_total + o.tax_total);
    expect(odd, 'the seed has an order whose total is off').toBeDefined();
    const day = odd!.created_at.slice(0, 10);

    await page.goto('/orders');
    // Each control waits for the URL to take the previous one: the list state is read back from the URL.
    await page.getByLabel('Status').selectOption({ label: 'Needs action' });
    await expect(page).toHaveURL(/status=needs_action/);
    await page.getByLabel('Date from').fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}`));
    await page.getByLabel('Date to').fill(day);
    await expect(page).toHaveURL(new RegExp(`status=needs_action&from=${day}&to=${day}`));
    const { total } = await orders(page, `status=needs_action&from=${day}&to=${day}&limit=1`);
    const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
    if (total === 0) await expect(page.getByText(/no orders/i)).toBeVisible();
    else await expect(rows).toHaveCount(Math.min(total, 20) + 1);

    await page.goto(`/orders?order=${odd!.id}`);
    const drawer = page.getByRole('dialog', { name: odd!.order_number });
    await expect(drawer.getByRole('alert').filter({ hasText: 'The totals do not add up' })).toBeVisible();
  });

  test('refuses a backwards date range at the fields and keeps the list', async ({ adminPage: page }) => {
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table).toBeVisible();
    await page.getByLabel('Date from').fill('2026-03-10');
    await expect(page).toHaveURL(/from=2026-03-10/);
    await page.getByLabel('Date to').fill('2026-03-01');
    await expect(page.getByText('The range must end on or after its first day')).toBeVisible();
    await expect(page.getByLabel('Date to')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Date to')).toHaveValue('2026-03-01');
    // Nothing asked of the API that it would refuse: the list stays, with no failure and no Retry.
    await expect(page).not.toHaveURL(/to=2026-03-01/);
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await expect(table).toBeVisible();

    await page.getByLabel('Date to').fill('2026-03-31');
    await expect(page).toHaveURL(/from=2026-03-10&to=2026-03-31/);
    await expect(page.getByText('The range must end on or after its first day')).toHaveCount(0);
  });

  test('customers: search, filter by consent and sort by total spent; an order opens from its row', async ({ adminPage: page }) => {
    await page.goto('/customers?marketing_consent=true&sort=total_spent&order=desc');
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const answer = await page.request.get('/api/main/v1/customers?marketing_consent=true&sort=total_spent&order=desc&limit=1');
    const [top] = ((await answer.json()) as { data: { records: Customer[] } }).data.records;
    await expect(table.getByRole('row').nth(1)).toContainText(top.email);
    await page.goto('/customers');
    await page.getByLabel('Search').fill('ليلى');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('ليلى حداد');
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Timeline' })).toBeVisible();
  });

  test('is for admins only: editors get 404 on both screens and 403 on the export', async ({ editorPage: page }) => {
    expect((await page.goto('/orders'))?.status()).toBe(404);
    expect((await page.goto('/customers'))?.status()).toBe(404);
    expect((await page.request.get('/api/export/orders.csv')).status()).toBe(403);
    expect((await page.request.get('/api/export/customers.csv')).status()).toBe(403);
  });
});
