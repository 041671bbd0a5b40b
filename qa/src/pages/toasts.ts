// The notifications at the top of every screen: a region named "Notifications" whose list items are the
// toasts (success, info, and errors, which are alerts), some with an action such as Undo.
import type { Locator, Page } from '@playwright/test';

export class Toasts {
  /** The notifications region. */
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Notifications' });
  }

  /** The toasts holding this text ("Product created", "Upstream exploded"); `.first()` when several may show. */
  toast(text: string | RegExp): Locator {
    return this.region.getByRole('listitem').filter({ hasText: text });
  }

  /** Error toasts (each an alert inside its list item). */
  get errors(): Locator {
    return this.region.getByRole('alert');
  }

  /** Presses a toast's action (`'Undo'`). */
  async act(text: string | RegExp, action: string): Promise<void> {
    await this.toast(text).first().getByRole('button', { name: action, exact: true }).click();
  }

  /** Closes a toast ("Close notification"). */
  async close(text: string | RegExp): Promise<void> {
    await this.toast(text).first().getByRole('button', { name: 'Close notification' }).click();
  }
}
