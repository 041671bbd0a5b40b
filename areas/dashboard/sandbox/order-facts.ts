// What the dashboard's sums read instead of the orders' JSON: one row per order (and one per order line)
// with the few fields a figure needs as plain, indexed columns, kept on every write by triggers on the
// shared records table, so no write path (a save, a status step, a restore, a reset, a grown scenario) can
// forget them. Reading 200,000 orders' JSON for a two-year chart took seconds (each json_extract parses
// the whole order); these rows answer any period from one index range.
//
// Indexes, named so a slow figure can be traced to the one it should read:
//   dashboard_orders_by_day       (region, created_at, status, total, currency)  revenue, orders, revenue by day, AOV: covering
//   dashboard_orders_by_customer  (region, customer_id, created_at)              first-time buyers: covering
//   dashboard_orders_by_status    (status, region)                               the fulfilment queue
//   dashboard_order_lines_by_day  (region, created_at, status, item_type, item, name, quantity, line_total)
//                                                                                top items: covering, so a
//                                                                                two-year period reads no row
//   dashboard_order_lines_by_order (order_id)                                    keeping lines in step with their order
//   dashboard_first_orders_by_day (region, first_at)                             new customers: covering
//
// dashboard_first_orders holds each customer's first order in a region (the earliest created_at of their
// orders there, whatever its status), kept by triggers on dashboard_orders, which look the customer's orders
// up again through dashboard_orders_by_customer: an order added, changed or removed moves its customer's row
// alone. New customers in a period are then a count over one index range, where finding every customer's
// first order meant grouping all 200,000 orders, for each region and each of the two periods.
import type { SandboxDb } from '@/sandbox/db';

function from(row: string, name: string): string {
  return `json_extract(${row}.data, '$.${name}')`;
}

/**
 * The INSERTs that file the orders `row` names and their lines: NEW in a trigger (`table` null), or every
 * row of `table` under that alias in a rebuild; `where` picks the orders among them.
 */
function fileOrders(row: string, table: string | null, where: string): string {
  const orders = table ? `FROM ${table} AS ${row}` : '';
  const lines = `FROM ${table ? `${table} AS ${row}, ` : ''}json_each(${row}.data, '$.lines') AS line`;
  return `
  INSERT INTO dashboard_orders (id, region, created_at, status, total, currency, customer_id)
    SELECT ${row}.id, ${from(row, 'region')}, ${from(row, 'created_at')}, ${from(row, 'status')}, ${from(row, 'total')}, ${from(row, 'currency')}, ${from(row, 'customer_id')}
    ${orders} WHERE ${where};
  INSERT INTO dashboard_order_lines (order_id, region, created_at, status, item, item_type, name, quantity, line_total)
    SELECT ${row}.id, ${from(row, 'region')}, ${from(row, 'created_at')}, ${from(row, 'status')},
           json_extract(line.value, '$.item'), json_extract(line.value, '$.item_type'), json_extract(line.value, '$.name_snapshot'),
           json_extract(line.value, '$.quantity'), json_extract(line.value, '$.line_total')
    ${lines} WHERE ${where};`;
}

const TABLES = `
CREATE TABLE IF NOT EXISTS dashboard_orders (
  id          INTEGER PRIMARY KEY,  -- the order's record id (catalogue_records.id)
  region      TEXT,
  created_at  TEXT,
  status      TEXT,
  total       NUMERIC,
  currency    TEXT,
  customer_id INTEGER
);
CREATE INDEX IF NOT EXISTS dashboard_orders_by_day ON dashboard_orders (region, created_at, status, total, currency);
CREATE INDEX IF NOT EXISTS dashboard_orders_by_customer ON dashboard_orders (region, customer_id, created_at);
CREATE INDEX IF NOT EXISTS dashboard_orders_by_status ON dashboard_orders (status, region);

CREATE TABLE IF NOT EXISTS dashboard_order_lines (
  order_id   INTEGER NOT NULL,
  region     TEXT,
  created_at TEXT,
  status     TEXT,
  item       INTEGER,
  item_type  INTEGER,
  name       TEXT,
  quantity   NUMERIC,
  line_total NUMERIC
);
CREATE INDEX IF NOT EXISTS dashboard_order_lines_by_day ON dashboard_order_lines (region, created_at, status, item_type, item, name, quantity, line_total);
CREATE INDEX IF NOT EXISTS dashboard_order_lines_by_order ON dashboard_order_lines (order_id);

CREATE TABLE IF NOT EXISTS dashboard_first_orders (
  region      TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  first_at    TEXT,                 -- MIN(created_at) of the customer's orders in the region
  PRIMARY KEY (region, customer_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS dashboard_first_orders_by_day ON dashboard_first_orders (region, first_at);
`;

/** The customer's first order in the region, as it stands in dashboard_orders: `row` is NEW or OLD. */
function refileFirstOrder(row: 'NEW' | 'OLD'): string {
  return `
  DELETE FROM dashboard_first_orders WHERE region = ${row}.region AND customer_id = ${row}.customer_id;
  INSERT INTO dashboard_first_orders (region, customer_id, first_at)
    SELECT region, customer_id, MIN(created_at) FROM dashboard_orders
    WHERE region = ${row}.region AND customer_id = ${row}.customer_id GROUP BY region, customer_id;`;
}

/** Every customer's first order per region, from dashboard_orders as a whole (a rebuild). */
const FILE_FIRST_ORDERS = `
  INSERT INTO dashboard_first_orders (region, customer_id, first_at)
    SELECT region, customer_id, MIN(created_at) FROM dashboard_orders
    WHERE region IS NOT NULL AND customer_id IS NOT NULL GROUP BY region, customer_id;`;

/** The triggers on dashboard_orders itself; dropped while a rebuild fills it, which files the first orders at once. */
const FIRST_ORDER_TRIGGERS = ['dashboard_orders_first_added', 'dashboard_orders_first_removed'] as const;

const FIRST_ORDERS = `
CREATE TRIGGER IF NOT EXISTS dashboard_orders_first_added AFTER INSERT ON dashboard_orders
  WHEN NEW.region IS NOT NULL AND NEW.customer_id IS NOT NULL
BEGIN ${refileFirstOrder('NEW')}
END;
CREATE TRIGGER IF NOT EXISTS dashboard_orders_first_removed AFTER DELETE ON dashboard_orders
  WHEN OLD.region IS NOT NULL AND OLD.customer_id IS NOT NULL
BEGIN ${refileFirstOrder('OLD')}
END;
`;

const FORGET_OLD = `
  DELETE FROM dashboard_orders WHERE id = OLD.id;
  DELETE FROM dashboard_order_lines WHERE order_id = OLD.id;`;

export const ORDER_FACT_TRIGGERS = ['dashboard_orders_added', 'dashboard_orders_changed', 'dashboard_orders_removed', ...FIRST_ORDER_TRIGGERS] as const;

const TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS dashboard_orders_added AFTER INSERT ON catalogue_records WHEN NEW.resource = 'orders'
BEGIN ${fileOrders('NEW', null, "NEW.resource = 'orders'")}
END;
CREATE TRIGGER IF NOT EXISTS dashboard_orders_changed AFTER UPDATE OF data, resource ON catalogue_records
  WHEN OLD.resource = 'orders' OR NEW.resource = 'orders'
BEGIN ${FORGET_OLD} ${fileOrders('NEW', null, "NEW.resource = 'orders'")}
END;
CREATE TRIGGER IF NOT EXISTS dashboard_orders_removed AFTER DELETE ON catalogue_records WHEN OLD.resource = 'orders'
BEGIN ${FORGET_OLD}
END;
`;

/**
 * Makes the tables and triggers when missing and files every order afresh when they were missing or do
 * not hold one row per order (a database made before them; catalogue_records rebuilt, which drops its
 * triggers). Needs the catalogue's tables; runs on the writing connection only.
 */
export function ensureOrderFacts(db: SandboxDb): void {
  if (db.isBulkLoading) {
    // A bulk load (sandbox/bulk-load.ts) files every order once it has written them.
    db.exec(TABLES);
    return;
  }
  const present = db
    .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name IN (${ORDER_FACT_TRIGGERS.map((name) => `'${name}'`).join(', ')})`)
    .all().length;
  db.exec(TABLES);
  db.exec(TRIGGERS);
  db.exec(FIRST_ORDERS);
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  const orders = count("SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = 'orders'");
  if (present === ORDER_FACT_TRIGGERS.length && count('SELECT COUNT(*) AS n FROM dashboard_orders') === orders) return;
  db.transaction(() => {
    for (const name of FIRST_ORDER_TRIGGERS) db.exec(`DROP TRIGGER ${name}`);
    db.exec('DELETE FROM dashboard_orders; DELETE FROM dashboard_order_lines; DELETE FROM dashboard_first_orders;');
    db.exec(fileOrders('o', 'catalogue_records', "o.resource = 'orders'"));
    db.exec(FILE_FIRST_ORDERS);
    db.exec(FIRST_ORDERS);
  })();
}
