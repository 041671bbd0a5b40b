// First-load JS of a page: the gzip size of every script the page loads until its screen is ready.
// Shared by the bundle-budget test (npm test) and the benchmark; sizes are deterministic, unlike times.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FirstLoadJs {
  /** Sum of the gzip sizes in bytes. */
  gzipBytes: number;
  scripts: number;
}

/**
 * Whether the screen is ready: its heading drawn and nothing on it still loading — no region marked
 * busy (lists, forms, figures, drawers) and no spinner (the shell's and a screen's loading states).
 * Run in the page.
 */
function isScreenReady(): boolean {
  return document.querySelector('h1') !== null && document.querySelector('[aria-busy="true"], .chakra-spinner') === null;
}

/** A script the page loaded: where from, and its bytes as sent (before gzip). */
export interface LoadedScript {
  url: string;
  body: Buffer;
}

/**
 * Every script the page loads until its screen is ready, not until the network is quiet: a part loaded
 * on demand counts when the screen needs it to draw, whether or not the network paused before it
 * (counting to network idle read 252 or 289 KB for the same thread, as a 500 ms pause fell before or
 * after its message renderer), and never when it comes after.
 */
export async function scriptsUntilReady(page: Page, path: string): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), body }), () => null));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    // Ready, with every script asked for so far read, and still ready once they are (a script that
    // arrives may start another loading state).
    for (;;) {
      await page.waitForFunction(isScreenReady, undefined, { polling: 'raf' });
      const seen = pending.length;
      await Promise.all(pending);
      if (pending.length === seen && (await page.evaluate(isScreenReady))) break;
    }
    return (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
  } finally {
    page.off('response', onResponse);
  }
}

/** The gzip size of every script the page loads until its screen is ready (scriptsUntilReady). */
export async function measureFirstLoadJs(page: Page, path: string): Promise<FirstLoadJs> {
  const scripts = await scriptsUntilReady(page, path);
  const gzipBytes = scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { gzipBytes, scripts: scripts.length };
}

/**
 * A measured route names the record it opens rather than its id, which the seed decides: `{resource}` is
 * the first record of that resource's list, `{resource:text}` the first found by searching for `text`
 * ("/content/update/{content:Hay fever}"). Looked up through the BFF as `page`'s signed-in user, against
 * `origin` (empty when the page has a base URL).
 */
export async function resolveSampleRoute(page: Page, route: string, origin = ''): Promise<string> {
  const placeholders = [...route.matchAll(/\{([a-z-]+)(?::([^}]+))?\}/g)];
  let path = route;
  for (const [placeholder, resource, search] of placeholders) {
    const query = new URLSearchParams({ page: '1', limit: '1', ...(search ? { search } : {}) });
    const answer = await page.request.get(`${origin}/api/main/v1/${resource}?${query}`);
    if (!answer.ok()) throw new Error(`${route}: listing ${resource} answered ${answer.status()}`);
    const record = ((await answer.json()) as { data: { records: { id: number }[] } }).data.records[0];
    if (!record) throw new Error(`${route}: no ${resource} record${search ? ` matches “${search}”` : ''}`);
    path = path.replace(placeholder, String(record.id));
  }
  return path;
}
