// A generic list screen (/products, /orders, /system/users…): its search box, filter selects, sortable
// column headings, paging, rows that open their record, and the selection with its bulk actions. Found by
// role and accessible name only; each action waits until the list has redrawn for it.
import { expect, type Locator } from '@playwright/test';
import { ScreenPage } from './screen-page.js';

/** Sort orders as the column heading announces them (`aria-sort`). */
export type SortOrder = 'ascending' | 'descending';

/** What a step on all that match came to, as its dialog says once the job has ended. */
export interface AllMatchingOutcome {
  /** `done` when every record was reached, `stopped` when Stop was pressed part way. */
  state: 'done' | 'stopped';
  /** How many matched when the step started ("working through 120 content items"). */
  total: number;
  /** How many took the step ("117 sent for review"). */
  changed: number;
  /** How many were skipped, each with its reason in `text`. */
  skipped: number;
  /** The outcome as the dialog words it, reasons included. */
  text: string;
}

/** A count as the console writes it ("10,000") read back as a number. */
const countIn = (text: string) => Number(text.replaceAll(',', ''));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ListPage extends ScreenPage {
  /** The table of records, named by the list's title. */
  get table(): Locator {
    return this.main.getByRole('table', { name: this.name, exact: true });
  }

  /** The records' rows on this page (the heading row left out). */
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** The row whose text (its accessible name) matches: a record's name, number or e-mail. */
  row(name: string | RegExp): Locator {
    return this.table.getByRole('row', { name });
  }

  /** The search box (labelled "Search"). */
  get searchBox(): Locator {
    return this.main.getByRole('searchbox', { name: 'Search', exact: true });
  }

  /** A filter's select, or the search box of one fed by another resource, by its label (`'Status'`, `'Category'`). */
  filterSelect(label: string): Locator {
    return this.main.getByRole('combobox', { name: label, exact: true });
  }

  /** The "Rows per page" select. */
  get pageSizeSelect(): Locator {
    return this.main.getByRole('combobox', { name: 'Rows per page', exact: true });
  }

  /** "Create", shown to roles that may create. */
  get createLink(): Locator {
    return this.main.getByRole('link', { name: 'Create', exact: true });
  }

  /** The line under the table: "10,000 records · Page 2 of 500" (counts with thousands separators). */
  get summary(): Locator {
    return this.main.getByText(/^[\d,]+ records? · Page [\d,]+ of [\d,]+$/);
  }

  /** The pager under the table: first, previous, page numbers, next, last and the "Go to page" field. */
  get pagination(): Locator {
    return this.main.getByRole('navigation', { name: 'Pagination', exact: true });
  }

  /** The alert that says the list could not be loaded, with the upstream's message and Retry. */
  get loadError(): Locator {
    return this.main.getByRole('alert').filter({ hasText: `${this.name} could not be loaded` });
  }

  /** The toolbar shown over a selection: "3 selected" and the steps they may take together. */
  get bulkBar(): Locator {
    return this.main.getByRole('toolbar', { name: 'Bulk actions' });
  }

  /** The outcome of a bulk step ("Mark processed: 2 changed, 1 refused", and the refused records). */
  get bulkOutcome(): Locator {
    return this.main.getByRole('status').filter({ hasText: /changed/ });
  }

  /** Waits until the table shows rows for what it was asked (it is marked busy while loading). */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
  }

  /** The same as `waitUntilLoaded`: the list is ready once its rows are drawn. */
  override waitUntilReady(): Promise<void> {
    return this.waitUntilLoaded();
  }

  /** Runs `change`, then waits for the address to change (the list's state lives in it) and the rows to follow. */
  private async afterChange(change: () => Promise<void>): Promise<void> {
    const before = this.page.url();
    await change();
    await expect.poll(() => this.page.url(), { message: `${this.name}: the list's address to change` }).not.toBe(before);
    await this.waitUntilLoaded();
  }

  /** Searches (the upstream's search over the list's search fields); an empty text clears it. */
  async search(text: string): Promise<void> {
    if ((await this.searchBox.inputValue()) === text) return this.waitUntilLoaded();
    await this.afterChange(async () => {
      await this.searchBox.fill(text);
      await this.searchBox.press('Enter');
    });
  }

  /**
   * Chooses a filter's choice by its label (`filter('Status', 'Needs action')`); `'All'` clears it. A filter
   * fed by another resource (`filter('Category', 'Allergies')`) is a search box: the name is typed and its
   * option picked; "Clear <label>" clears it.
   */
  async filter(label: string, choice: string): Promise<void> {
    const select = this.filterSelect(label);
    const isSearched = await select.evaluate((element) => element instanceof HTMLInputElement);
    const current = await select.evaluate((element) =>
      element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.label ?? '') : (element as HTMLInputElement).value || 'All',
    );
    if (current === choice) return this.waitUntilLoaded();
    await this.afterChange(async () => {
      if (!isSearched) return select.selectOption({ label: choice }).then(() => undefined);
      if (choice === 'All') return this.main.getByRole('button', { name: `Clear ${label}`, exact: true }).click();
      await select.click();
      await select.fill(choice);
      await this.page.getByRole('option', { name: choice, exact: true }).click();
    });
  }

  /** The heading of a column, by its label; `aria-sort` says how a sortable one sorts. */
  columnHeader(label: string): Locator {
    return this.table.getByRole('columnheader', { name: label });
  }

  /** Sorts by a column: its heading's button, pressed until the column sorts in `order`. */
  async sortBy(label: string, order: SortOrder = 'ascending'): Promise<void> {
    const header = this.columnHeader(label);
    for (let press = 0; press < 2 && (await header.getAttribute('aria-sort')) !== order; press += 1) {
      await header.getByRole('button', { name: label }).click();
      await expect(header).not.toHaveAttribute('aria-sort', 'none');
    }
    await expect(header).toHaveAttribute('aria-sort', order);
    await this.waitUntilLoaded();
  }

  /** Chooses how many rows a page shows (5, 10, 20, 25 or 50). */
  async setPageSize(size: number): Promise<void> {
    if ((await this.pageSizeSelect.inputValue()) === String(size)) return this.waitUntilLoaded();
    await this.afterChange(async () => {
      await this.pageSizeSelect.selectOption(String(size));
    });
  }

  /** Goes to the next page. */
  async nextPage(): Promise<void> {
    await this.afterChange(() => this.main.getByRole('button', { name: 'Next page', exact: true }).click());
  }

  /** Goes to the previous page. */
  async previousPage(): Promise<void> {
    await this.afterChange(() => this.main.getByRole('button', { name: 'Previous page', exact: true }).click());
  }

  /** Goes to the first page. */
  async firstPage(): Promise<void> {
    await this.afterChange(() => this.pagination.getByRole('button', { name: 'First page', exact: true }).click());
  }

  /** Goes to the last page. */
  async lastPage(): Promise<void> {
    await this.afterChange(() => this.pagination.getByRole('button', { name: 'Last page', exact: true }).click());
  }

  /** Goes to a page by typing its number in "Go to page" and pressing Enter. */
  async goToPage(page: number): Promise<void> {
    const field = this.pagination.getByRole('textbox', { name: 'Go to page', exact: true });
    await this.afterChange(async () => {
      await field.fill(String(page));
      await field.press('Enter');
    });
  }

  /** How many records match, as the line under the table says. */
  async total(): Promise<number> {
    await expect(this.summary).toBeVisible();
    return Number((await this.summary.textContent())!.match(/^([\d,]+)/)![1].replaceAll(',', ''));
  }

  /** Opens a row's record: its first cell's link (an update form, a drawer or a screen of its own). */
  async openRow(name: string | RegExp): Promise<void> {
    await this.row(name).getByRole('link').first().click();
  }

  /** Ticks the rows' checkboxes ("Select <name>"); the bulk bar appears. */
  async selectRows(...names: (string | RegExp)[]): Promise<void> {
    for (const name of names) {
      // Chakra's checkbox input lies visually hidden under its label, which takes the pointer.
      await this.row(name).getByRole('checkbox').check({ force: true });
    }
  }

  /** Ticks "Select all rows on this page". */
  async selectAllOnPage(): Promise<void> {
    await this.table.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
  }

  /** Presses a step of the bulk bar (`'Mark processed'`); a step that asks first opens a StepDialog. */
  async runBulkStep(label: string): Promise<void> {
    await this.bulkBar.getByRole('button', { name: label, exact: true }).click();
  }

  /**
   * Ticks the page, then "Select all N that match" in the bulk bar: every record the list's search and
   * filters match, on every page, not only the rows shown. Answers N.
   */
  async selectAllThatMatch(): Promise<number> {
    await this.waitUntilLoaded();
    await this.selectAllOnPage();
    const button = this.bulkBar.getByRole('button', { name: /^Select all [\d,]+ that match$/ });
    const total = countIn(/([\d,]+)/.exec((await button.textContent()) ?? '')![1]);
    await button.click();
    await expect(this.bulkBar).toContainText(/^All [\d,]+ that match selected/);
    return total;
  }

  /**
   * Runs a step on every record that matches (`runStepOnAllThatMatch('Send for review')`): selects all that
   * match, presses the step, confirms its question ("Send 120 content items for review?"), waits for the
   * job to end however long it works (progress is polled by the screen, not by a fixed wait), reads the
   * counts, closes the dialog and waits for the list to reload. `timeout` bounds the whole job (60 s).
   */
  async runStepOnAllThatMatch(label: string, { timeout = 60_000 }: { timeout?: number } = {}): Promise<AllMatchingOutcome> {
    await this.selectAllThatMatch();
    await this.runBulkStep(label);
    const question = this.page.getByRole('dialog', { name: /\?$/ });
    await question.getByRole('button', { name: label, exact: true }).click();
    const ended = this.page.getByRole('dialog', { name: new RegExp(`^${escaped(label)}: (done|stopped)$`) });
    await expect(ended, `${label}: the job to end`).toBeVisible({ timeout });
    const state = (await this.page.getByRole('dialog', { name: `${label}: stopped`, exact: true }).count()) > 0 ? 'stopped' : 'done';
    const text = ((await ended.getByRole('status').textContent()) ?? '').trim();
    const [, changed, skipped] = /^([\d,]+) .+?, ([\d,]+) skipped/.exec(text) ?? [];
    const counts = { changed: countIn(changed ?? 'NaN'), skipped: countIn(skipped ?? 'NaN') };
    // Stopped: "Stopped after 12 of 60: …"; done: every record was reached, so changed and skipped add up to all.
    const total = state === 'stopped' ? countIn(/ of ([\d,]+):/.exec(text)?.[1] ?? 'NaN') : counts.changed + counts.skipped;
    const outcome: AllMatchingOutcome = { state, total, ...counts, text };
    await ended.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(ended).toBeHidden();
    await this.waitUntilLoaded();
    return outcome;
  }
}
