// Writing many records at once (the demo seed, a reset, the shop scenario) with what is derived from them
// built once at the end rather than kept row by row: the catalogue's list indexes (sandbox/catalogue-indexes.ts)
// and the tables triggers keep (search texts, file uses in sandbox/files-store.ts, the dashboard's order
// facts in areas/dashboard/sandbox/order-facts.ts), the dashboard cards' indexes (card-indexes.ts there) and
// the equivalence report's (areas/content/sandbox/equivalence.ts).
// Kept per row, the indexes and triggers made the demo seed's inserts about seven times dearer (~29 ms per
// 1,000 rows against ~4); filled by one INSERT … SELECT each and indexed after, the same rows cost a
// fraction of that. Nothing reads in between: the load runs in one transaction.
import { ensureEquivalenceIndex, EQUIVALENCE_INDEX } from '@/areas/content/sandbox/equivalence';
import { ensureCardIndexes } from '@/areas/dashboard/sandbox/card-indexes';
import { ensureOrderFacts } from '@/areas/dashboard/sandbox/order-facts';
import { ensureCatalogueIndexes } from './catalogue-indexes';
import type { SandboxDb } from './db';
import { ensureFileUses } from './files-store';

/** The triggers and indexes a bulk load drops; each `ensure` below makes them again. */
const DERIVED = `
SELECT type, name FROM sqlite_master
WHERE (type = 'trigger' AND (name LIKE 'catalogue\\_search\\_%' ESCAPE '\\' OR name LIKE 'file\\_uses\\_%' ESCAPE '\\' OR name LIKE 'dashboard\\_orders\\_%' ESCAPE '\\'))
   OR (type = 'index' AND sql IS NOT NULL AND (
        name LIKE 'catalogue\\_sort\\_%' ESCAPE '\\' OR name LIKE 'catalogue\\_filter\\_%' ESCAPE '\\' OR name LIKE 'catalogue\\_lookup\\_%' ESCAPE '\\'
     OR name LIKE 'dashboard\\_card\\_%' ESCAPE '\\' OR name = '${EQUIVALENCE_INDEX}'
     OR tbl_name IN ('catalogue_search', 'file_uses', 'dashboard_orders', 'dashboard_order_lines', 'dashboard_first_orders')))`;

/** Tables the derived rows live in, emptied before the load (they are filled afresh after). */
const DERIVED_TABLES = ['catalogue_search', 'file_uses', 'dashboard_orders', 'dashboard_order_lines', 'dashboard_first_orders'];

/** A page cache large enough for a shop's indexes to be built without reading pages back (128 MB). */
const LOAD_CACHE_KIB = 131_072;
const LOAD_MMAP_BYTES = 2 ** 31;

/**
 * Runs `work` (which writes many records) in one transaction with the derived indexes and triggers off,
 * then builds them from the rows as they stand. Inside another bulk load, `work` simply runs.
 */
export function bulkLoad<T>(db: SandboxDb, work: () => T): T {
  if (db.isBulkLoading) return work();
  const cacheSize = db.prepare<[], { cache_size: number }>('PRAGMA cache_size').get()?.cache_size ?? -2000;
  db.exec(`PRAGMA cache_size = -${LOAD_CACHE_KIB}`);
  // Each index is built by reading the whole table (370 MB at shop size): mapped, not copied page by page.
  db.exec(`PRAGMA mmap_size = ${LOAD_MMAP_BYTES}`);
  try {
    return db.transaction(() => {
      const derived = db.prepare<[], { type: 'trigger' | 'index'; name: string }>(DERIVED).all();
      for (const { type, name } of derived) db.exec(`DROP ${type === 'trigger' ? 'TRIGGER' : 'INDEX'} IF EXISTS "${name}"`);
      const present = new Set(db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => row.name));
      for (const table of DERIVED_TABLES) if (present.has(table)) db.exec(`DELETE FROM ${table}`);
      db.isBulkLoading = true;
      let result: T;
      try {
        result = work();
      } finally {
        db.isBulkLoading = false;
      }
      buildDerived(db);
      return result;
    })();
  } finally {
    db.exec(`PRAGMA cache_size = ${cacheSize}`);
    db.exec('PRAGMA mmap_size = 0');
  }
}

/** Every derived index, trigger and table as the definitions want them, filled from the rows where missing. */
export function buildDerived(db: SandboxDb): void {
  ensureCatalogueIndexes(db);
  ensureFileUses(db);
  ensureOrderFacts(db);
  ensureCardIndexes(db);
  ensureEquivalenceIndex(db);
}
