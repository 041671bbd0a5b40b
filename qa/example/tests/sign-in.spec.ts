// Each role signs in and lands on what it may use: an admin through the sign-in form, an editor through
// the fixture, who is shown "Page not found" for a screen only admins have.
import { ACCOUNTS, expect, SignInPage, test } from '@wellness-console/qa';

test('an admin signs in through the form with the mailed code', async ({ page, sandbox }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto('/orders');
  await signInPage.signIn(ACCOUNTS.admin.email, sandbox);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('an editor signs in and may not open orders', async ({ signedInAs }) => {
  const page = await signedInAs('editor');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Eddie' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
