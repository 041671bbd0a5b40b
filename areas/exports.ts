// The CSV exports by the name in their URL (`/api/export/<name>.csv`), from each area's parts
// (areas/<area>/parts.ts): a resource's list under the resource's name (its `csvColumns`, where its
// definition says `csvExport`), and an area's reports (a call that is not a list) under their own names.
// The export route handler reads this registry.
import type { CsvColumn, ExportSource } from '@/lib/export/csv';
import { AREA_PARTS } from './parts';

const parts = Object.entries(AREA_PARTS);

/** The columns of each exportable list, by resource. */
export const LIST_EXPORT_COLUMNS: Readonly<Record<string, readonly CsvColumn[]>> = Object.fromEntries(
  parts.flatMap(([area, { csvColumns }]) => (csvColumns ? [[area, csvColumns]] : [])),
);

/** The reports' exports, by file name. */
export const REPORT_EXPORTS: Readonly<Record<string, ExportSource>> = Object.fromEntries(parts.flatMap(([, { reports }]) => Object.entries(reports ?? {})));
