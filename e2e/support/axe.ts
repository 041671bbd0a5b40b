// Accessibility scans for end-to-end specs: axe-core on the page as it stands, against WCAG 2.0 and 2.1
// levels A and AA, failing on every serious or critical violation (every screen passes such a scan in
// light and dark mode: docs/console-screens.md#accessibility), and the colour-mode switch that lets one
// page load serve both modes. The accessibility walk (e2e/a11y.spec.ts) scans every screen as it opens;
// an area's spec scans, once its content shows, only the states the walk does not reach (a drawer, a
// dialog, an error, a screen with something added or opened).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Violations tolerated on one page for now, by axe rule id, each with what causes it. */
export type KnownViolations = Readonly<Record<string, string>>;

export interface ScanOptions {
  /** Rule ids known to fail on this page, fixed elsewhere; they are reported, not failed. */
  known?: KnownViolations;
  /** CSS selectors left out of the scan (only for things the page does not own). */
  exclude?: readonly string[];
  /** Record the failure and go on (expect.soft), so one run reports every page of a loop. */
  soft?: boolean;
}

export interface ScanResult {
  /** Serious or critical violations that are not known. */
  failing: AxeViolation[];
  /** Serious or critical violations of a known rule. */
  known: AxeViolation[];
}

/** One line per affected element: rule, impact, selector, help and axe's summary of the failure. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return `  [${violation.impact}] ${violation.id} at ${node.target.join(' ')}\n    ${violation.help} (${violation.helpUrl})${summary ? `\n    ${summary}` : ''}`;
      }),
    )
    .join('\n');
}

/** Runs axe on the page and sorts its serious and critical violations into failing and known. */
export async function scanForViolations(page: Page, options: ScanOptions = {}): Promise<ScanResult> {
  // A list that shows its previous rows dimmed while the next ones load (aria-busy) is mid-load, not a
  // state anyone reads: the dimmed text fails contrast on purpose. Scan it settled — not busy, and its rows
  // back to full opacity (they fade back in 0.15 s, a transition that may not have started yet when the
  // busy mark goes) — waiting 5 s at most.
  await page
    .waitForFunction(
      () =>
        !document.querySelector('table[aria-busy="true"], ul[aria-busy="true"]') &&
        [...document.querySelectorAll('tbody')].every((body) => getComputedStyle(body).opacity === '1'),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Scanned mid-animation (a drawer fading in), text and background read as blended colours: let the
  // finite animations end first (never the endless ones, such as a skeleton's pulse), for 2 s at most.
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // After a client-side navigation Next streams the new metadata in: a scan in between finds no <title>.
  // Every screen has one, so wait for it (a page that never gets one still fails the scan).
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => undefined);
  // Only violations are read, so axe need not gather the details of what passed (faster on big pages).
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]).options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const known = options.known ?? {};
  return {
    failing: serious.filter((violation) => !(violation.id in known)),
    known: serious.filter((violation) => violation.id in known),
  };
}

/**
 * Fails with every serious or critical WCAG 2.0/2.1 A/AA violation on the page (rule id, impact, target
 * selectors, help), `label` naming the page and state scanned. Returns the known ones it met.
 */
export async function expectNoSeriousViolations(page: Page, label: string, options: ScanOptions = {}): Promise<AxeViolation[]> {
  const { failing, known } = await scanForViolations(page, options);
  const check = options.soft ? expect.soft : expect;
  check(describeViolations(failing), `serious or critical axe violations on ${label}`).toBe('');
  return known;
}

export type ColorMode = 'light' | 'dark';
export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark'];

/**
 * Emulates the system's colour preference, which next-themes follows until the user picks a mode
 * (e2e/shell.spec.ts): before a page opens it decides the mode the page opens in, on an open page it
 * switches the mode in place.
 */
export async function emulateColorMode(page: Page, mode: ColorMode): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
}

/** The page is drawn in `mode` (next-themes marks the root element). */
export async function expectColorMode(page: Page, mode: ColorMode): Promise<void> {
  const html = page.locator('html');
  if (mode === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

const otherMode = (mode: ColorMode): ColorMode => (mode === 'light' ? 'dark' : 'light');

/**
 * Scans the page in the colour mode it is drawn in, switches to the other in place and scans again, so
 * one load serves both modes; returns the mode the page is left in. The scan waits for the colour
 * transitions the switch starts (scanForViolations). `scan` replaces the plain scan where a spec keeps
 * its own account of what it scanned (e2e/a11y.spec.ts).
 */
export async function scanBothModes(
  page: Page,
  label: string,
  scan: (label: string) => Promise<unknown> = (modeLabel) => expectNoSeriousViolations(page, modeLabel),
): Promise<ColorMode> {
  const isDark = await page.locator('html').evaluate((html) => html.classList.contains('dark'));
  const mode: ColorMode = isDark ? 'dark' : 'light';
  await scan(`${label}, ${mode} mode`);
  const next = otherMode(mode);
  await emulateColorMode(page, next);
  await expectColorMode(page, next);
  await scan(`${label}, ${next} mode`);
  return next;
}
