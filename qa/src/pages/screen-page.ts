// What every screen's page object shares: the page, the screen's name as docs/qa.md gives it (its h1),
// the main landmark everything is looked up in, opening it at a path and waiting until it has drawn.
import type { Locator, Page } from '@playwright/test';

export abstract class ScreenPage {
  /** The screen's main landmark: everything a screen object finds is looked up inside it. */
  readonly main: Locator;

  /**
   * @param page the signed-in page
   * @param name the screen's title as docs/qa.md gives it: its heading (h1), and the name of its table or form
   */
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.main = page.getByRole('main');
  }

  /** Opens the screen at `path` (with any query: `/orders?status=placed`) and waits until it has drawn. */
  async goto(path: string): Promise<this> {
    await this.page.goto(path);
    await this.waitUntilReady();
    return this;
  }

  /** The screen's heading (h1). */
  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1, name: this.name, exact: true });
  }

  /** Waits until the screen shows what it opens with (a list its rows, a form its fields). */
  abstract waitUntilReady(): Promise<void>;
}
