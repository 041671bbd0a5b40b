// Unsaved forms kept in the browser: typed changes survive a reload and are offered back; the
// next person to sign in at the same browser is offered nothing and cannot open what is kept; the first
// person, back again, is; a save clears the draft; typing while a draft is offered replaces it, so a reload
// offers the newest; a session that ends mid-edit leads back, after sign-in, to the form with its draft on
// offer. The offer passes axe in light and dark mode.
import type { Page } from '@playwright/test';
import { scanBothModes } from './support/axe';
import { ACCOUNTS, expect, openUserMenu, sandbox, signIn, test } from './support/fixtures';

const SLOT_PREFIX = 'console:draft:';

/** The localStorage slots holding drafts of `record` (`products/create`, `products/12`), anyone's. */
function draftSlots(page: Page, record: string): Promise<string[]> {
  return page.evaluate(([prefix, wanted]) => Object.keys(localStorage).filter((slot) => slot.startsWith(prefix) && slot.endsWith(`:${wanted}`)), [SLOT_PREFIX, record] as const);
}

/** The update form's path of the seeded product named `name`. */
async function productPath(page: Page, name: string): Promise<string> {
  const answer = await page.request.get(`/api/main/v1/products?${new URLSearchParams({ search: name, limit: '1' })}`);
  const { data } = (await answer.json()) as { data: { records: { id: number }[] } };
  return `/products/update/${data.records[0].id}`;
}

const offerOn = (page: Page) => page.getByRole('status').filter({ hasText: 'Restore unsaved changes from' });

/** Signs out from the user menu, leaving the form with its changes (the browser asks first; the test agrees). */
async function signOut(page: Page): Promise<void> {
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

/** The outcome of opening `slot` with the key the BFF gives whoever is signed in now: `OperationError` when it is not theirs. */
function openWithCurrentKey(page: Page, slot: string, record: string): Promise<string> {
  return page.evaluate(
    async ([stored, wanted]) => {
      const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
      const envelope = JSON.parse(localStorage.getItem(stored) ?? '{}') as { iv: string; ct: string };
      const { key } = (await (await fetch('/api/drafts/key')).json()) as { key: string };
      const cryptoKey = await crypto.subtle.importKey('raw', bytes(key), 'AES-GCM', false, ['decrypt']);
      try {
        await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes(envelope.iv), additionalData: new TextEncoder().encode(wanted) }, cryptoKey, bytes(envelope.ct));
        return 'opened';
      } catch (error) {
        return (error as Error).name;
      }
    },
    [slot, record] as const,
  );
}

test.describe('drafts of unsaved forms', () => {
  test.beforeEach(({ page }) => {
    // Leaving a form with unsaved changes asks first (the browser's prompt, or the console's confirm): yes.
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('survive a reload, stay unreadable to the next person signing in here, and come back to their author', async ({ adminPage: page, baseURL }) => {
    await page.goto('/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Draft balm 30 ml');
    await expect.poll(() => draftSlots(page, 'products/create')).toHaveLength(1);
    const [adminSlot] = await draftSlots(page, 'products/create');
    expect(await page.evaluate((slot) => localStorage.getItem(slot), adminSlot)).not.toContain('Draft balm');

    await page.reload();
    const offer = offerOn(page);
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Changed: Name.');
    await expect(name).toHaveValue('');
    await scanBothModes(page, 'the offer of unsaved changes');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    await expect(name).toHaveValue('Draft balm 30 ml');
    // The banner and its button are gone: the restored field has the focus, and a toast says what came back.
    await expect(name).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Unsaved changes restored');

    // Another person signs in at this browser: nothing is offered, and the kept draft does not open with their key.
    await signOut(page);
    await signIn(page, 'editor', baseURL!);
    await page.goto('/products/create');
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    expect(await openWithCurrentKey(page, adminSlot, 'products/create')).toBe('OperationError');
    // Their own typing is kept beside it, in a slot of their own: kept only once the look-up found nothing to offer.
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('12.50');
    await expect.poll(() => draftSlots(page, 'products/create')).toHaveLength(2);
    await expect(offerOn(page)).toBeHidden();
    await expect(name).toHaveValue('');

    // The first person, back again, is offered their own changes, not the other person's.
    await signOut(page);
    await signIn(page, 'admin', baseURL!);
    await page.goto('/products/create');
    await expect(offerOn(page)).toContainText('Changed: Name.');
    await offerOn(page).getByRole('button', { name: 'Restore' }).click();
    await expect(name).toHaveValue('Draft balm 30 ml');
    await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('');
  });

  test('are dropped on Discard and cleared by a save', async ({ adminPage: page }) => {
    const path = await productPath(page, 'Ibuprofen 200mg');
    const record = `products/${path.split('/').pop()}`;
    await page.goto(path);
    const stock = page.getByLabel('Stock', { exact: true });
    await expect(stock).toBeEditable();
    const original = await stock.inputValue();

    await stock.fill(String(Number(original) + 1));
    await expect.poll(() => draftSlots(page, record)).toHaveLength(1);
    await page.reload();
    await expect(offerOn(page)).toContainText('Changed: Stock.');
    await offerOn(page).getByRole('button', { name: 'Discard' }).click();
    await expect(offerOn(page)).toBeHidden();
    await expect(stock).toHaveValue(original);
    // Focus goes into the form, not to the page's body.
    await expect(page.locator('form :focus')).toHaveCount(1);
    await expect.poll(() => draftSlots(page, record)).toHaveLength(0);

    await stock.fill(String(Number(original) + 1));
    await expect.poll(() => draftSlots(page, record)).toHaveLength(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product updated')).toBeVisible();
    await expect.poll(() => draftSlots(page, record)).toHaveLength(0);

    // Put the stock back as it was.
    await stock.fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product updated').first()).toBeVisible();
    await expect.poll(() => draftSlots(page, record)).toHaveLength(0);
  });

  test('keep what is typed while a kept draft is offered: after a reload the newest typing is offered', async ({ adminPage: page }) => {
    const path = await productPath(page, 'Ibuprofen 200mg');
    const record = `products/${path.split('/').pop()}`;
    await page.goto(path);
    const directions = page.getByRole('textbox', { name: 'Directions', exact: true });
    await expect(directions).toBeEditable();
    const original = await directions.inputValue();

    await directions.fill('Take one tablet with food.');
    await expect.poll(() => draftSlots(page, record)).toHaveLength(1);
    const [slot] = await draftSlots(page, record);
    const sealedAt = (stored: string) => page.evaluate((key) => localStorage.getItem(key), stored);
    const first = await sealedAt(slot);
    await page.reload();
    await expect(offerOn(page)).toContainText('Changed: Directions.');

    // The banner is left alone; the form is typed in.
    await directions.fill('Take two tablets with water, at most three times a day.');
    await expect.poll(() => sealedAt(slot)).not.toBe(first);
    await page.reload();
    await expect(offerOn(page)).toContainText('Changed: Directions.');
    await offerOn(page).getByRole('button', { name: 'Restore' }).click();
    await expect(directions).toHaveValue('Take two tablets with water, at most three times a day.');

    // Nothing of this test stays behind: the form is typed back, and the draft goes with it.
    await directions.fill(original);
    await expect.poll(() => draftSlots(page, record)).toHaveLength(0);
  });

  test('of a session that ended mid-edit are offered back after signing in again', async ({ adminPage: page }) => {
    const path = await productPath(page, 'Ibuprofen 200mg');
    await page.goto(path);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(/Ibuprofen/);
    await name.fill('Ibuprofen 200mg tablets, renamed offline');
    await expect.poll(() => draftSlots(page, `products/${path.split('/').pop()}`)).toHaveLength(1);

    // The session ends (here: its cookie is gone); the save meets it and leads to sign-in, then back.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/We sent a login code/)).toBeVisible();
    await page.getByLabel('Login code').fill(await sandbox.latestCode(ACCOUNTS.admin.email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(path);
    await expect(offerOn(page)).toContainText('Changed: Name.');
    await offerOn(page).getByRole('button', { name: 'Restore' }).click();
    await expect(name).toHaveValue('Ibuprofen 200mg tablets, renamed offline');
  });
});
