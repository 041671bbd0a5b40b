// 11. First data in the HTML: from navigation to the first list row on /products and to the first KPI
// figure on /dashboard, on a console that brings them with the page (lib/server/first-data.ts) and on one
// started with FIRST_DATA_IN_HTML=off, whose browser fetches them after its code has run. The two are
// measured in turns, round by round, so a busy moment of the machine falls on both alike.
import type { Browser, Page } from '@playwright/test';

/** What counts as the screen's first data: a list row's link, a KPI card's figure. */
const FIRST_DATA = { '/products': 'a[data-row-link]', '/dashboard': '[data-figure]' } as const;
type Screen = keyof typeof FIRST_DATA;

export interface FirstDataFigures {
  rounds: number;
  /** Per screen: medians of navigation start to the first data on screen, in ms. */
  screens: Record<Screen, { serverMs: number; clientMs: number; gain: number }>;
}

export interface FirstDataConsole {
  url: string;
  /** The signed-in session's `name=value`. */
  cookie: string;
}

/**
 * The moment (ms since navigation start) an element matching `selector` first appears, taken in the page
 * by a mutation observer installed before any of its code runs, so polling adds nothing. Given as text:
 * tsx would wrap a function's inner functions in a naming helper the page does not have.
 */
function recordFirstSeen(selector: string): string {
  return `(() => {
    const seen = () => {
      if (window.__firstSeenMs === undefined && document.querySelector(${JSON.stringify(selector)})) window.__firstSeenMs = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', seen);
  })();`;
}

async function pageFor(browser: Browser, target: FirstDataConsole): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name, value] = target.cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: target.url }]);
  return context.newPage();
}

async function timeToFirstData(page: Page, url: string, screen: Screen): Promise<number> {
  await page.goto('about:blank');
  await page.goto(`${url}${screen}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __firstSeenMs?: number }).__firstSeenMs !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { __firstSeenMs: number }).__firstSeenMs);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureFirstData(browser: Browser, server: FirstDataConsole, client: FirstDataConsole, rounds = 10): Promise<FirstDataFigures> {
  const screens = {} as FirstDataFigures['screens'];
  for (const screen of Object.keys(FIRST_DATA) as Screen[]) {
    const [serverPage, clientPage] = await Promise.all([pageFor(browser, server), pageFor(browser, client)]);
    for (const page of [serverPage, clientPage]) await page.addInitScript({ content: recordFirstSeen(FIRST_DATA[screen]) });
    // One of each first, unrecorded: both consoles compile and cache what the screen needs.
    await timeToFirstData(serverPage, server.url, screen);
    await timeToFirstData(clientPage, client.url, screen);
    const times = { server: [] as number[], client: [] as number[] };
    for (let round = 0; round < rounds; round += 1) {
      // Which goes first alternates, so neither always meets the other's leftovers.
      const order = round % 2 ? (['client', 'server'] as const) : (['server', 'client'] as const);
      for (const path of order) {
        const page = path === 'server' ? serverPage : clientPage;
        times[path].push(await timeToFirstData(page, (path === 'server' ? server : client).url, screen));
      }
    }
    await Promise.all([serverPage.context().close(), clientPage.context().close()]);
    const serverMs = median(times.server);
    const clientMs = median(times.client);
    screens[screen] = { serverMs, clientMs, gain: 1 - serverMs / clientMs };
  }
  return { rounds, screens };
}
