// One control by its accessible name, whatever kind of input it is: the roles a form's fields take.
import type { Locator } from '@playwright/test';

/** The roles of the inputs a form draws: text and dates, numbers, selects and pickers, check boxes. */
const FIELD_ROLES = ['textbox', 'spinbutton', 'combobox', 'checkbox', 'switch', 'searchbox', 'radio'] as const;

/** The input inside `scope` whose accessible name (its visible label) is exactly `name`. */
export function labelledControl(scope: Locator, name: string): Locator {
  return FIELD_ROLES.map((role) => scope.getByRole(role, { name, exact: true })).reduce((all, one) => all.or(one));
}
