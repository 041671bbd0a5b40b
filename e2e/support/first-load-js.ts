// First-load JS of a page: the gzip size of every script the page loads until the network is quiet.
// Shared by the bundle-budget test (npm test) and the benchmark; sizes are deterministic, unlike times.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FirstLoadJs {
  /** Sum of the gzip sizes in bytes. */
  gzipBytes: number;
  scripts: number;
}

export async function measureFirstLoadJs(page: Page, path: string): Promise<FirstLoadJs> {
  const pending: Promise<number>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(pending);
    return { gzipBytes: sizes.reduce((a, b) => a + b, 0), scripts: sizes.length };
  } finally {
    page.off('response', onResponse);
  }
}
