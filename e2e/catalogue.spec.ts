// The catalogue on the generic resource screens: products end to end, the list's paging, sorting and
// URL state, bundles, best-seller ordering, what editors may not reach, and saving after a token refresh.
import { FormPage, ListPage, Toasts } from '@wellness-console/qa';
import { createRecord, deleteRecord, productBody, slugOf, uniqueName } from './support/catalogue';
import { expect, sameOriginHeaders, sandbox, test } from './support/fixtures';

test.describe('products', () => {
  // On the QA kit's page objects (@wellness-console/qa), as QA's own suites drive these screens.
  test('creates a product after fixing its validation errors, finds, edits and deletes it', async ({ adminPage: page }) => {
    const name = uniqueName('E2E Calming Balm');
    const toasts = new Toasts(page);
    const form = await new FormPage(page, 'New product').goto('/products/create');
    await expect(form.heading).toBeVisible();

    await form.save();
    await form.expectFieldError('Name', 'Name is required');
    await form.expectFieldError('Price', 'Price is required');

    await form.fillAll({ Name: name, Slug: slugOf(name), Price: '4.99', 'Compare-at price': '3.50', GTIN: '5000000000013', 'Medicine class': 'Pharmacy medicine (pmed)' });
    await form.save();
    await form.expectFieldError('GTIN', 'GTIN check digit is wrong');
    expect(await form.fieldError('Name')).toBeNull();

    await form.fill('GTIN', '5000000000012');
    await form.save();
    await form.expectFieldError('Compare-at price', 'Compare-at price must be higher than the price');
    await form.expectFieldError('Max quantity per order', 'Max quantity per order is required for pharmacy medicines');
    // Everything typed is still there after the failed attempts.
    await expect(form.field('Name')).toHaveValue(name);

    await form.fillAll({ 'Compare-at price': '5.99', 'Max quantity per order': '2' });
    await form.save();
    await expect(toasts.toast('Product created')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    const list = new ListPage(page, 'Products');
    await list.search(name);
    await expect(page).toHaveURL(/search=/);
    const row = list.row(new RegExp(name));
    await expect(row).toBeVisible();
    await expect(row).toContainText('£4.99');
    await expect(list.summary).toHaveText('1 record · Page 1 of 1');

    await list.openRow(new RegExp(name));
    const edit = new FormPage(page, 'Edit product');
    await edit.waitUntilReady();
    await expect(edit.field('Requires questionnaire')).toBeChecked();
    await edit.fill('Stock', '42');
    await edit.save();
    await expect(toasts.toast('Product updated')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this product?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts.toast('Product deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await list.search(name);
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('keeps what was typed when the form checks cannot be fetched, and checks on the next save', async ({ adminPage: page }) => {
    await page.goto('/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    // The network goes away after the page has loaded: the checks, fetched on first use, do not arrive.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    const nameBox = page.getByRole('textbox', { name: 'Name', exact: true });
    await nameBox.fill('Offline balm');
    await page.getByRole('button', { name: 'Save' }).click();
    const unavailable = page.getByRole('alert').filter({ hasText: 'The form could not be checked' });
    await expect(unavailable).toBeVisible();
    await expect(nameBox).toHaveValue('Offline balm');

    await page.unroute('**/_next/static/chunks/**');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Price is required')).toBeVisible();
    await expect(unavailable).toBeHidden();
    await expect(nameBox).toHaveValue('Offline balm');
  });

  test('says so when the delete confirmation cannot be fetched, and deletes nothing', async ({ adminPage: page, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Offline Tonic'), 300));
    try {
      await page.goto(`/products/update/${product.id}`);
      await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
      // The page's own parts first (the Delete button and the open section's fields load on their own, and
      // on a busy machine after the heading); only the confirmation's code is to go missing.
      await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Sites' })).toBeVisible();
      await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('The delete confirmation could not be loaded')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('offers the sites of the chosen region as checkboxes, described by their help', async ({ adminPage: page }) => {
    await page.goto('/products/create');
    // An admin picks categories; an editor is told they cannot (see 'editor' below).
    await expect(page.getByRole('combobox', { name: 'Categories' })).toBeVisible();
    const sites = page.getByRole('group', { name: 'Sites' });
    const dayLewis = sites.getByRole('checkbox', { name: 'Day Lewis (gb only)' });
    const healthWarehouse = sites.getByRole('checkbox', { name: 'HealthWarehouse (us only)' });
    await expect(sites.getByRole('checkbox', { name: 'Own store' })).toBeChecked();
    await expect(healthWarehouse).toBeDisabled();
    // Chakra's checkbox input lies visually hidden under its label, which takes the pointer.
    await dayLewis.check({ force: true });
    await expect(dayLewis).toBeChecked();

    await page.getByLabel('Region').selectOption('us');
    // Switching region drops the sites the new region does not offer.
    await expect(dayLewis).toBeDisabled();
    await expect(dayLewis).not.toBeChecked();
    await healthWarehouse.press('Space');
    await expect(healthWarehouse).toBeChecked();

    const questionnaire = page.getByRole('checkbox', { name: 'Requires questionnaire' });
    await expect(questionnaire).toHaveAccessibleDescription('Always on for pharmacy medicines');
    await questionnaire.check({ force: true });
    await expect(questionnaire).toBeChecked();
  });

  test('shows the server’s field errors on their fields', async ({ adminPage: page }) => {
    await page.goto('/products/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Duplicate slug check');
    // The seed's own product holds this slug in gb; only the server can know.
    await page.getByLabel('Slug').fill('paracetamol-500mg-tablets');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This slug is already used in this region').first()).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Duplicate slug check');
    // The server's refusal takes the person to the field it names.
    await expect(page.getByLabel('Slug')).toBeFocused();
  });

  test('takes the person to a refused price when Save is pressed far from it', async ({ adminPage: page, baseURL }) => {
    const product = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Far Price'), 300));
    try {
      await page.goto(`/products/update/${product.id}`);
      const price = page.getByRole('textbox', { name: 'Price', exact: true });
      await expect(price).toHaveValue('3.00');
      for (const typed of ['abc', '-5']) {
        await price.fill(typed);
        // Back to the top of the form, as a person who typed and scrolled on would be.
        await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
        await page.getByRole('heading', { name: 'Edit product' }).scrollIntoViewIfNeeded();
        await expect(price).not.toBeInViewport();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(price).toBeFocused();
        await expect(price).toBeInViewport();
        await expect(price).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(price).toHaveValue('-5');
    } finally {
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });

  test('sorts by price and pages through every page size, with the state in the URL', async ({ adminPage: page }) => {
    await page.goto('/products');
    const table = page.getByRole('table', { name: 'Products' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    const summary = page.getByText(/\d+ records · Page \d+ of \d+/);
    const total = Number((await summary.textContent())!.match(/^(\d+) records/)![1]);
    expect(total).toBeGreaterThanOrEqual(300);

    const priceHeader = table.getByRole('columnheader', { name: 'Price' });
    await priceHeader.getByRole('button', { name: 'Price' }).click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=price&order=asc/);
    const prices = async () =>
      (await rows.locator('td:nth-child(4)').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
    await expect.poll(async () => { const p = await prices(); return p.every((v, i) => i === 0 || p[i - 1] <= v); }).toBe(true);
    await priceHeader.getByRole('button', { name: 'Price' }).click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => { const p = await prices(); return p.length === 20 && p.every((v, i) => i === 0 || p[i - 1] >= v); }).toBe(true);

    for (const size of [5, 10, 25, 50]) {
      await page.getByLabel('Rows per page').selectOption(String(size));
      const pages = Math.ceil(total / size);
      await expect(page.getByText(`${total} records · Page 1 of ${pages}`)).toBeVisible();
      await expect(rows).toHaveCount(size);
      const firstOnPageOne = await rows.first().textContent();
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(`${total} records · Page 2 of ${pages}`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`page=2&limit=${size}`));
      await expect(rows.first()).not.toHaveText(firstOnPageOne!);
      await page.goBack();
      await expect(page.getByText(`${total} records · Page 1 of ${pages}`)).toBeVisible();
    }

    // A reload reproduces the view from the URL alone.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText(`${total} records · Page 2 of ${Math.ceil(total / 50)}`)).toBeVisible();
    await expect(page.getByLabel('Rows per page')).toHaveValue('50');
    await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('filters by region and opens a row', async ({ adminPage: page }) => {
    await page.goto('/products?region=us&search=Loratadine%2010mg');
    await expect(page.getByLabel('Region')).toHaveValue('us');
    const row = page.getByRole('row', { name: /^Loratadine 10mg/ });
    await expect(row).toContainText('$12.99');
    await row.getByRole('cell').nth(2).click();
    await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Loratadine 10mg');
    // us records offer no PIP code and no gb-only sites.
    await expect(page.getByLabel('PIP code')).toHaveCount(0);
    await expect(page.getByLabel('Day Lewis (gb only)')).toBeDisabled();
  });

  test('says why the list did not load, keeps the search, and loads it on Retry', async ({ adminPage: page }) => {
    await sandbox.fault({ method: 'GET', path: '/v1/products', status: 503, times: 20, body: 'Down for maintenance' });
    try {
      await page.goto('/products?search=Loratadine');
      const failure = page.getByRole('alert').filter({ hasText: 'Products could not be loaded' });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('table', { name: 'Products' })).toHaveCount(0);
      await expect(page.getByLabel('Search')).toHaveValue('Loratadine');

      await sandbox.clearFaults();
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(failure).toHaveCount(0);
      await expect(page.getByRole('row', { name: /^Loratadine 10mg/ }).first()).toBeVisible();
    } finally {
      await sandbox.clearFaults();
    }
  });
});

test.describe('bundles', () => {
  test('makes a bundle from two products and shows what the items cost separately', async ({ adminPage: page, baseURL }) => {
    const first = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Kit Soap'), 250));
    const second = await createRecord(page, baseURL!, 'products', productBody(uniqueName('E2E Kit Cream'), 400));
    const name = uniqueName('E2E Travel Kit');
    let bundleId: number | undefined;
    try {
      await page.goto('/bundles/create');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByLabel('Slug').fill(slugOf(name));
      const pickers = page.getByRole('combobox', { name: 'Product' });
      await pickers.nth(0).fill(String(first.name));
      await page.getByRole('option', { name: String(first.name) }).click();
      await pickers.nth(1).fill(String(second.name));
      await page.getByRole('option', { name: String(second.name) }).click();
      await expect(page.getByTestId('bundle-items-sum')).toHaveText('£6.50');
      await page.getByRole('group', { name: 'Product 2' }).getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await expect(page.getByTestId('bundle-items-sum')).toHaveText('£10.50');
      await page.getByRole('textbox', { name: 'Price', exact: true }).fill('9.00');
      await expect(page.getByText('Saves £1.50')).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Bundle created')).toBeVisible();

      await page.getByLabel('Search').fill(name);
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name: 'Edit bundle' })).toBeVisible();
      bundleId = Number(page.url().split('/').pop());
      await expect(page.getByText(String(first.name))).toBeVisible();
      await expect(page.getByTestId('bundle-items-sum')).toHaveText('£10.50');
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog', { name: 'Delete this bundle?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Bundle deleted')).toBeVisible();
    } finally {
      if (bundleId) await deleteRecord(page, baseURL!, 'bundles', bundleId);
      await deleteRecord(page, baseURL!, 'products', first.id);
      await deleteRecord(page, baseURL!, 'products', second.id);
    }
  });
});

test.describe('best sellers', () => {
  test('reorders by button and by keyboard drag, and the order survives a reload', async ({ adminPage: page, baseURL }) => {
    await page.goto('/products/bestsellers');
    const names = page.getByTestId('best-seller-name');
    await expect(names.first()).toBeVisible();
    const original = await names.allTextContents();
    expect(original.length).toBeGreaterThanOrEqual(3);
    const swapped = [original[1], original[0], ...original.slice(2)];
    try {
      await page.getByRole('button', { name: `Move ${original[1]} up` }).click();
      await expect(names).toHaveText(swapped);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Best sellers updated')).toBeVisible();
      await page.reload();
      await expect(names).toHaveText(swapped);

      // Keyboard drag and drop: pick up with Space, move with an arrow, drop with Space.
      await page.getByRole('button', { name: `Drag ${original[1]}` }).focus();
      // Each step waits for the screen-reader announcement, which is also what proves they are made.
      await page.keyboard.press('Space');
      await expect(page.getByText(`${original[1]} is over position 1.`)).toBeAttached();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText(`${original[1]} is over position 2.`)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${original[1]} dropped at position 2.`)).toBeAttached();
      await expect(names).toHaveText(original);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Best sellers updated')).toBeVisible();
      await page.reload();
      await expect(names).toHaveText(original);
    } finally {
      // Put the seeded order back whatever happened above.
      const answer = await page.request.get('/api/main/v1/products/bestsellers?region=gb');
      const current = ((await answer.json()) as { data: { items: { item_type: number; id: number; name: string }[] } }).data.items;
      const byName = new Map(current.map((item) => [item.name, item]));
      if (current.map((item) => item.name).join() !== original.join() && original.every((n) => byName.has(n))) {
        await page.request.put('/api/main/v1/products/bestsellers?region=gb', {
          headers: { 'x-csrf': '1', origin: new URL(baseURL!).origin },
          data: { items: original.map((n) => ({ item_type: byName.get(n)!.item_type, id: byName.get(n)!.id })) },
        });
      }
    }
  });
});

test.describe('best sellers, a full order', () => {
  test('in both regions: all 50 shown, the picker gives way to a note, and one removed lets one in again', async ({ adminPage: page, baseURL }) => {
    type Entry = { item_type: 0 | 1; id: number; name: string };
    const url = (region: string) => `/api/main/v1/products/bestsellers?region=${region}`;
    const itemsOf = async (region: string) => ((await (await page.request.get(url(region))).json()) as { data: { items: Entry[] } }).data.items;
    const put = (region: string, items: { item_type: number; id: number }[]) =>
      page.request.put(url(region), { headers: sameOriginHeaders(baseURL!), data: { items } });
    const original = { gb: await itemsOf('gb'), us: await itemsOf('us') };
    const made: number[] = [];
    try {
      for (const region of ['gb', 'us'] as const) {
        // Grown through the API to a full order of new products.
        for (let n = 0; n < 50; n += 10) {
          const batch = await Promise.all(
            Array.from({ length: 10 }, (_, k) => createRecord(page, baseURL!, 'products', { ...productBody(uniqueName(`Full ${region} ${n + k}`), 999), region })),
          );
          made.push(...batch.map((product) => product.id));
        }
        const full = made.slice(-50).map((id) => ({ item_type: 0, id }));
        expect((await put(region, full)).status()).toBe(200);
        expect((await put(region, [...full, { item_type: 0, id: made[made.length - 51] ?? made[0] }])).status()).toBe(422);
      }

      await page.goto('/products/bestsellers');
      const names = page.getByTestId('best-seller-name');
      for (const [region, label] of [['gb', 'United Kingdom (gb)'], ['us', 'United States (us)']] as const) {
        if (region === 'us') await page.getByLabel('Region').selectOption({ label });
        await expect(page.getByRole('list', { name: `Best sellers in ${region}` })).toBeVisible();
        await expect(names).toHaveCount(50);
        await expect(page.getByTestId('best-sellers-full')).toHaveText('The order is full: a region shows at most 50 best sellers. Remove one to add another.');
        await expect(page.getByLabel('Add a product')).toHaveCount(0);
        const first = await names.nth(0).innerText();
        await page.getByRole('button', { name: `Remove ${first}` }).click();
        await expect(names).toHaveCount(49);
        await expect(page.getByTestId('best-sellers-full')).toHaveCount(0);
        await expect(page.getByLabel('Add a product')).toBeVisible();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Best sellers updated').first()).toBeVisible();
        expect(await itemsOf(region)).toHaveLength(49);
      }
    } finally {
      for (const region of ['gb', 'us'] as const) await put(region, original[region].map(({ item_type, id }) => ({ item_type, id })));
      for (const id of made) await deleteRecord(page, baseURL!, 'products', id);
    }
  });
});

test.describe('editor', () => {
  test('sees Categories and Questions disabled, gets 404 on their pages and 403 from the BFF', async ({ editorPage: page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Categories', exact: true }).first()).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-disabled', 'true');
    for (const path of ['/categories', '/categories/create', '/suggested-questions', '/suggested-questions/update/1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    expect((await page.request.get('/api/main/v1/categories')).status()).toBe(403);
    expect((await page.request.get('/api/main/v1/suggested-questions')).status()).toBe(403);
    expect((await page.request.get('/api/main/v1/product-options')).status()).toBe(200);
  });

  test('is told on a product form that categories are for admins, with no picker to try', async ({ editorPage: page }) => {
    await page.goto('/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await expect(page.getByText('Only admins can change categories.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Categories' })).toHaveCount(0);
  });
});

test.describe('sessions', () => {
  test('a stale page after the session expired and was refreshed still saves', async ({ adminPage: page, baseURL }) => {
    const name = uniqueName('E2E Stale Tonic');
    const product = await createRecord(page, baseURL!, 'products', productBody(name, 300));
    try {
      // The page's clock and the sandbox's are moved on instead of waited out: 17 s is longer than the
      // sandbox's 15 s access tokens, so the first one has lapsed there, and the tab's refresh, armed for
      // 5 s before expiry, must renew the session for the save to pass.
      await page.clock.install();
      await page.goto(`/products/update/${product.id}`);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
      await sandbox.advanceClock(17);
      const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
      await page.clock.fastForward(17_000);
      expect((await refreshed).status()).toBe(200);
      await page.getByRole('spinbutton', { name: 'Stock' }).fill('9');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Product updated')).toBeVisible();
      const saved = await page.request.get(`/api/main/v1/products/${product.id}`);
      expect(((await saved.json()) as { data: { stock: number } }).data.stock).toBe(9);
    } finally {
      await deleteRecord(page, baseURL!, 'products', product.id);
    }
  });
});
