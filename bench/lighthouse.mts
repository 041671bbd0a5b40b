// Page speed: Lighthouse's desktop preset in Debian's Chromium, median of several runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface PageSpeed {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measurePageSpeed(url: string, cookie: string | undefined, runs = 3): Promise<PageSpeed> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results: PageSpeed[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: cookie ? { cookie } : undefined },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse produced no report for ${url}`);
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      });
    }
    return {
      performance: median(results.map((r) => r.performance)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
    };
  } finally {
    await chrome.kill();
  }
}
