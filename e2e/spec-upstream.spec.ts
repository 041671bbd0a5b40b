// The console against an independent stand-in that speaks only docs/api-contract.md#auth-calls (not the sandbox).
import { expect, test } from '@playwright/test';
import { E2E } from './support/ports';

test('signs in, loads the user and keeps the session alive on a spec-only upstream', async ({ page }) => {
  await page.goto('/me');
  await expect(page).toHaveURL('/login?next=%2Fme');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a login code/)).toBeVisible();
  await page.getByLabel('Login code').fill(E2E.standInCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/me');
  await expect(page.getByRole('main').getByText('Stella Standin')).toBeVisible();

  // Its access tokens live 8 s: the tab refreshes at 3 s, and the session goes on past the first expiry.
  await expect
    .poll(async () => {
      const calls = (await (await fetch(`${E2E.standInUrl}/calls`)).json()) as Record<string, number>;
      return calls['POST /v1/auth/refresh-token'] ?? 0;
    }, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(9_000);
  await page.reload();
  await expect(page.getByRole('main').getByText('Stella Standin')).toBeVisible();
  await expect(page).toHaveURL('/me');
});

test('answers a wrong code in the console’s words, not the stand-in’s refusal text', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Login code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or login code' })).toBeVisible();
  await expect(page.getByText('Wrong code')).toHaveCount(0);
});
