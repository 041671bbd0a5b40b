// `npx tsx scripts/shop-lists.mts [--db <file>] [--reset] [--rounds 15]`: the sandbox's own time per list call at
// shop size, against its goals (p75 ≤ 150 ms per list call, ≤ 200 ms for a picker's search; README, Performance). Starts the sandbox
// on a database file (generating the shop scenario into it when asked, or when it is empty, and saying how
// long that took), signs in, and times each resource's first page, every sortable column both ways, each
// filter's first choice, a search and a picker's search (limit 8), interleaved over the rounds. Prints
// p50/p75 per call kind and resource. Not the bench (`npm run bench` has the shop part); a quick, repeatable
// check of the sandbox alone, over HTTP on 127.0.0.1 like the BFF calls it.
import { parseArgs } from 'node:util';
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { listedFields } from '@/sandbox/catalogue-indexes';
import { ensureCatalogueSchema } from '@/sandbox/catalogue-store';
import { openDatabase } from '@/sandbox/db';
import { applyScenario } from '@/sandbox/scenarios';
import { startSandbox } from '@/sandbox/server';
import { callSandbox, dataOf } from '@/sandbox/test-client';

const { values: flags } = parseArgs({
  options: { db: { type: 'string', default: '/tmp/sandbox-shop/shop.db' }, reset: { type: 'boolean', default: false }, rounds: { type: 'string', default: '15' } },
});

const db = openDatabase(flags.db);
ensureCatalogueSchema(db);
const orders = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = 'orders'").get()!.n;
if (flags.reset || orders < 100_000) {
  const started = performance.now();
  applyScenario(db, 'shop', Date.now());
  console.info(`shop scenario generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
db.close();

const sandbox = await startSandbox({ dbPath: flags.db, quiet: true, print: () => {} });
const call = async (path: string, token = '') => dataOf<Record<string, unknown>>(await callSandbox(sandbox.url, 'GET', path, { token }));
await callSandbox(sandbox.url, 'POST', '/v1/auth/request-code', { body: { email: 'admin@example.com' } });
const { code } = (await call('/__sandbox/mailbox?email=admin%40example.com')) as { code: string };
const login = dataOf<{ session: { access_token: string } }>(await callSandbox(sandbox.url, 'POST', '/v1/auth/login', { body: { email: 'admin@example.com', code } }));
const token = login.session.access_token;

/** The calls to time, by name: `<resource> <kind>` → path. */
const calls = new Map<string, string>();
const LISTED: ResourceName[] = ['products', 'bundles', 'categories', 'content', 'content-categories', 'orders', 'customers', 'subscribers', 'influencers', 'team-members', 'conversations', 'feedbacks'];
for (const name of LISTED) {
  const definition = RESOURCES[name];
  const { sorts } = listedFields(name);
  calls.set(`${name} first page`, `/v1/${name}?page=1&limit=20`);
  for (const field of sorts) for (const order of ['asc', 'desc']) calls.set(`${name} sort ${field} ${order}`, `/v1/${name}?page=1&limit=20&sort=${field}&order=${order}`);
  for (const filter of definition.filters) {
    const value = filter.options[0]?.value;
    if (value !== undefined) calls.set(`${name} filter ${filter.field}`, `/v1/${name}?page=1&limit=20&${filter.field}=${encodeURIComponent(value)}`);
  }
  calls.set(`${name} search`, `/v1/${name}?page=1&limit=20&search=an`);
  calls.set(`${name} picker search`, `/v1/${name}?page=1&limit=8&search=ell`);
}
calls.set('content equivalence report', '/v1/content/equivalence?page=1&limit=20');
calls.set('orders export page (keyset)', '/v1/orders?limit=100&sort=id&order=asc&after_id=150000');

const times = new Map<string, number[]>([...calls.keys()].map((name) => [name, []]));
for (const [name, path] of calls) await call(path, token).catch((error: Error) => console.error(`${name}: ${error.message}`)); // warm-up
for (let round = 0; round < Number(flags.rounds); round += 1) {
  for (const [name, path] of calls) {
    const started = performance.now();
    await call(path, token).catch(() => undefined);
    times.get(name)!.push(performance.now() - started);
  }
}
await sandbox.close();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
console.info('call | p50 ms | p75 ms');
for (const [name, values] of times) console.info(`${name} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 75).toFixed(1)}`);
