// A confirmation that asks before an action runs ("Mark this order shipped?", "Cancel this order?",
// "Delete this product?"): a dialog, or an alert dialog for a dangerous action, named by its question,
// with the values the step needs as labelled fields, Cancel and the action's own button.
import { expect, type Locator, type Page } from '@playwright/test';
import { labelledControl } from './labelled.js';

export class StepDialog {
  /** The dialog, found as a dialog or an alert dialog by its question. */
  readonly dialog: Locator;

  /**
   * @param page the page it opened on
   * @param question its title (`'Mark this order shipped?'`, or a pattern)
   */
  constructor(
    readonly page: Page,
    readonly question: string | RegExp,
  ) {
    this.dialog = page.getByRole('dialog', { name: question }).or(page.getByRole('alertdialog', { name: question }));
  }

  /** A value the step asks for, by its label (`'Tracking number'`). */
  field(label: string): Locator {
    return labelledControl(this.dialog, label);
  }

  /** Types a value the step asks for. */
  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  /** Presses the action's button, named as the step (`'Mark shipped'`). */
  async confirm(label: string): Promise<void> {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
  }

  /** Presses Cancel and waits until it has closed. */
  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** The error a value shows when it is missing ("Tracking number is required"). */
  error(text: string | RegExp): Locator {
    return this.dialog.getByText(text);
  }
}
