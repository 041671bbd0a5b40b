// The shell every staff screen sits in: top bar, navigation by role, colour mode, errors.
import type { Page } from '@playwright/test';
import { ROUTES } from '../lib/routes';
import { scanBothModes } from './support/axe';
import { ACCOUNTS, expect, openUserMenu, signIn, test } from './support/fixtures';

/** Presses `?` until the sheet opens: the shell's listener is there once the page has hydrated. */
async function openShortcutSheet(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(async () => {
    await page.keyboard.press('?');
    await expect(sheet).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return sheet;
}

test.describe('shell', () => {
  test('shows the top bar, the user menu with the version, and the profile', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '60px');
    await expect(header.getByRole('link', { name: /Wellness Console/ })).toHaveAttribute('href', '/');

    // The name holds the initials the button shows (WCAG 2.5.3); "User menu" starts it for every user.
    await expect(page.getByRole('button', { name: 'User menu, AA', exact: true })).toBeVisible();
    await openUserMenu(page);
    await expect(page.getByText('1.73.4')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL('/me');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('main').getByText(ACCOUNTS.admin.name)).toBeVisible();
    await expect(page.getByRole('main').getByText('admin', { exact: true })).toBeVisible();
  });

  test('says so when the user menu cannot be fetched, and the page keeps working', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    // The network goes away after the page has loaded: the menu's code, fetched on demand, never arrives.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText('The user menu could not be loaded')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  });

  test('collapses the sidebar to a rail and remembers it', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(200);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan(100);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan(100);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(200);
  });

  test('switches light and dark, follows the system until chosen, and remembers', async ({ adminPage: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    // The greeting needs the loaded user, so the page is hydrated and the toggle listens.
    const greeting = page.getByRole('heading', { name: 'Welcome, Ada' });
    await expect(greeting).toBeVisible();
    await page.getByRole('button', { name: 'Toggle color mode' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await expect(greeting).toBeVisible();
    await page.getByRole('button', { name: 'Toggle color mode' }).click();
    await expect(html).toHaveClass(/dark/);
  });

  test('opens a child group when its parent is selected and highlights the current page', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const group = nav.getByRole('button', { name: 'Content', exact: true });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Content types' }).click();
    await expect(page).toHaveURL('/content-types');
    await expect(page.getByRole('heading', { name: 'Content types' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Content types' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('shows admin-only entries disabled for an editor', async ({ editorPage: page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Orders', 'Customers', 'Feedbacks', 'Team members', 'Subscribers']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(nav.getByRole('link', { name: 'Tips' })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('button', { name: 'System' })).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('button', { name: 'Products', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Categories', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Best seller' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('disables Tips for an admin, whose role may not open the list', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Tips' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('says why a greyed entry is greyed, to the keyboard and to a screen reader', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const tips = nav.getByRole('link', { name: 'Tips', exact: true });
    await expect(tips).toHaveAccessibleDescription('Tips are listed for editors');
    // Reached by Tab from the entry before it, and the reason is drawn under it as it takes focus (until
    // then only a screen reader has it: a visually hidden box of one pixel, which toBeVisible would count).
    const note = nav.getByText('Tips are listed for editors');
    const drawnHeight = async () => (await note.boundingBox())?.height ?? 0;
    expect(await drawnHeight()).toBeLessThanOrEqual(1);
    await nav.getByRole('button', { name: 'Influencers' }).focus();
    await page.keyboard.press('Tab');
    await expect(tips).toBeFocused();
    await expect.poll(drawnHeight).toBeGreaterThan(8);
    await expect(note).toBeInViewport();
    // Enter on it goes nowhere.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('shows a thin bar at the top while a route changes, and removes it once the page is in', async ({ adminPage: page }) => {
    // The suite runs with reduced motion (playwright.config.ts); the bar's motion is checked without it first.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const progress = page.locator('.bprogress');
    // Not part of the first load: the bar's code comes with the first sign of a user.
    await expect(progress).toHaveCount(0);

    // The next page's server answer is held, so the route change lasts as long as the test needs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/orders',
      async (route) => {
        const headers = route.request().headers();
        if (headers.rsc && !headers['next-router-prefetch']) await held;
        await route.continue();
      },
    );
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Orders' });
    await link.hover();
    await expect(progress).toBeAttached();
    await link.click();
    const bar = progress.locator('.bar');
    await expect(bar).toBeVisible();
    expect(await bar.boundingBox()).toMatchObject({ y: 0, height: 3 });
    await expect(bar).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    release();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(progress).toBeHidden();

    // With reduced motion the bar steps instead of sliding and fading.
    await expect(bar).not.toHaveCSS('transition-duration', '0s');
    const main = page.getByRole('main');
    await expect(main).not.toHaveCSS('animation-duration', '1e-05s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(bar).toHaveCSS('transition-duration', '0s');
    // And nothing else moves either: every animation and transition of the console ends at once.
    await expect(main).toHaveCSS('animation-duration', '1e-05s');
    await expect(main).toHaveCSS('animation-iteration-count', '1');
    await expect(main).toHaveCSS('transition-duration', '0s');
  });

  test('shows "Loading..." while the current user loads', async ({ adminPage: page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });
});

test.describe('route guard', () => {
  for (const role of ['admin', 'editor'] as const) {
    test(`gives ${role} the not-found screen with 404 on every route the role may not open`, async ({ page, baseURL }) => {
      await signIn(page, role, baseURL!);
      const forbidden = ROUTES.filter((route) => !route.roles.includes(role)).map((r) => r.pattern.replace(':id', '1'));
      expect(forbidden.length).toBeGreaterThan(0);
      for (const path of forbidden) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      }
    });
  }

  test('shows the not-found screen with a way home on an unknown path', async ({ adminPage: page }) => {
    const response = await page.goto('/no/such/screen');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  });

  test('lets an editor open the routes the table gives them', async ({ editorPage: page }) => {
    for (const [path, heading] of [
      ['/tips', 'Tips'],
      ['/content-types', 'Content types'],
      ['/products/bestsellers', 'Best sellers'],
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });
});

test.describe('keyboard shortcuts', () => {
  test('the sheet lists them; / searches, j and k move through rows, Enter opens one, c creates, g goes; none fires while typing', async ({ adminPage: page }) => {
    await page.goto('/products');
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0);

    const sheet = await openShortcutSheet(page);
    await expect(sheet.getByRole('row', { name: 'g then o Go to Orders' })).toBeVisible();
    await expect(sheet.getByRole('row', { name: '/ Search the list on screen' })).toBeVisible();
    await scanBothModes(page, 'the keyboard shortcut sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // `/` puts the cursor in the search box, where letters are typed, not obeyed.
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await page.keyboard.type('cg');
    await expect(search).toHaveValue('cg');
    await expect(page).toHaveURL(/\/products(\?.*)?$/);
    await search.fill('');
    await search.evaluate((input) => input.blur());

    const rows = table.locator('tbody tr a[data-row-link]');
    await page.keyboard.press('j');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(rows.nth(0)).toBeFocused();
    const href = await rows.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);

    await page.goto('/products');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.keyboard.press('c');
    await expect(page).toHaveURL('/products/create');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await expect(page).toHaveURL('/orders');

    // The sheet is also in the user menu.
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  test('an editor goes only where the role may: g then o stays put, and the sheet offers no orders', async ({ editorPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    const sheet = await openShortcutSheet(page);
    await expect(sheet.getByRole('row', { name: 'g then c Go to Content' })).toBeVisible();
    await expect(sheet.getByText('Go to Orders')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expect(page).toHaveURL('/content');
  });
});
