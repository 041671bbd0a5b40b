// The CSV exports areas declare for calls that are not a resource's list (a report), by the name in their
// URL (`/api/export/<name>.csv`). A resource's list export needs no entry here: its definition says
// `csvExport` and lib/export/csv.ts names its columns. The export route handler reads this registry.
import type { ExportSource } from '@/lib/export/csv';
import { equivalenceExport } from './content/equivalence-export';

export const REPORT_EXPORTS: Readonly<Record<string, ExportSource>> = {
  'content-equivalence': equivalenceExport,
};
