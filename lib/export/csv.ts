// CSV for exports (docs/special-calls.md#csv-exports): csv-stringify writes RFC 4180 lines; this module
// first makes every cell that a spreadsheet would run as a formula (`= + - @`, tab, carriage return
// first) inert with a `'` prefix, judged on the cell's final text whatever its value's type. Money is a decimal with its currency code, dates ISO. Pure: the route
// handler streams its rows. Each exportable list's columns are its area's (`csvColumns` in areas/<area>/parts.ts).
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { CURRENCY_BY_REGION, isRegion } from '@/lib/resources/regions';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal such as `-12` or `-0.5`: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * The text of one cell before quoting: empty for no value, a formula start made inert. The final text
 * decides, not the value's type: an array, an object's own text or a number-like string can begin
 * with `=` as well as a string can.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

const STRINGIFY_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

/** One record as a CRLF-ended line; a cell with a comma, quote or any line break is quoted. */
export function csvLine(cells: readonly unknown[]): string {
  return stringify([cells.map(cellText)], STRINGIFY_OPTIONS);
}

/**
 * Many records as CRLF-ended lines, the same text as `csvLine` of each joined: one stringifier for a whole
 * page (an export writes 1,000 rows at a time) costs a fifth of one per line.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.length === 0 ? '' : stringify(rows.map((cells) => cells.map(cellText)), STRINGIFY_OPTIONS);
}

/** One cell as it appears in a line. */
export function csvCell(value: unknown): string {
  return csvLine([value]).slice(0, -2);
}

/** Minor units as a decimal with the region's currency code ("12.34 GBP"). */
export function csvMoney(minor: unknown, region: unknown): string {
  if (typeof minor !== 'number') return '';
  const amount = (minor / 100).toFixed(2);
  return isRegion(region) ? `${amount} ${CURRENCY_BY_REGION[region].code}` : amount;
}

export interface CsvColumn {
  header: string;
  value: (record: Readonly<Record<string, unknown>>) => unknown;
}

/** A column of a record's own value. */
export const csvField = (field: string) => (record: Readonly<Record<string, unknown>>) => record[field];

/** A column of minor units with the record's region's currency (`csvMoney`). */
export const csvMoneyField = (field: string) => (record: Readonly<Record<string, unknown>>) => csvMoney(record[field], record.region);

/**
 * An export of a call that is not a resource's list (a report), declared by its area (`reports` in its parts.ts):
 * `GET /api/export/<name>.csv` pages through `GET /v1/<path>` with the list's query and writes `columns`.
 */
export interface ExportSource {
  /** Path segments below `/v1` (`['content', 'equivalence']`): the call paged through, and the grant the role needs. */
  path: readonly string[];
  /** The query the export accepts (everything the screen's filters and sort send, without paging); anything else is a 400. */
  query: z.ZodType<Record<string, unknown>>;
  columns: readonly CsvColumn[];
  /**
   * The call pages by key (`sort=id&after_id=<the last id>`, docs/api-contract.md#paging-by-key): a resource's
   * list does, so the file holds every record that matched from start to end once, whatever changes
   * meanwhile. A report without it is read by page number.
   */
  isPagedById?: boolean;
}

/** `orders-2026-11-23.csv` */
export function exportFileName(name: string, now: Date): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
