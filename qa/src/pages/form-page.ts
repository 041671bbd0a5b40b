// A generic create or update form ("New product", "Edit product"): fields found by their label, Save,
// the field errors (the browser's checks and the server's 422 alike, each on its field), the save error
// above the fields, and Delete with its confirmation.
import { expect, type Locator } from '@playwright/test';
import { labelledControl } from './labelled.js';
import { ScreenPage } from './screen-page.js';

/** A value to put in a field: text for inputs and selects (a choice's label), true/false for a checkbox. */
export type FieldValue = string | boolean;

export class FormPage extends ScreenPage {
  /** The form, named by its title. */
  get form(): Locator {
    return this.main.getByRole('form', { name: this.name, exact: true });
  }

  /** Waits until the form is drawn (an update form draws once its record has loaded). */
  override async waitUntilReady(): Promise<void> {
    await expect(this.form.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  }

  /**
   * A field's input, select or checkbox, by its visible label (its accessible name), exactly: `field('Name')`
   * is not "Meta title". A label used twice (a row of a list field) needs `.nth()`.
   */
  field(label: string): Locator {
    return labelledControl(this.form, label);
  }

  /** Fills a field by its label: types into an input, chooses a select's choice by its label, ticks or clears a checkbox. */
  async fill(label: string, value: FieldValue): Promise<void> {
    const field = this.field(label);
    const kind = await field.evaluate((element) =>
      element instanceof HTMLSelectElement ? 'select' : element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? 'check' : 'text',
    );
    if (kind === 'check') await field.setChecked(value === true || value === 'true', { force: true });
    else if (kind === 'select') await field.selectOption({ label: String(value) });
    else await field.fill(String(value));
  }

  /** Fills several fields, in order: `fillAll({ Name: 'Balm', Price: '4.99' })`. */
  async fillAll(values: Readonly<Record<string, FieldValue>>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.fill(label, value);
  }

  /** Presses Save. What follows (a toast, a new address, field errors) is for the test to expect. */
  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** The message under a field when it is invalid (`aria-invalid`, its `aria-errormessage`), or null. */
  async fieldError(label: string): Promise<string | null> {
    const field = this.field(label);
    if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
    return field.evaluate((element) =>
      (element.getAttribute('aria-errormessage') ?? '')
        .split(/\s+/)
        .map((id) => (id ? element.ownerDocument.getElementById(id)?.textContent?.trim() : ''))
        .filter(Boolean)
        .join(' '),
    );
  }

  /** Waits until a field is marked invalid with this error (its accessible error message). */
  async expectFieldError(label: string, message: string | RegExp): Promise<void> {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleErrorMessage(message);
  }

  /** The alert above the fields when a save failed for a reason no field carries (a 409, a 500). */
  get saveError(): Locator {
    return this.form.getByRole('alert');
  }

  /**
   * Deletes the record: Delete, then the confirmation's Delete ("Delete this product?"). Only on update
   * forms of roles that may delete.
   */
  async delete(): Promise<void> {
    await this.main.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: /^Delete this / });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
