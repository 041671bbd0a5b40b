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
import { measureConsoleMemory, type MemoryFigures } from './memory.mts';

export const EXPORT_ORDERS = 10_000;

export interface ExportFigures extends MemoryFigures {
  rows: number;
  csvBytes: number;
  status: number;
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
  try {
    const { result, ...memory } = await measureConsoleMemory({
      consolePort,
      sandboxUrl: sandbox.url,
      // A filtered export first, so the route's code is loaded and warm before the baseline is taken.
      warmUp: exportThrough,
      measured: exportThrough,
    });
    return { rows: result.lines - 1, csvBytes: result.bytes, status: result.status, ...memory };
  } finally {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
