// Ordinary list reads off the main thread. A page of a big resource with a free-text search (200,000 orders,
// 20,000 content items) is a read like the dashboard's: computed on the main thread, it held up every other
// call until it was done. The generic list routes hand it to a free read worker
// (sandbox/read-pool.ts), which reads the same records over its own read-only connection; with no worker
// free (two slow charts hold them both) or none at all (an in-memory database) the main thread reads it as
// before, so a list never queues behind a slow read. Everything around the read stays on the main thread:
// the request and call logs, faults, the clock, grants, the ids a derived filter names, and what a record's
// area adds to it (`decorate`).
import { createCatalogueStore, type CatalogueStore, type ListRequest } from './catalogue-store';
import type { SandboxDb } from './db';
import type { ReadTask, Reads, ReadTasks } from './read-pool';

export const LIST_READ = 'catalogue.list';

interface ListInput {
  resource: string;
  request: ListRequest;
}

export type ListPage = ReturnType<CatalogueStore['list']>;

/** One store per worker connection, made without touching the schema. */
const stores = new WeakMap<SandboxDb, CatalogueStore>();

export const LIST_READS: ReadTasks = {
  [LIST_READ]: ((db, { resource, request }: ListInput) => {
    let store = stores.get(db);
    if (!store) {
      store = createCatalogueStore(db, { readOnly: true });
      stores.set(db, store);
    }
    return store.list(resource, request);
  }) as ReadTask,
};

/** One page of `resource`'s records, read in a free worker when there is one, else here over `store`. */
export function listRecords(reads: Reads, store: CatalogueStore, resource: string, request: ListRequest): Promise<ListPage> {
  const input: ListInput = { resource, request };
  return reads.tryRun<ListPage>(LIST_READ, input) ?? Promise.resolve(store.list(resource, request));
}
