// Memory under a large CSV export: 10,000 orders in the sandbox, exported through a `next start`
// console's `GET /api/export/orders.csv` while the console's resident memory is sampled from /proc. The
// export pages through the upstream and streams, so its growth must stay flat whatever the row count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalogueStore } from '../sandbox/catalogue-store.ts';
import { openDatabase } from '../sandbox/db.ts';
import { growOrders } from '../sandbox/scenarios.ts';
import { startSandbox } from '../sandbox/server.ts';
import { startNext } from './servers.mts';
import { signInWithMailbox } from './sign-in.mts';
import { groupRssBytes } from './upload.mts';

export const EXPORT_ORDERS = 10_000;
const SAMPLE_EVERY_MS = 25;

export interface ExportFigures {
  rows: number;
  csvBytes: number;
  status: number;
  seconds: number;
  baselineRssBytes: number;
  peakRssBytes: number;
  growthBytes: number;
  samples: number;
}

/** Grows the sandbox's orders to `count` as the `large` scenario does (sandbox/scenarios.ts). */
function growOrdersIn(dbPath: string, count: number): void {
  const db = openDatabase(dbPath);
  growOrders(createCatalogueStore(db), count);
  db.close();
}


/** Reads the export as a browser downloads it, counting bytes and lines without keeping them. */
async function exportThrough(appUrl: string, cookie: string): Promise<{ status: number; bytes: number; lines: number }> {
  const response = await fetch(`${appUrl}/api/export/orders.csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 0x0a) lines += 1;
  }
  return { status: response.status, bytes, lines };
}

/** Runs the measurement with its own sandbox (in this process) and console on `consolePort`. */
export async function measureExportMemory(consolePort: number): Promise<ExportFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-export-'));
  const dbPath = join(folder, 'sandbox.db');
  const sandbox = await startSandbox({ dbPath, quiet: true, print: () => {} });
  growOrdersIn(dbPath, EXPORT_ORDERS);
  const appUrl = `http://127.0.0.1:${consolePort}`;
  const app = await startNext(
    '.',
    consolePort,
    {
      MAIN_API_URL: sandbox.url,
      AI_API_URL: `${sandbox.url}/ai`,
      APP_URL: appUrl,
      APP_ENV: 'production',
      SESSION_PASSWORD: 'bench-only-session-password-0123456789abcdef',
    },
    '/api/health',
  );
  try {
    const cookie = await signInWithMailbox(appUrl, sandbox.url, 'admin@example.com');
    // A filtered export first, so the route's code is loaded and warm before the baseline is taken.
    for (let i = 0; i < 3; i += 1) await exportThrough(appUrl, cookie);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rss = () => groupRssBytes(app.groupId);
    const baseline = rss();
    let peak = baseline;
    let samples = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
      samples += 1;
    }, SAMPLE_EVERY_MS);
    const startedAt = performance.now();
    let result: Awaited<ReturnType<typeof exportThrough>>;
    try {
      result = await exportThrough(appUrl, cookie);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rss());
    return {
      rows: result.lines - 1,
      csvBytes: result.bytes,
      status: result.status,
      seconds: (performance.now() - startedAt) / 1000,
      baselineRssBytes: baseline,
      peakRssBytes: peak,
      growthBytes: peak - baseline,
      samples,
    };
  } finally {
    await app.stop();
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
