// The public sign-in page (/login): an e-mail, "Send code", the code mailed (read from the sandbox), "Sign in".
import { expect, type Locator, type Page } from '@playwright/test';
import type { SandboxClient } from '../sandbox-client.js';

export class SignInPage {
  constructor(readonly page: Page) {}

  /** The sign-in form. */
  get form(): Locator {
    return this.page.getByRole('form', { name: 'Sign in' });
  }

  /** Opens /login (with `next`, the page to land on after signing in). */
  async goto(next?: string): Promise<void> {
    await this.page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  }

  /** Types the e-mail and presses "Send code". */
  async requestCode(email: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send code', exact: true }).click();
  }

  /** Types a code and presses "Sign in". */
  async enterCode(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Login code', exact: true }).fill(code);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** Signs in as a person does: the e-mail, the code from the sandbox's mailbox, Sign in. */
  async signIn(email: string, sandbox: SandboxClient): Promise<void> {
    const earlier = await sandbox.latestMail(email).catch(() => null);
    await this.requestCode(email);
    // The page may show the code step before the mail is sent: wait for a mail sent after the earlier one,
    // or an earlier code (replaced since, if it had lapsed) would be typed. A live code is mailed again as it is.
    let mail = earlier;
    await expect
      .poll(async () => (mail = await sandbox.latestMail(email).catch(() => null))?.sent_at ?? null, {
        message: `a new login mail in ${email}'s mailbox`,
        timeout: 10_000,
      })
      .not.toBe(earlier?.sent_at ?? null);
    if (mail === null) throw new Error(`No login code reached ${email}'s mailbox`);
    await this.enterCode((mail as { code: string }).code);
  }
}
