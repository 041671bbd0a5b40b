// Sign-in, remembered targets, validation, sign-out and what the browser can (not) see of a session.
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, openUserMenu, sameOriginHeaders, sandbox, test } from './support/fixtures';

test.describe('sign-in', () => {
  test('sends a signed-out visitor to sign-in, then back to the page they asked for', async ({ page }) => {
    await page.goto('/content/update/3?tab=seo');
    await expect(page).toHaveURL('/login?next=%2Fcontent%2Fupdate%2F3%3Ftab%3Dseo');

    await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`We sent a login code to ${ACCOUNTS.admin.email}`)).toBeVisible();
    await page.getByLabel('Login code').fill(await sandbox.latestCode(ACCOUNTS.admin.email));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/content/update/3?tab=seo');
    await expect(page.getByRole('heading', { name: 'Edit content' })).toBeVisible();
  });

  test('lands on the dashboard with a greeting when no target was asked for', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.editor.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/We sent a login code/)).toBeVisible();
    await page.getByLabel('Login code').fill(await sandbox.latestCode(ACCOUNTS.editor.email));
    await page.getByLabel('Login code').press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Eddie' })).toBeVisible();
  });

  for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    test(`ignores an off-site target ${next}`, async ({ page }) => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText(/We sent a login code/)).toBeVisible();
      await page.getByLabel('Login code').fill(await sandbox.latestCode(ACCOUNTS.admin.email));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('signs in through a target whose dot segments point off-site and stays on the console', async ({ page, baseURL }) => {
    // Written raw, as a phishing link would be: resolved, `/..//evil.example` is `//evil.example`, a host.
    await page.goto('/login?next=/..//evil.example');
    await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/We sent a login code/)).toBeVisible();
    await page.getByLabel('Login code').fill(await sandbox.latestCode(ACCOUNTS.admin.email));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  });

  test('asks for the e-mail and the code before sending anything', async ({ page }) => {
    await page.goto('/login');
    await sandbox.resetCalls();

    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('You must provide email', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('You must provide email and login code')).toBeVisible();

    await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('You must provide email and login code')).toBeVisible();

    expect(await sandbox.calls()).toEqual({});
  });

  test('shows the upstream answer for a wrong code and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/We sent a login code/)).toBeVisible();
    const code = await sandbox.latestCode(ACCOUNTS.admin.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Login code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or login code' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.admin.email);
    await expect(page.getByLabel('Login code')).toHaveValue(wrong);
    await expect(page).toHaveURL('/login');
  });

  test('sends a signed-in user away from the sign-in page', async ({ adminPage: page }) => {
    await page.goto('/login?next=%2Fme');
    await expect(page).toHaveURL('/me');
  });
});

/**
 * A second tab of the same browser on /products, left for `page` (headless tabs never lose focus by
 * themselves), its session refreshes held so that only the news from `page` can tell it anything: a
 * refresh due meanwhile would meet the ended session's 401 and send the tab to sign-in by itself (with the
 * sandbox's 15 s tokens, one falls due within a slow run of these tests). A clock installed in the page
 * does not do it: Playwright's clock is the whole context's and runs on unless paused.
 */
async function tabLeftOnProducts(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  // Never answered: the tab's keeper waits on it, as on a slow network.
  await other.route('**/api/auth/refresh', () => undefined);
  await other.goto('/products');
  await expect(other.getByRole('table', { name: 'Products' })).toBeVisible();
  await other.evaluate(() => window.dispatchEvent(new Event('blur')));
  return other;
}

test.describe('session', () => {
  test('keeps every token out of reach of page JavaScript', async ({ adminPage: page, baseURL }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().startsWith(baseURL!)) bodies.push(await response.text().catch(() => ''));
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();

    const session = (await page.context().cookies()).find((c) => c.name === 'console_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const { access_token, refresh_token } = await sandbox.tokens(ACCOUNTS.admin.email);
    const seenByScripts = await page.evaluate(() =>
      [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n'),
    );
    const seenOnTheWire = [seenByScripts, await page.content(), ...bodies, await (await page.request.get('/api/me')).text()];
    for (const text of seenOnTheWire) {
      expect(text).not.toContain(access_token);
      expect(text).not.toContain(refresh_token);
      expect(text).not.toMatch(/access_token|refresh_token|Fe26\./);
    }
    expect(bodies.length).toBeGreaterThan(3);
  });

  test('refreshes the upstream session before it expires and stays signed in', async ({ adminPage: page }) => {
    // Time is moved on, not waited out: the page's clock runs the tab's timer, the sandbox's decides
    // which tokens have lapsed, both by the same seconds. The console's own clock runs on, behind the
    // sandbox's by those seconds, as a host behind the API's clock is: a call it makes with a token it still
    // holds current may be refused, and is then renewed and sent again, so the steps below may take as long
    // as a loaded machine needs.
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const signedIn = await sandbox.tokens(ACCOUNTS.admin.email);
    await sandbox.resetCalls();
    // The sandbox's access tokens live 15 s here: the tab's timer must refresh at 10 s, before the expiry.
    await sandbox.advanceClock(11);
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
    await page.clock.fastForward(11_000);
    expect((await refreshed).status()).toBe(200);
    await expect.poll(async () => (await sandbox.calls())['POST /v1/auth/refresh-token'] ?? 0).toBeGreaterThanOrEqual(1);
    expect((await sandbox.tokens(ACCOUNTS.admin.email)).access_token).not.toBe(signedIn.access_token);
    // 16 s on, the first access token has lapsed at the sandbox: what follows works on the refreshed one.
    await sandbox.advanceClock(5);
    const lapsed = await fetch(`${sandbox.url}/v1/me`, { headers: { authorization: `Bearer ${signedIn.access_token}` } });
    expect(lapsed.status).toBe(401);
    await page.clock.fastForward(5_000);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.goto('/me');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.admin.name).first()).toBeVisible();
  });

  test('ends the session and returns to sign-in when the refresh is refused', async ({ adminPage: page }) => {
    await page.clock.install();
    await page.goto('/me');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await sandbox.fault({ method: 'POST', path: '/v1/auth/refresh-token', status: 401, times: 5, body: 'Invalid refresh token' });
    // The tab's refresh, armed for 10 s, runs when the page's clock gets there rather than 10 s from now.
    await page.clock.fastForward(11_000);
    await expect(page).toHaveURL('/login?next=%2Fme');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
  });

  test('retries loading the current user when the API stumbles', async ({ adminPage: page }) => {
    await sandbox.fault({ method: 'GET', path: '/v1/me', status: 503, times: 2 });
    await page.goto('/me');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(ACCOUNTS.admin.name).first()).toBeVisible();
  });

  test('logs out from the user menu and forgets the session', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?next=%2Fdashboard');
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('tells another tab at once of a sign-out there, and sends it to sign-in saying why', async ({ adminPage: page }) => {
    const other = await tabLeftOnProducts(page);
    try {
      await page.goto('/dashboard');
      const menu = await openUserMenu(page);
      await menu.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/login');

      const signedOut = other.getByRole('alertdialog', { name: 'You signed out in another tab' });
      await expect(signedOut).toBeVisible();
      await signedOut.getByRole('button', { name: 'Sign in again' }).click();
      await expect(other).toHaveURL('/login?next=%2Fproducts');
      await expect(other.getByText('Your session ended, so nothing more could be saved. Sign in to go back to where you were.')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('tells another tab that someone else signed in, and continues there as them', async ({ adminPage: page, baseURL }) => {
    const other = await tabLeftOnProducts(page);
    try {
      // The admin's session ends without a word to the tabs (as when it lapses), then the editor signs in here.
      expect((await page.request.post('/api/auth/logout', { headers: sameOriginHeaders(baseURL!) })).status()).toBeLessThan(300);
      await page.goto('/login');
      await page.getByLabel('Email').fill(ACCOUNTS.editor.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText(/We sent a login code/)).toBeVisible();
      await page.getByLabel('Login code').fill(await sandbox.latestCode(ACCOUNTS.editor.email));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome, Eddie' })).toBeVisible();

      const switched = other.getByRole('alertdialog', { name: `Signed in as ${ACCOUNTS.editor.name} in another tab` });
      await expect(switched).toBeVisible();
      await expect(switched).toContainText(`still shows the console of ${ACCOUNTS.admin.name}`);
      await switched.getByRole('button', { name: `Continue as ${ACCOUNTS.editor.name}` }).click();
      await expect(other.getByRole('table', { name: 'Products' })).toBeVisible();
      await expect(other.getByRole('button', { name: 'User menu, EE' })).toBeVisible();
      await expect(other.getByRole('alertdialog')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('a save after the session ended elsewhere goes to sign-in, which says why', async ({ adminPage: page, baseURL }) => {
    const listed = (await (await page.request.get('/api/main/v1/products?limit=1')).json()) as { data: { records: { id: number; name: string }[] } };
    const product = listed.data.records[0];
    await page.goto(`/products/update/${product.id}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue(product.name);
    await name.fill(`${product.name} (typed before the session ended)`);
    expect((await page.request.post('/api/auth/logout', { headers: sameOriginHeaders(baseURL!) })).status()).toBeLessThan(300);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/products/update/${product.id}`)}`);
    await expect(page.getByText('Your session ended, so nothing more could be saved. Sign in to go back to where you were.')).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Your session ended/)).toHaveCount(0);
  });

  test('shows an error toast when logging out fails', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'down' }));
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Error occured')).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
  });
});
