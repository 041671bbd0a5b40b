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
`;

const FORGET_OLD = `
  DELETE FROM dashboard_orders WHERE id = OLD.id;
  DELETE FROM dashboard_order_lines WHERE order_id = OLD.id;`;

export const ORDER_FACT_TRIGGERS = ['dashboard_orders_added', 'dashboard_orders_changed', 'dashboard_orders_removed'] as const;

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
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  const orders = count("SELECT COUNT(*) AS n FROM catalogue_records WHERE resource = 'orders'");
  if (present === ORDER_FACT_TRIGGERS.length && count('SELECT COUNT(*) AS n FROM dashboard_orders') === orders) return;
  db.transaction(() => {
    db.exec('DELETE FROM dashboard_orders; DELETE FROM dashboard_order_lines;');
    db.exec(fileOrders('o', 'catalogue_records', "o.resource = 'orders'"));
  })();
}
