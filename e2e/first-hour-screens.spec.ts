// What a new staff member hits in the first hour, screen by screen: a long form scrolled with the
// wheel keeps the shell in place, Back asks before unsaved edits are lost, one click opens the file library,
// a keyboard reorder names the block that moved, and the orders list keeps Status and Total in view at 1024.
import type { Page } from '@playwright/test';
import { UNSAVED_CHANGES_MESSAGE } from '../lib/client/use-unsaved-changes-warning';
import { expect, test } from './support/fixtures';

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Turns the mouse wheel over the content area until it is at its end, as a person reaching the Save bar would. */
async function wheelToTheEnd(page: Page) {
  const main = page.getByRole('main');
  const box = (await main.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const atEnd = () => main.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight);
  // More wheel than the form is long: whatever the content area cannot take goes to the window, if it may scroll.
  for (let turn = 0; turn < 12; turn += 1) await page.mouse.wheel(0, 600);
  await expect.poll(atEnd).toBe(true);
}

async function expectShellInPlace(page: Page) {
  // The page is never taller than the window, so the wheel has nothing to move but the content area.
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeInViewport();
}

/** Where a person presses the button: the middle of it, as it is drawn. */
async function pointOf(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A single click opens the library dialog, and it is still open once its files are drawn, even after a second
 * press on the same spot (an impatient or double click, which lands on the backdrop); then it is closed.
 */
async function expectLibraryOpensAtFirstClick(page: Page, buttonName: string, title: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const point = await pointOf(page, buttonName);
    await page.mouse.click(point.x, point.y);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'Search files' })).toBeFocused();
    await page.mouse.click(point.x, point.y);
    await expect(dialog.getByRole('list', { name: 'Library files' })).toHaveAttribute('aria-busy', 'false');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
}

test.describe('first hour: screens', () => {
  test('wheel scrolling past the end of the longest forms moves only the content area', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose images from library' })).toBeVisible();
    await wheelToTheEnd(page);
    await expectShellInPlace(page);

    await page.goto('/bundles/create');
    await expect(page.getByRole('heading', { name: 'New bundle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose images from library' })).toBeVisible();
    await wheelToTheEnd(page);
    await expectShellInPlace(page);

    await page.goto('/content/create');
    await expect(page.getByRole('heading', { name: 'New content' })).toBeVisible();
    await addBlock(page, 'Text (markdown)');
    await addBlock(page, 'Image');
    await addBlock(page, 'Image gallery');
    await addBlock(page, 'Product');
    await expect(page.getByRole('button', { name: 'Choose block 3 images from library' })).toBeVisible();
    await wheelToTheEnd(page);
    await expectShellInPlace(page);
  });

  test('browser Back from a form with unsaved edits asks first: stay keeps the edits, leave goes back', async ({ adminPage: page }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Half-typed balm');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    // Staying cancels the Back, so no navigation ever comes for goBack to wait on: its outcome is read from the screen.
    const cancelledBack = page.goBack().catch(() => null);
    await expect.poll(() => asked).toEqual([UNSAVED_CHANGES_MESSAGE]);
    await expect(page).toHaveURL(/\/products\/create$/);
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await expect(name).toHaveValue('Half-typed balm');

    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.goBack();
    await expect.poll(() => asked).toEqual([UNSAVED_CHANGES_MESSAGE, UNSAVED_CHANGES_MESSAGE]);
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
    await cancelledBack;
  });

  test('one click on "Choose … from library" opens the library, under a text block and on the product form', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/content/create');
    await expect(page.getByRole('heading', { name: 'New content' })).toBeVisible();
    await addBlock(page, 'Text (markdown)');
    await page.getByRole('textbox', { name: 'Block 1 text' }).fill('Pollen **season** is here.');
    await addBlock(page, 'Image');
    await wheelToTheEnd(page);
    await expectLibraryOpensAtFirstClick(page, 'Choose block 2 image from library', 'Choose block 2 image');

    await page.goto('/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await wheelToTheEnd(page);
    await expectLibraryOpensAtFirstClick(page, 'Choose images from library', 'Choose images');
  });

  test('a keyboard reorder announces the block that moved', async ({ adminPage: page }) => {
    await page.goto('/content/create');
    await expect(page.getByRole('heading', { name: 'New content' })).toBeVisible();
    await addBlock(page, 'Text (markdown)');
    await addBlock(page, 'Image');
    await addBlock(page, 'Product');

    await page.getByRole('button', { name: 'Drag block 3' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Block 3, Product is over position 3 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Block 3, Product is over position 2 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Block 3, Product is over position 1 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Block 3, Product dropped at position 1 of 3.')).toBeAttached();
    await expect(page.getByRole('listitem', { name: 'Block 1: Product' })).toBeVisible();
  });

  test('at 1024 wide the orders list shows Status and Total without scrolling sideways', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const lists = [
      { path: '/orders', title: 'Orders', columns: ['Order number', 'Date', 'Customer', 'Status', 'Total'] },
      { path: '/products', title: 'Products', columns: ['Name', 'Status', 'Price', 'Stock'] },
      { path: '/content', title: 'Content', columns: ['Title', 'Status', 'Next review due'] },
      { path: '/customers', title: 'Customers', columns: ['Name', 'E-mail', 'Orders', 'Total spent'] },
    ];
    for (const list of lists) {
      await page.goto(list.path);
      const table = page.getByRole('table', { name: list.title });
      await expect(table.getByRole('row').nth(2)).toBeVisible();
      for (const column of list.columns) {
        await expect(table.getByRole('columnheader', { name: column, exact: true }), `${list.path}: ${column}`).toBeInViewport({ ratio: 1 });
      }
      const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
      expect(overflow, `${list.path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
