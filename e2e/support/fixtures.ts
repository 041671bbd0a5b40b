// Shared Playwright fixtures: a signed-in page per role, and the running test's sandbox. The sandbox's
// control calls and the sign-in are the QA kit's (@wellness-console/qa, qa/), so the project's own suite
// and QA's suites use one set of helpers.
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, SandboxClient, sameOriginHeaders, signIn as signInThroughBff, type Role } from '@wellness-console/qa';
import { E2E } from './ports';

export { ACCOUNTS, sameOriginHeaders, type Role };

/**
 * The sandbox behind the running test's console: each browser project has its own (playwright.config.ts
 * names it in the project's metadata), so a fault planned or a clock moved in one never reaches the other.
 */
export function sandboxUrl(): string {
  const named = base.info().project.metadata?.sandboxUrl;
  return typeof named === 'string' ? named : E2E.sandboxUrl;
}

/** The sandbox's test-only endpoints (never part of the real API), on the running test's sandbox: its URL is asked at each call. */
export const sandbox = new SandboxClient(sandboxUrl);

/** Signs the page's browser context in through the BFF, as the sign-in form would. */
export async function signIn(page: Page, role: Role, baseURL: string): Promise<void> {
  await signInThroughBff(page, role, { sandbox, baseURL });
}

/** Another person on a browser of their own (a new context), signed in as `role`, beside the test's page. */
export async function browserAs(browser: Browser, role: Role, baseURL: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, role, baseURL);
  return { page, close: () => context.close() };
}

/**
 * Opens the menu `trigger` opens and answers it. A press before the page has hydrated goes unheard (under
 * load the first one can), so the trigger is pressed again only while no menu has opened: a press heard
 * while the menu's code loads opens it after the load, and a press on the open menu would close it.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click();
    await expect(menu).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}

/** Opens the top bar's user menu (see openMenu). */
export function openUserMenu(page: Page): Promise<Locator> {
  return openMenu(page, page.getByRole('button', { name: 'User menu' }));
}

export const test = base.extend<{ adminPage: Page; editorPage: Page; resetSandboxAfterTest: void }>({
  adminPage: async ({ page, baseURL }, provide) => {
    await signIn(page, 'admin', baseURL!);
    await provide(page);
  },
  editorPage: async ({ page, baseURL }, provide) => {
    await signIn(page, 'editor', baseURL!);
    await provide(page);
  },
  // Faults a test planned but did not use up, and a clock it moved on, must not reach the next test. An
  // automatic fixture, not a test.afterEach here: a hook in a shared module is registered only with the
  // first spec file that loads it in a worker, so the other files' tests went without it.
  resetSandboxAfterTest: [
    async ({}, provide) => {
      await provide();
      await sandbox.clearFaults();
      await sandbox.resetClock();
    },
    { auto: true },
  ],
});

export { expect };
