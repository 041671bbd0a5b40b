// A tab open across a deploy (lib/client/chunk-reload.ts): the old page asks for code chunks the new
// version no longer serves. Simulated by answering 404 for chunk URLs: a load nobody handles reloads the
// page once, on the same URL; a chunk still missing after that shows the crash screen, with no loop.
// And the readiness probe, against the sandbox.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const CHUNKS = '/_next/static/chunks/';

/** Counts the page's document loads: the first visit, then one per reload. */
function countDocumentLoads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** The chunk paths a page requests, as they are requested. */
function recordChunks(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(CHUNKS)) paths.add(pathname);
  });
  return paths;
}

const isChunk = (url: URL) => url.pathname.startsWith(CHUNKS);

test.describe('a tab open across a deploy', () => {
  test('reloads once on the screen whose code is gone, and the screen works', async ({ adminPage: page }) => {
    const loaded = recordChunks(page);
    const documentLoads = countDocumentLoads(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();

    // The deploy: every chunk this page has not loaded yet is gone, until the page loads again.
    const alreadyLoaded = new Set(loaded);
    const refused: string[] = [];
    await page.route(isChunk, (route) => {
      const { pathname } = new URL(route.request().url());
      if (documentLoads() > 1 || alreadyLoaded.has(pathname)) return route.continue();
      refused.push(pathname);
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Products', exact: true }).click();
    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(20);
    await expect(page).toHaveURL('/products');
    expect(refused.length, 'the products screen asked for chunks the deploy removed').toBeGreaterThan(0);
    expect(documentLoads(), 'the first visit and one reload').toBe(2);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('shows the crash screen when the code is still missing after the reload, and reloads no more', async ({ adminPage: page }) => {
    // The feedbacks list loads some of its code after its first paint (the bulk bar, the selection
    // cells): chunks the page asks for that its HTML does not name.
    const requested = recordChunks(page);
    const html = await (await page.goto('/feedbacks'))!.text();
    await expect(page.getByRole('table', { name: 'Feedbacks' }).locator('tbody tr').first()).toBeVisible();
    const lateChunks = new Set([...requested].filter((path) => !html.includes(path)));
    expect(lateChunks.size, 'the feedbacks list loads code on demand').toBeGreaterThan(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const documentLoads = countDocumentLoads(page);
    // These chunks are gone for good: after the reload too.
    await page.route(
      (url) => lateChunks.has(url.pathname),
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Feedbacks', exact: true }).click();
    const crash = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(crash).toBeVisible();
    await expect(crash.getByText('Try to refresh the page')).toBeVisible();
    await expect(crash.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await expect(page).toHaveURL('/feedbacks');
    expect(documentLoads(), 'exactly one reload').toBe(1);
    // No reload follows the crash screen: the boundary decided when it drew it, and a late rejection of the
    // same chunk would decide at once too. Once the tasks queued now have run (a timer, two frames), a
    // reload asked for would have destroyed this page's context or started a navigation.
    await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 0)));
    expect(documentLoads()).toBe(1);
    await expect(crash).toBeVisible();
  });

  test('reloads once for an unhandled chunk load, not again on the same URL', async ({ adminPage: page }) => {
    await page.goto('/products?page=2');
    await expect(page.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(20);
    const documentLoads = countDocumentLoads(page);
    const rejectChunkLoad = () =>
      page.evaluate(() => {
        const error = new Error('Failed to load chunk /_next/static/chunks/gone.js from module 1');
        error.name = 'ChunkLoadError';
        // On a later task, so this call has returned before the page goes.
        setTimeout(() => void Promise.reject(error), 0);
      });

    await Promise.all([page.waitForEvent('load'), rejectChunkLoad()]);
    await expect(page).toHaveURL('/products?page=2');
    await expect(page.getByRole('table', { name: 'Products' }).locator('tbody tr')).toHaveCount(20);
    expect(documentLoads()).toBe(1);

    // The console's handler runs first (it was added at start) and cancels the rejection exactly when it
    // reloads; a listener added now sees whether it did.
    const reloading = page.evaluate(
      () => new Promise<boolean>((resolve) => addEventListener('unhandledrejection', (event) => resolve(event.defaultPrevented), { once: true })),
    );
    await rejectChunkLoad();
    expect(await reloading, 'no second reload for the same URL').toBe(false);
    expect(documentLoads()).toBe(1);
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  });
});

test.describe('readiness', () => {
  test('GET /api/ready answers 200 when the main API answers, uncached', async ({ request }) => {
    const answer = await request.get('/api/ready');
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
    expect(answer.headers()['cache-control']).toBe('no-store');
  });
});
