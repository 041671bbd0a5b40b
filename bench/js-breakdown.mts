// `npm run bench:js`: where each route's first-load JS comes from. Builds with browser source maps
// (BENCH_SOURCE_MAPS=1, never in a deployed build), loads every route of bench/budgets.json in Chromium
// as the budget test does (on the seeded sandbox, counting until the screen is ready), and shares each
// script's gzip size out to the sources its map names, so a budget miss can be traced to packages and
// files. `BY=file` lists files inside packages too; `TOP=n` sets how many rows per route (default 30);
// `ROUTES=/a,/b` measures only those routes, `BENCH_JS_PORT` puts its console on another port than 3200 (a comma inside a route's search text stays in it). Each route's
// HTML document size is printed beside it, so moving work to server components shows what it adds to the
// page itself.
import { gzipSync } from 'node:zlib';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { chromium, type Page, type Response } from '@playwright/test';
import { contextFor, startSandboxConsole } from './sandbox-console.mts';
import { ROUTE_BUDGETS } from './budgets.mts';
import { resolveSampleRoute, scriptsUntilReady } from '../e2e/support/first-load-js.ts';

// `BENCH_JS_PORT` moves its console off 3200, so it can run while `npm run bench` holds that port.
const PORTS = { console: Number(process.env.BENCH_JS_PORT ?? 3200) };
const APP_URL = `http://127.0.0.1:${PORTS.console}`;
const STEP = 40;
const TOP = Number(process.env.TOP ?? 30);
const BY_FILE = process.env.BY === 'file';

/** A source's label: its package (or, with BY=file, its file) under node_modules, else its own path. */
function label(source: string): string {
  if (source.includes('[turbopack]/')) return '(turbopack runtime)';
  const path = decodeURIComponent(source).replace(/^.*?\[project\]\//, '').replace(/^turbopack:\/\/\/?/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(path);
  if (!inPackage) return path.replace(/\s*\[[^\]]*\].*$/, '');
  return BY_FILE ? `${inPackage[1]}${inPackage[2] ?? ''}`.replace(/\s*\[[^\]]*\].*$/, '') : inPackage[1];
}

/** Shares one script's gzip size among the sources its source map names, by their share of its bytes. */
async function attribute(url: string, body: Buffer, into: Map<string, number>) {
  const gzipBytes = gzipSync(body, { level: 9 }).length;
  const text = body.toString('utf8');
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  const raw = new Map<string, number>();
  if (mapName && !mapName.startsWith('data:')) {
    const map = new SourceMap((await (await fetch(new URL(mapName, url))).json()) as SourceMapPayload);
    text.split('\n').forEach((line, lineIndex) => {
      for (let column = 0; column < line.length; column += STEP) {
        const entry = map.findEntry(lineIndex, column) as { originalSource?: string };
        const key = entry.originalSource ? label(entry.originalSource) : '(no source: runtime and glue)';
        raw.set(key, (raw.get(key) ?? 0) + Math.min(STEP, line.length - column));
      }
    });
  } else {
    raw.set(`(no map) ${new URL(url).pathname}`, text.length);
  }
  const total = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [key, bytes] of raw) into.set(key, (into.get(key) ?? 0) + (gzipBytes * bytes) / total);
}

/** A route's scripts by source, counted until its screen is ready as the budget test counts them, and its HTML document's gzip size (markup plus the inline RSC payload). */
async function breakdown(page: Page, path: string): Promise<{ bySource: Map<string, number>; documentBytes: number }> {
  let documentBytes = 0;
  const onDocument = (response: Response) => {
    if (response.request().resourceType() === 'document') void response.body().then((body) => (documentBytes = gzipSync(body, { level: 9 }).length), () => {});
  };
  page.on('response', onDocument);
  const scripts = await scriptsUntilReady(page, `${APP_URL}${path}`);
  page.off('response', onDocument);
  const bySource = new Map<string, number>();
  for (const { url, body } of scripts) await attribute(url, body, bySource);
  return { bySource, documentBytes };
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const measured = await startSandboxConsole(browser, PORTS.console);
  try {
    const only = process.env.ROUTES?.split(/,(?=\/)/).filter(Boolean);
    for (const [path, budget] of Object.entries(ROUTE_BUDGETS)) {
      if (only && !only.includes(path)) continue;
      const page = await contextFor(measured, path).newPage();
      const { bySource, documentBytes } = await breakdown(page, await resolveSampleRoute(page, path, APP_URL));
      await page.close();
      const rows = [...bySource.entries()].sort((a, b) => b[1] - a[1]);
      const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
      console.info(`\n${path}: ${(total / 1000).toFixed(1)} KB gzip (budget ${(budget / 1000).toFixed(0)} KB); document ${(documentBytes / 1000).toFixed(1)} KB gzip`);
      for (const [source, bytes] of rows.slice(0, TOP)) console.info(`  ${(bytes / 1000).toFixed(1).padStart(6)} KB  ${source}`);
      const rest = rows.slice(TOP).reduce((sum, [, bytes]) => sum + bytes, 0);
      if (rest > 0) console.info(`  ${(rest / 1000).toFixed(1).padStart(6)} KB  (${rows.length - TOP} more)`);
    }
  } finally {
    await measured.stop();
  }
} finally {
  await browser.close();
}
