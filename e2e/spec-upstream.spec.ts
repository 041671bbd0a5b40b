// The console against an independent stand-in that speaks only docs/api-contract.md#auth-calls (not the sandbox).
import { expect, test } from '@playwright/test';
import { E2E } from './support/ports';

/** Moves the stand-in's clock on: the tokens it issued lapse as if that time had passed. */
async function advanceStandInClock(seconds: number): Promise<void> {
  const response = await fetch(`${E2E.standInUrl}/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

// This file's own hook (not a shared module's), so every test here gets it.
test.afterEach(async () => {
  await fetch(`${E2E.standInUrl}/clock`, { method: 'DELETE' });
});

test('signs in, loads the user and keeps the session alive on a spec-only upstream', async ({ page }) => {
  // Time is moved on, not waited out: the page's clock runs the tab's refresh timer, the stand-in's decides
  // which tokens have lapsed. (The console server's own clock stays: it only refreshes a due session early,
  // and the upstream is what refuses an expired token.)
  await page.clock.install();
  await page.goto('/me');
  await expect(page).toHaveURL('/login?next=%2Fme');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a login code/)).toBeVisible();
  await page.getByLabel('Login code').fill(E2E.standInCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/me');
  await expect(page.getByRole('main').getByText('Stella Standin')).toBeVisible();

  // Its access tokens live 8 s: the tab's refresh is armed for 3 s. Both clocks 9 s on, the first token
  // has lapsed at the stand-in, and the session goes on past it only through the tab's refresh.
  await advanceStandInClock(9);
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
  await page.clock.fastForward(9_000);
  expect((await refreshed).status()).toBe(200);
  await expect
    .poll(async () => {
      const calls = (await (await fetch(`${E2E.standInUrl}/calls`)).json()) as Record<string, number>;
      return calls['POST /v1/auth/refresh-token'] ?? 0;
    })
    .toBeGreaterThanOrEqual(1);
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
