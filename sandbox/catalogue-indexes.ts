// The indexes that keep the catalogue's lists fast at shop size (sandbox/shop.ts: 200,000 orders beside
// 100,000 customers and 20,000 content items in the one catalogue_records table), derived from the area
// definitions so a new sortable column or filter gets its index without anyone listing it:
//
// - catalogue_sort_<resource>_<field>: per sortable column (and created_at, updated_at), a partial index
//   `(json_extract(data, '$.field') COLLATE NOCASE, id) WHERE resource = '<resource>'`, in exactly the
//   list's ORDER BY, so a first page (either direction) reads 20 index entries instead of sorting every row.
// - catalogue_filter_<resource>_<field>: per filter field (and the fields other areas' drawers list it by,
//   and its date range), a partial index `(json_extract(data, '$.field'), id)`, so a filtered list and its
//   COUNT read only the matching entries.
// - catalogue_search: one row per record, its search fields joined in one text (kept by triggers on every
//   insert, update and delete), with an index on (resource, text): a search reads that resource's short
//   texts, never the JSON of every row. LIKE '%q%' cannot seek, but a scan of 200,000 short entries is tens
//   of milliseconds where parsing 200,000 orders' JSON took seconds.
//
// Every index is partial on its resource (the list statements name the resource as a literal for that), so
// a resource's list costs the same whatever else the table holds: 200,000 orders do not slow the content list.
import { RESOURCES, type ResourceName } from '@/areas/registry';
import type { SandboxDb } from './db';

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
  const filters = new Set([...declared.map((filter) => filter.field), ...lookups, ...(dateRange ? [dateRange.field] : []), ...dates]);
  for (const field of multiValued) filters.delete(field);
  return { sorts: [...sorts].filter((field) => FIELD_NAME.test(field)), filters: [...filters].filter((field) => FIELD_NAME.test(field)), search: [...searchFields] };
}

const indexName = (kind: 'sort' | 'filter', resource: string, field: string) => `catalogue_${kind}_${resource.replace(/-/g, '_')}_${field}`;

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
  for (const name of Object.keys(RESOURCES) as ResourceName[]) {
    const { sorts, filters } = listedFields(name);
    const where = `WHERE resource = ${resourceLiteral(name)}`;
    for (const field of sorts) {
      const index = indexName('sort', name, field);
      wanted.set(index, `CREATE INDEX IF NOT EXISTS ${index} ON catalogue_records (json_extract(data, '$.${safeField(field)}') COLLATE NOCASE, id) ${where}`);
    }
    for (const field of filters) {
      const index = indexName('filter', name, field);
      wanted.set(index, `CREATE INDEX IF NOT EXISTS ${index} ON catalogue_records (json_extract(data, '$.${safeField(field)}'), id) ${where}`);
    }
  }
  return wanted;
}

/** The text a record is searched by: its search fields, joined by a character no search holds. */
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
  text     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS catalogue_search_by_resource ON catalogue_search (resource, text);
`;

function searchTriggers(): string[] {
  const text = searchTextSql('new');
  return [
    `CREATE TRIGGER catalogue_search_insert AFTER INSERT ON catalogue_records BEGIN
       INSERT OR REPLACE INTO catalogue_search (id, resource, text) SELECT new.id, new.resource, t FROM (SELECT ${text} AS t) WHERE t IS NOT NULL;
     END`,
    `CREATE TRIGGER catalogue_search_update AFTER UPDATE OF data ON catalogue_records BEGIN
       DELETE FROM catalogue_search WHERE id = old.id;
       INSERT INTO catalogue_search (id, resource, text) SELECT new.id, new.resource, t FROM (SELECT ${text} AS t) WHERE t IS NOT NULL;
     END`,
    `CREATE TRIGGER catalogue_search_delete AFTER DELETE ON catalogue_records BEGIN
       DELETE FROM catalogue_search WHERE id = old.id;
     END`,
  ];
}

/**
 * Drops the search triggers for a bulk load (the shop scenario): one pass over the loaded rows afterwards is
 * quicker than a trigger per insert. `ensureCatalogueIndexes` puts them back and refills the search texts.
 */
export function pauseSearchTexts(db: SandboxDb): void {
  for (const name of ['catalogue_search_insert', 'catalogue_search_update', 'catalogue_search_delete']) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
}

/**
 * Creates the wanted indexes and drops those no definition asks for any more; keeps the search table's
 * triggers as the definitions say, refilling the table when they changed (or it is new).
 */
export function ensureCatalogueIndexes(db: SandboxDb): void {
  const wanted = catalogueIndexes();
  const present = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND (name LIKE 'catalogue_sort_%' OR name LIKE 'catalogue_filter_%')")
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
    db.exec(`INSERT INTO catalogue_search (id, resource, text) SELECT id, resource, t FROM (SELECT id, resource, ${searchTextSql('new').replaceAll('new.', '')} AS t FROM catalogue_records) WHERE t IS NOT NULL`);
  })();
}
