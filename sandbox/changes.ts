// The main API's change feed (docs/api-contract.md#changes): every write of every resource, oldest first,
// read from the history table (sandbox/history.ts), whose ids are the feed's cursor. The console's BFF reads
// it with a service token to hear of writes that did not pass through it (the storefront's orders, another
// console); a staff bearer is refused. Beside it, the storefront's side of the shop: placing an order as the
// shop does, which the feed then carries like any other write. Neither sits behind the staff grants.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ORDER_SITE_CHOICES, orderSchema, type OrderSite } from '@/areas/orders/definition';
import type { HistoryChange } from '@/lib/contract/history-types';
import { liveChangesQuerySchema, type LiveChange, type LiveChangesPage } from '@/lib/contract/live';
import { CURRENCY_BY_REGION } from '@/lib/resources/regions';
import type { Region } from '@/lib/resources/types';
import type { CatalogueStore, StoredRecord } from './catalogue-store';
import { asWriter, type RecordWriter } from './conditional';
import type { SandboxDeps, SandboxEnv } from './context';
import type { SandboxDb } from './db';
import { ApiError, ok, readBody, validationError } from './respond';
import { isSameDigest, sha256Hex } from './secrets';
import { userForAccessToken } from './sessions';

/** The service token a sandbox accepts when neither SANDBOX_LIVE_FEED_TOKEN nor LIVE_FEED_TOKEN is set: .env.local.example's dev value. */
export const DEV_FEED_TOKEN = 'dev-live-feed-token-not-a-secret';

/** Who the storefront's writes name: no account of the console (ids start at 1). */
export const STOREFRONT_WRITER: RecordWriter = { id: 0, name: 'Storefront' };

interface ChangeRow {
  id: number;
  resource: string;
  record_id: number;
  at: string;
  by_id: number;
  by_name: string;
  action: LiveChange['action'];
  changes: string;
  version: number | null;
}

function toChange(row: ChangeRow): LiveChange {
  const changes = JSON.parse(row.changes) as HistoryChange[];
  const step = row.action === 'status_changed' ? changes.find((change) => change.field === 'status') : undefined;
  return {
    resource: row.resource,
    recordId: String(row.record_id),
    action: row.action,
    version: row.version,
    fields: changes.map((change) => change.field).slice(0, 200),
    ...(step && typeof step.to === 'string' ? { status: { from: typeof step.from === 'string' ? step.from : null, to: step.to } } : {}),
    by: { id: row.by_id, name: row.by_name },
    at: Date.parse(row.at),
  };
}

/** The feed's one read (parameters: the cursor, the limit). */
export const FEED_SQL = 'SELECT id, resource, record_id, at, by_id, by_name, action, changes, version FROM record_history WHERE id > ? ORDER BY id LIMIT ?';

/**
 * Reads the feed by the history's primary key alone (a range from `after`, at most `limit` rows), so a read
 * costs the same whatever the table holds.
 */
export function createChangeFeed(db: SandboxDb) {
  const after = db.prepare<[number, number], ChangeRow>(FEED_SQL);
  const last = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM record_history');
  return {
    /**
     * The changes after `cursor`, oldest first, and the cursor to read on from. No cursor: none, and the
     * cursor of the feed's end (a new reader starts from now). A cursor beyond the end means the sandbox was
     * reset (its history starts again from 1): the feed answers from its start.
     */
    read(cursor: string | undefined, limit: number): LiveChangesPage {
      const end = last.get()?.id ?? 0;
      if (cursor === undefined) return { changes: [], cursor: String(end) };
      const from = Number(cursor) > end ? 0 : Number(cursor);
      const rows = after.all(from, limit);
      return { changes: rows.map(toChange), cursor: String(rows.at(-1)?.id ?? from) };
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** 401 without the service token; 403 for a staff account's bearer, which may not read the whole feed. */
function requireFeedToken(c: Context<SandboxEnv>, deps: SandboxDeps, feedToken: string): void {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (token && isSameDigest(sha256Hex(token), sha256Hex(feedToken))) return;
  if (token && userForAccessToken(deps, token)) throw new ApiError(403, 'The change feed is for services: a staff token may not read it');
  throw new ApiError(401, 'Unauthorized');
}

const storefrontOrderSchema = z.object({
  /** The buyer; the first customer when left out. */
  customer_id: z.number({ error: 'Customer must be a customer id' }).int().positive().optional(),
  /** What is bought: products or bundles of the customer's region; one of the region's first product when left out. */
  lines: z
    .array(z.object({ item: z.number().int().positive(), quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99') }))
    .min(1, 'An order has at least one line')
    .max(20, 'An order has at most 20 lines')
    .optional(),
});

/** The storefront's order numbers, above any the seeds or the shop scenario give out. */
const STOREFRONT_NUMBERS_FROM = 900_000;

function placeOrder(db: SandboxDb, store: CatalogueStore, body: z.output<typeof storefrontOrderSchema>, number: number, at: string): StoredRecord {
  const firstOf = (resource: string, region?: Region) =>
    db
      .prepare<string[], { id: number }>(
        `SELECT id FROM catalogue_records WHERE resource = ?${region ? " AND json_extract(data, '$.region') = ?" : ''} ORDER BY id LIMIT 1`,
      )
      .get(...(region ? [resource, region] : [resource]))?.id;
  const customerId = body.customer_id ?? firstOf('customers');
  const customer = customerId === undefined ? undefined : store.find('customers', customerId);
  if (!customer) throw new ApiError(422, 'No such customer', { customer_id: 'No such customer' });
  const region = customer.region as Region;
  const wanted = body.lines ?? [{ item: firstOf('products', region) ?? 0, quantity: 1 }];
  const lines = wanted.map(({ item, quantity }, index) => {
    const resource = store.resourceOf(item);
    const record = resource === 'products' || resource === 'bundles' ? store.find(resource, item) : undefined;
    if (!record || record.region !== region) throw new ApiError(422, `Line ${index + 1} is no product or bundle of the customer's region`, { [`lines.${index}.item`]: 'No such item in this region' });
    const price = Number(record.price ?? 0);
    return { item, item_type: resource === 'products' ? (0 as const) : (1 as const), name_snapshot: String(record.name), unit_price: price, quantity, line_total: price * quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const shipping = subtotal >= 2000 ? 0 : region === 'gb' ? 399 : 599;
  const tax = region === 'us' ? Math.round(subtotal * 0.08) : 0;
  const site = (ORDER_SITE_CHOICES.find((choice) => choice.value === 'default')?.value ?? 'default') as OrderSite;
  const address = (customer.addresses as unknown[] | undefined)?.[0];
  const order = orderSchema.parse({
    order_number: `${region.toUpperCase()}-${number}`,
    region,
    site,
    currency: CURRENCY_BY_REGION[region].code,
    customer_id: customer.id,
    customer_name: customer.name,
    customer_email: customer.email,
    shipping_address: address,
    status: 'awaiting',
    lines,
    items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount_total: 0,
    shipping_total: shipping,
    tax_total: tax,
    total: subtotal + shipping + tax,
    referral_code: null,
    tracking_number: null,
    cancelled_reason: null,
    status_history: [],
  });
  return db.transaction(() => {
    const placed = store.insert('orders', { ...order, created_at: at, updated_at: at });
    // The buyer's figures move with the order, as the shop's own write does (one record more in the feed).
    const { id: _id, ...fields } = customer;
    store.update('customers', customer.id, {
      ...fields,
      orders_count: Number(customer.orders_count ?? 0) + 1,
      total_spent: Number(customer.total_spent ?? 0) + order.total,
      updated_at: at,
    });
    return placed;
  })();
}

export interface ChangeFeedParts {
  deps: SandboxDeps;
  db: SandboxDb;
  catalogue: CatalogueStore;
  /** The service token the feed asks for. */
  feedToken: string;
}

/** GET /v1/changes, mounted ahead of the staff grants (its own token guards it). */
export function createChangeFeedRoutes({ deps, db, feedToken }: ChangeFeedParts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const feed = createChangeFeed(db);
  // GET /v1/changes?after=<cursor>&limit=<n> – every write after the cursor, oldest first (service token only)
  routes.get('/changes', (c) => {
    requireFeedToken(c, deps, feedToken);
    const query = liveChangesQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    return ok(c, feed.read(query.data.after, query.data.limit));
  });
  return routes;
}

/** POST /__sandbox/storefront/orders – the storefront places an order (sandbox only, no token, as the other /__sandbox calls). */
export function createStorefrontRoutes({ deps, db, catalogue }: Omit<ChangeFeedParts, 'feedToken'>): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  let placed = 0;
  routes.post('/storefront/orders', async (c) => {
    const hasBody = (await c.req.raw.clone().text()).trim() !== '';
    const body = hasBody ? await readBody(c, storefrontOrderSchema) : {};
    placed += 1;
    const at = new Date(deps.now()).toISOString();
    const order = asWriter(STOREFRONT_WRITER, deps.now, () => placeOrder(db, catalogue, body, STOREFRONT_NUMBERS_FROM + placed, at));
    return c.json({ data: order }, 201);
  });
  return routes;
}
