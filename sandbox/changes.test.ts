/** @jest-environment node */
// The change feed over real HTTP (sandbox/changes.ts, docs/api-contract.md#changes): its service token, its
// query's validation, every kind of write (a save, a create, a delete, a workflow step, the storefront's
// order that no console made) oldest first with the record's version after it, the cursor's paging and a
// reset, and a read that goes by the history's primary key whatever the table holds.
import { rolesForCall } from '@/lib/grants';
import { liveChangesPageSchema, type LiveChange, type LiveChangesPage } from '@/lib/contract/live';
import { createChangeFeed, DEV_FEED_TOKEN, FEED_SQL } from './changes';
import { openDatabase } from './db';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';
const sandbox = testSandbox({ signedInAs: ADMIN, lifetime: 'test' });

type Row = Record<string, unknown> & { id: number; version: number };

const feed = async (query = ''): Promise<LiveChangesPage> => liveChangesPageSchema.parse(await sandbox.data('GET', `/v1/changes${query}`, undefined, DEV_FEED_TOKEN));
const now = async () => (await feed()).cursor;
const without = ({ id: _id, version: _version, updated_by: _by, created_at: _created, updated_at: _updated, ...fields }: Row) => fields;

describe('GET /v1/changes', () => {
  it('answers the service token alone: 401 without it or with another, 403 to a staff bearer', async () => {
    expect((await sandbox.call('GET', '/v1/changes', undefined, '')).status).toBe(401);
    expect((await sandbox.call('GET', '/v1/changes', undefined, 'not-the-feed-token')).status).toBe(401);
    expect((await sandbox.call('GET', '/v1/changes')).status).toBe(403);
    expect((await sandbox.call('GET', '/v1/changes', undefined, DEV_FEED_TOKEN)).status).toBe(200);
    // No role's grant names it either, so the BFF's proxy never passes a browser's call on to it.
    expect(rolesForCall('main', 'GET', ['changes'])).toEqual([]);
  });

  it('refuses a cursor or limit out of shape with 422', async () => {
    for (const query of ['?after=abc', '?after=-1', '?limit=0', '?limit=501', '?limit=x']) {
      expect((await sandbox.call('GET', `/v1/changes${query}`, undefined, DEV_FEED_TOKEN)).status).toBe(422);
    }
  });

  it('carries a save, a create and a delete, oldest first, with who and the version after each', async () => {
    const start = await now();
    expect((await feed(`?after=${start}`)).changes).toEqual([]);
    const products = await sandbox.data<{ records: Row[] }>('GET', '/v1/products?limit=1');
    const product = await sandbox.data<Row>('GET', `/v1/products/${products.records[0].id}`);
    const saved = await sandbox.data<Row>('PUT', `/v1/products/${product.id}`, { ...without(product), name: `${String(product.name)} (new)` });
    const category = await sandbox.data<Row>('POST', '/v1/categories', { name: 'Feed test', slug: 'feed-test', parent_id: null, position: 0, description: '', image: null });
    expect((await sandbox.call('DELETE', `/v1/categories/${category.id}`)).status).toBe(204);

    const page = await feed(`?after=${start}`);
    const summary = page.changes.map(({ resource, recordId, action, version }) => ({ resource, recordId, action, version }));
    expect(summary).toEqual([
      { resource: 'products', recordId: String(product.id), action: 'updated', version: saved.version },
      { resource: 'categories', recordId: String(category.id), action: 'created', version: 1 },
      { resource: 'categories', recordId: String(category.id), action: 'deleted', version: null },
    ]);
    expect(saved.version).toBe(product.version + 1);
    expect(page.changes[0].fields).toEqual(['name']);
    expect(page.changes[0].by).toEqual({ id: expect.any(Number), name: 'Ada Admin' });
    expect(Math.abs(page.changes[0].at - Date.now())).toBeLessThan(60_000);
    // Nothing new: the same cursor again.
    expect(await feed(`?after=${page.cursor}`)).toEqual({ changes: [], cursor: page.cursor });
  });

  it("carries the storefront's order, which no console made, and its step along the workflow", async () => {
    const start = await now();
    const order = await sandbox.data<Row>('POST', '/__sandbox/storefront/orders', {}, '');
    expect(order).toMatchObject({ status: 'awaiting', version: 1, site: 'default' });
    expect(String(order.order_number)).toMatch(/^(GB|US)-9\d{5}$/);
    // The console reads it as any order.
    expect(await sandbox.data<Row>('GET', `/v1/orders/${order.id}`)).toMatchObject({ id: order.id, total: order.total });
    const stepped = await sandbox.data<Row>('POST', `/v1/orders/${order.id}/status`, { from: 'awaiting', to: 'placed' });

    const { changes } = await feed(`?after=${start}`);
    const ofOrder = changes.filter((change) => change.resource === 'orders');
    expect(ofOrder.map(({ action, version, by }) => ({ action, version, by: by?.name }))).toEqual([
      { action: 'created', version: 1, by: 'Storefront' },
      { action: 'status_changed', version: stepped.version, by: 'Ada Admin' },
    ]);
    expect(ofOrder[1].status).toEqual({ from: 'awaiting', to: 'placed' });
    // The buyer's figures moved with the order, as the shop writes them.
    expect(changes.some((change) => change.resource === 'customers' && change.recordId === String(order.customer_id) && change.fields?.includes('orders_count'))).toBe(true);
  });

  it('refuses a storefront order for an unknown customer or an item of no region of theirs with 422', async () => {
    expect((await sandbox.call('POST', '/__sandbox/storefront/orders', { customer_id: 999_999 }, '')).status).toBe(422);
    expect((await sandbox.call('POST', '/__sandbox/storefront/orders', { lines: [{ item: 999_999, quantity: 1 }] }, '')).status).toBe(422);
    expect((await sandbox.call('POST', '/__sandbox/storefront/orders', { lines: [] }, '')).status).toBe(422);
  });

  it('pages by the cursor, and after a reset reads from the start of the new history', async () => {
    const start = await now();
    for (let n = 0; n < 3; n += 1) await sandbox.data('POST', '/__sandbox/storefront/orders', {}, '');
    const seen: LiveChange[] = [];
    let cursor = start;
    for (;;) {
      const page = await feed(`?after=${cursor}&limit=2`);
      if (page.changes.length === 0) break;
      expect(page.changes.length).toBeLessThanOrEqual(2);
      seen.push(...page.changes);
      cursor = page.cursor;
    }
    expect(seen.filter((change) => change.resource === 'orders')).toHaveLength(3);
    expect(seen).toHaveLength(6);

    await sandbox.data('POST', '/__sandbox/reset', undefined, '');
    const order = await sandbox.data<Row>('POST', '/__sandbox/storefront/orders', {}, '');
    const { changes } = await feed(`?after=${cursor}`);
    expect(changes.map((change) => `${change.resource}/${change.recordId}/${change.action}`)).toContain(`orders/${order.id}/created`);
  });
});

describe('the feed read', () => {
  it('goes by the primary key, whatever the history holds', () => {
    const db = openDatabase(':memory:');
    try {
      createChangeFeed(db);
      const plan = db.prepare<[number, number], { detail: string }>(`EXPLAIN QUERY PLAN ${FEED_SQL}`).all(0, 100).map((row) => row.detail);
      expect(plan.join('\n')).toMatch(/SEARCH record_history USING INTEGER PRIMARY KEY \(rowid>\?\)/);
      expect(plan.join('\n')).not.toMatch(/SCAN|TEMP B-TREE/);
    } finally {
      db.close();
    }
  });
});

describe("the console's poll of the feed", () => {
  const quiet = testSandbox({ signedInAs: ADMIN, lifetime: 'test' });

  it('is not counted in the call log, unlike the calls made for a screen', async () => {
    await quiet.call('DELETE', '/__sandbox/calls');
    expect((await quiet.call('GET', '/v1/changes', undefined, DEV_FEED_TOKEN)).status).toBe(200);
    expect((await quiet.call('GET', '/v1/changes', undefined, 'not-the-feed-token')).status).toBe(401);
    expect((await quiet.call('GET', '/v1/products?limit=1')).status).toBe(200);
    const calls = await quiet.data<Record<string, number>>('GET', '/__sandbox/calls');
    expect(calls).toEqual({ 'GET /v1/products': 1 });
  });
});
