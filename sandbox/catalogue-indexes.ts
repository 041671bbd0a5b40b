// The indexes that keep the catalogue's lists fast at shop size (sandbox/shop.ts: 200,000 orders beside
// 100,000 customers and 20,000 content items in the one catalogue_records table), derived from the area
// definitions so a new sortable column or filter gets its index without anyone listing it:
//
// - catalogue_sort_<resource>_<field>: per sortable column (and created_at, updated_at), a partial index on
//   the column's sort key and id `WHERE resource = '<resource>'`, in exactly the list's ORDER BY, so a first
//   page (either direction) reads 20 index entries instead of sorting every row. The key of a text column
//   (a name, a title, an e-mail) is `fold(json_extract(data, '$.field'))`: accents dropped and lower case
//   (sandbox/fold.ts), so names sort with accents beside their base letter; any other column's is
//   `json_extract(data, '$.field') COLLATE NOCASE`.
// - catalogue_filter_<resource>_<field>: per filter on a stored field (and the fields other areas' drawers
//   list it by, and its date range), a partial index `(json_extract(data, '$.field'), id)`, so a filtered
//   list and its COUNT read only the matching entries. A filter on a value the records do not hold
//   (content's Review due, a customer's first order) has none: it is answered another way.
// - catalogue_search: one row per record, its search fields joined in one folded text (kept by triggers on
//   every insert, update and delete), with an index on (resource, text): a search reads that resource's
//   short texts, never the JSON of every row. LIKE '%q%' cannot seek, but a scan of 200,000 short entries
//   is tens of milliseconds where parsing 200,000 orders' JSON took seconds.
//
// Only the resources that can grow big (INDEXED_RESOURCES: thousands of rows at shop size) have list
// indexes: every index is paid on every insert and built by reading the whole table, and a resource of a few
// hundred rows sorts them in a millisecond or two. Every index is partial on its resource (the list
// statements name the resource as a literal for that), so a resource's list costs the same whatever else the
// table holds: 200,000 orders do not slow the content list.
import { RESOURCES, type ResourceName } from '@/areas/registry';
import type { SandboxDb } from './db';
import { foldSql } from './fold';

// Names are interpolated into SQL; they come from the definitions, and these keep it that way.
const FIELD_NAME = /^[a-z_][a-z0-9_]*$/;
const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

export function safeField(field: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`Unsafe field name: ${field}`);
  return field;
}

/** A resource name as an SQL literal ('orders'). */
export function resourceLiteral(resource: string): string {
  if (!RESOURCE_NAME.test(resource)) throw new Error(`Unsafe resource name: ${resource}`);
  return `'${resource}'`;
}

/**
 * The resources whose lists get indexes: those with thousands of records at shop size (SHOP_SIZES in
 * sandbox/shop.ts; catalogue-indexes.test.ts keeps the two in step). The rest stay at tens or hundreds.
 */
export const INDEXED_RESOURCES: readonly ResourceName[] = ['products', 'content', 'orders', 'customers', 'subscribers', 'conversations'];

/** What a resource's lists sort by and filter on, from its definition (as sandbox/rest.ts serves them). */
export function listedFields(name: ResourceName): { sorts: string[]; filters: string[]; search: string[] } {
  // A test may declare a resource with only some of its parts (files-store.test.ts's own registry).
  const { fields = [], columns = [], filters: declared = [], searchFields = [], dateRange } = RESOURCES[name] as Partial<(typeof RESOURCES)[ResourceName]>;
  const multiValued = new Set(fields.filter((field) => field.type === 'option' && field.multiple).map((field) => field.name));
  const lookups = Object.values(RESOURCES).flatMap((other) => (other.detail?.related ?? []).filter((related) => related.resource === name).map((related) => related.by));
  const sorts = new Set([...columns.filter((column) => column.sortable).map((column) => column.field), 'created_at', 'updated_at']);
  sorts.delete('id');
  // Date fields a list shows and sorts by are also what date filters compare (content's Review due reads
  // next_review_due between two days): the sort's index, in NOCASE order, cannot serve a range.
  const dates = columns.filter((column) => column.sortable && fields.some((field) => field.name === column.field && field.type === 'date')).map((column) => column.field);
  // Only what a record holds can be indexed: a filter on a derived value (content's Review due, from the
  // review date; a customer's first order, from the orders) is answered another way.
  const stored = new Set([...fields.map((field) => field.name), ...columns.map((column) => column.field)]);
  const filters = new Set([...declared.map((filter) => filter.field), ...(dateRange ? [dateRange.field] : []), ...dates].filter((field) => stored.has(field)));
  for (const field of lookups) filters.add(field);
  for (const field of multiValued) filters.delete(field);
  return { sorts: [...sorts].filter((field) => FIELD_NAME.test(field)), filters: [...filters].filter((field) => FIELD_NAME.test(field)), search: [...searchFields] };
}

/** Whether a sort's key is folded text (a name, a title, an e-mail): a text field that is not a timestamp. */
function isFoldedSort(name: string, field: string): boolean {
  const { fields = [] } = (RESOURCES as Partial<Record<string, Partial<(typeof RESOURCES)[ResourceName]>>>)[name] ?? {};
  return fields.some((declared) => declared.name === field && declared.type === 'string') && !field.endsWith('_at');
}

/** The expression a list of `resource` sorts by `field` on (never `id`), as its sort index holds it. */
export function sortKeySql(resource: string, field: string): string {
  const value = `json_extract(data, '$.${safeField(field)}')`;
  return isFoldedSort(resource, field) ? `fold(${value})` : `${value} COLLATE NOCASE`;
}

/**
 * Fields a write looks records up by, beside the lists' (a content save's slug must be new in its region):
 * each gets an index like a filter's, `catalogue_lookup_<resource>_<field>`, so the check reads the few
 * records holding that value, not every record of the resource.
 */
export const LOOKUP_FIELDS: Readonly<Partial<Record<ResourceName, readonly string[]>>> = { content: ['slug'] };

const indexName = (kind: 'sort' | 'filter' | 'lookup', resource: string, field: string) => `catalogue_${kind}_${resource.replace(/-/g, '_')}_${field}`;

let wantedIndexes: Map<string, string> | undefined;

/** The index that holds a resource's records in a sort's order, when the definitions declare that sort. */
export function sortIndexFor(resource: string, field: string): string | undefined {
  wantedIndexes ??= catalogueIndexes();
  const name = indexName('sort', resource, field);
  return wantedIndexes.has(name) ? name : undefined;
}

/** The index of a resource's records by a filter's field, when the definitions declare that filter. */
export function filterIndexFor(resource: string, field: string): string | undefined {
  wantedIndexes ??= catalogueIndexes();
  const name = indexName('filter', resource, field);
  return wantedIndexes.has(name) ? name : undefined;
}

/** Every wanted index: its name and its statement. */
export function catalogueIndexes(): Map<string, string> {
  const wanted = new Map<string, string>();
  // A test may declare a registry of its own (files-store.test.ts): only its resources are indexed.
  for (const name of INDEXED_RESOURCES.filter((declared) => declared in RESOURCES)) {
    const { sorts, filters } = listedFields(name);
    const where = `WHERE resource = ${resourceLiteral(name)}`;
    for (const field of sorts) {
      const index = indexName('sort', name, field);
      wanted.set(index, `CREATE INDEX IF NOT EXISTS ${index} ON catalogue_records (${sortKeySql(name, field)}, id) ${where}`);
    }
    for (const field of filters) {
      const index = indexName('filter', name, field);
      wanted.set(index, `CREATE INDEX IF NOT EXISTS ${index} ON catalogue_records (json_extract(data, '$.${safeField(field)}'), id) ${where}`);
    }
  }
  for (const [name, fields = []] of Object.entries(LOOKUP_FIELDS).filter(([declared]) => declared in RESOURCES)) {
    for (const field of fields) {
      const index = indexName('lookup', name, field);
      wanted.set(index, `CREATE INDEX IF NOT EXISTS ${index} ON catalogue_records (json_extract(data, '$.${safeField(field)}'), id) WHERE resource = ${resourceLiteral(name)}`);
    }
  }
  return wanted;
}

/** The text a record is searched by: its search fields, joined by a character no search holds (folded where it is stored). */
function searchTextSql(row: 'new'): string {
  const cases = (Object.keys(RESOURCES) as ResourceName[])
    .map((name) => {
      const parts = listedFields(name).search.map((field) => `COALESCE(json_extract(${row}.data, '$.${safeField(field)}'), '')`);
      return parts.length ? `WHEN ${resourceLiteral(name)} THEN ${parts.join(` || char(31) || `)}` : '';
    })
    .filter(Boolean);
  return cases.length ? `CASE ${row}.resource ${cases.join(' ')} END` : 'NULL';
}

/** The character between fields in a search text; a search holding it could match across two fields. */
export const SEARCH_SEPARATOR = '\u001f';

const SEARCH_SCHEMA = `
CREATE TABLE IF NOT EXISTS catalogue_search (
  id       INTEGER PRIMARY KEY,  -- the record's id in catalogue_records
  resource TEXT NOT NULL,
  text     TEXT NOT NULL         -- folded: accents dropped, lower case
);
CREATE INDEX IF NOT EXISTS catalogue_search_by_resource ON catalogue_search (resource, text);
`;

function searchTriggers(): string[] {
  const text = searchTextSql('new');
  return [
    `CREATE TRIGGER catalogue_search_insert AFTER INSERT ON catalogue_records BEGIN
       INSERT OR REPLACE INTO catalogue_search (id, resource, text) SELECT new.id, new.resource, ${foldSql('t')} FROM (SELECT ${text} AS t) WHERE t IS NOT NULL;
     END`,
    `CREATE TRIGGER catalogue_search_update AFTER UPDATE OF data ON catalogue_records BEGIN
       DELETE FROM catalogue_search WHERE id = old.id;
       INSERT INTO catalogue_search (id, resource, text) SELECT new.id, new.resource, ${foldSql('t')} FROM (SELECT ${text} AS t) WHERE t IS NOT NULL;
     END`,
    `CREATE TRIGGER catalogue_search_delete AFTER DELETE ON catalogue_records BEGIN
       DELETE FROM catalogue_search WHERE id = old.id;
     END`,
  ];
}

/**
 * Creates the wanted indexes and drops those no definition asks for any more; keeps the search table's
 * triggers as the definitions say, refilling the table when they changed (or it is new).
 */
export function ensureCatalogueIndexes(db: SandboxDb): void {
  if (db.isBulkLoading) {
    // A bulk load (sandbox/bulk-load.ts) builds them once it has written its rows.
    db.exec(SEARCH_SCHEMA);
    return;
  }
  const wanted = catalogueIndexes();
  const present = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND (name LIKE 'catalogue_sort_%' OR name LIKE 'catalogue_filter_%' OR name LIKE 'catalogue_lookup_%')")
    .all()
    .map((row) => row.name);
  for (const name of present) if (!wanted.has(name)) db.exec(`DROP INDEX ${name}`);
  for (const statement of wanted.values()) db.exec(statement);

  db.exec(SEARCH_SCHEMA);
  const triggers = searchTriggers();
  const current = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'catalogue_search_%' ORDER BY name").all().map((row) => row.sql);
  const same = current.length === triggers.length && triggers.every((sql) => current.includes(sql));
  if (same) return;
  db.transaction(() => {
    for (const name of ['catalogue_search_insert', 'catalogue_search_update', 'catalogue_search_delete']) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    for (const sql of triggers) db.exec(sql);
    db.exec('DELETE FROM catalogue_search');
    // Materialised, so each record's text is put together once, not once per use in foldSql.
    db.exec(`WITH texts AS MATERIALIZED (SELECT id, resource, ${searchTextSql('new').replaceAll('new.', '')} AS t FROM catalogue_records)
             INSERT INTO catalogue_search (id, resource, text) SELECT id, resource, ${foldSql('t')} FROM texts WHERE t IS NOT NULL`);
  })();
}
