// List paging as a person feels it: on /products over the benchmark's 10,000 records, the time from
// pressing "Next page" to the next page's rows on screen, timed inside the page.
import type { Page } from '@playwright/test';
import { percentile } from './load.mts';

export interface PagingFigures {
  clicks: number;
  p50: number;
  p75: number;
}

/** Clicks "Next page" and resolves with the milliseconds until the first row shows new content. */
const CLICK_AND_WAIT = `new Promise((resolve) => {
  const firstRow = () => document.querySelector('table tbody tr')?.textContent ?? '';
  const button = document.querySelector('nav[aria-label="Pagination"] button[aria-label="Next page"]');
  const before = firstRow();
  const started = performance.now();
  button.click();
  const check = () => (firstRow() !== before && firstRow() !== '' ? resolve(performance.now() - started) : requestAnimationFrame(check));
  requestAnimationFrame(check);
})`;

export async function measurePaging(page: Page, url: string, expectedTotal: number, clicks = 20): Promise<PagingFigures> {
  await page.goto(url);
  const table = page.getByRole('table');
  await table.locator('tbody tr').first().waitFor();
  // Counts are shown with thousands separators ("10,000 records").
  await page.getByText(`${expectedTotal.toLocaleString('en-GB')} records`).waitFor();
  const next = page.getByRole('button', { name: 'Next page' });
  const samples: number[] = [];
  for (let i = 0; i < clicks; i += 1) {
    // Let the prefetch of the following page settle, as it would while a person reads the rows.
    await page.waitForTimeout(150);
    await next.waitFor();
    // Passed as source text: the bundler that runs this file would wrap named functions in a helper
    // the page does not have.
    const elapsed = (await page.evaluate(CLICK_AND_WAIT)) as number;
    samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  return { clicks, p50: percentile(samples, 50), p75: percentile(samples, 75) };
}
