// Signing a browser context in as the sign-in form does, through the console's own auth calls, with the
// code read from the sandbox's mailbox: a suite starts on a signed-in page without typing a code.
import type { Page } from '@playwright/test';
import { emailOf, type Role } from './accounts.js';
import type { SandboxClient } from './sandbox-client.js';

/** Headers a same-origin page sends with a mutation: the console refuses a POST, PUT or DELETE without them. */
export function sameOriginHeaders(baseURL: string): Record<string, string> {
  return { 'x-csrf': '1', origin: new URL(baseURL).origin, 'content-type': 'application/json' };
}

/**
 * Signs the page's browser context in as a role's account or any seeded e-mail: asks for a code, reads it
 * from the sandbox's mailbox and logs in, so the context holds the session cookie. `baseURL` is the
 * console's (the Playwright project's `use.baseURL`).
 */
export async function signIn(page: Page, who: Role | string, { sandbox, baseURL }: { sandbox: SandboxClient; baseURL: string | undefined }): Promise<void> {
  if (!baseURL) throw new Error('signIn needs the console’s base URL: set use.baseURL in playwright.config');
  const email = emailOf(who);
  const headers = sameOriginHeaders(baseURL);
  const requested = await page.request.post(new URL('/api/auth/request-code', baseURL).href, { headers, data: { email } });
  if (requested.status() !== 200) throw new Error(`Asking a code for ${email} answered ${requested.status()}: ${await requested.text()}`);
  const code = await sandbox.latestCode(email);
  const login = await page.request.post(new URL('/api/auth/login', baseURL).href, { headers, data: { email, code } });
  if (login.status() !== 200) throw new Error(`Signing ${email} in answered ${login.status()}: ${await login.text()}`);
}
