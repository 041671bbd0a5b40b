// A drawer opened over a list from the address (`/orders?order=12`, `/feedbacks?feedback=3`): a dialog
// named by its record's title, its sections as named regions, the status steps and Close.
import { expect, type Locator, type Page } from '@playwright/test';

export class Drawer {
  /** The drawer itself: a dialog named by its title (an order's number, a customer's name). */
  readonly dialog: Locator;

  /**
   * @param page the page the drawer opened on
   * @param name its title (`'GB-100023'`); any open drawer when omitted
   */
  constructor(
    readonly page: Page,
    readonly name?: string | RegExp,
  ) {
    this.dialog = name === undefined ? page.getByRole('dialog') : page.getByRole('dialog', { name });
  }

  /** Waits until it is open and its record has loaded. */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog).not.toHaveAttribute('aria-busy', 'true');
  }

  /** A section of the record ("Order", "Customer", "Timeline", "Status"), a named region. */
  section(name: string): Locator {
    return this.dialog.getByRole('region', { name, exact: true });
  }

  /** A button in the drawer: a status step ("Mark processed", "Cancel order"), Undo, Retry. */
  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Presses a status step; a step that asks first opens a StepDialog. */
  async runStep(label: string): Promise<void> {
    await this.button(label).click();
  }

  /** An alert inside the drawer, e.g. a refused step ("The order was not changed") or a load error. */
  get alert(): Locator {
    return this.dialog.getByRole('alert');
  }

  /** Closes it with Escape, as a keyboard user does, and waits until it has gone. */
  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.dialog).toBeHidden();
  }
}
