// Shared Playwright fixtures: the sandbox's test endpoints, and a signed-in page per role.
import { test as base, expect, type Page } from '@playwright/test';
import { E2E } from './ports';

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', name: 'Ada Admin' },
  editor: { email: 'editor@example.com', name: 'Eddie Editor' },
} as const;
export type Role = keyof typeof ACCOUNTS;

/**
 * The sandbox behind the running test's console: each browser project has its own (playwright.config.ts
 * names it in the project's metadata), so a fault planned or a clock moved in one never reaches the other.
 */
export function sandboxUrl(): string {
  const named = base.info().project.metadata?.sandboxUrl;
  return typeof named === 'string' ? named : E2E.sandboxUrl;
}

/** The sandbox's test-only endpoints (never part of the real API), on the running test's sandbox. */
export const sandbox = {
  async latestCode(email: string): Promise<string> {
    const response = await fetch(`${sandboxUrl()}/__sandbox/mailbox?email=${encodeURIComponent(email)}`);
    expect(response.ok, `a code was sent to ${email}`).toBe(true);
    return ((await response.json()) as { data: { code: string } }).data.code;
  },
  async tokens(email: string): Promise<{ access_token: string; refresh_token: string }> {
    const response = await fetch(`${sandboxUrl()}/__sandbox/tokens?email=${encodeURIComponent(email)}`);
    expect(response.ok).toBe(true);
    return ((await response.json()) as { data: { access_token: string; refresh_token: string } }).data;
  },
  async calls(): Promise<Record<string, number>> {
    const response = await fetch(`${sandboxUrl()}/__sandbox/calls`);
    return ((await response.json()) as { data: Record<string, number> }).data;
  },
  async resetCalls(): Promise<void> {
    await fetch(`${sandboxUrl()}/__sandbox/calls`, { method: 'DELETE' });
  },
  async fault(fault: { method: string; path: string; status: number; times: number; body?: string; delay_ms?: number }) {
    const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    expect(response.ok).toBe(true);
  },
  async clearFaults(): Promise<void> {
    await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
  },
  /** Moves the sandbox's clock on, so its codes, tokens and invitations lapse without a wait. */
  async advanceClock(seconds: number): Promise<void> {
    const response = await fetch(`${sandboxUrl()}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: seconds }),
    });
    expect(response.ok, await response.text()).toBe(true);
  },
  async resetClock(): Promise<void> {
    await fetch(`${sandboxUrl()}/__sandbox/clock`, { method: 'DELETE' });
  },
};

/** Headers a same-origin page would send with a mutation. */
export function sameOriginHeaders(baseURL: string): Record<string, string> {
  return { 'x-csrf': '1', origin: new URL(baseURL).origin, 'content-type': 'application/json' };
}

/** Signs the page's browser context in through the BFF, as the sign-in form would. */
export async function signIn(page: Page, role: Role, baseURL: string): Promise<void> {
  const { email } = ACCOUNTS[role];
  const headers = sameOriginHeaders(baseURL);
  const requested = await page.request.post('/api/auth/request-code', { headers, data: { email } });
  expect(requested.status()).toBe(200);
  const code = await sandbox.latestCode(email);
  const login = await page.request.post('/api/auth/login', { headers, data: { email, code } });
  expect(login.status(), await login.text()).toBe(200);
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
