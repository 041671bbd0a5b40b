// The equivalence report as CSV (`GET /api/export/content-equivalence.csv?<the report's filters>`): every
// row of the current view, both sides spelled out, streamed by the export route like a list's export.
import type { CsvColumn, ExportSource } from '@/lib/export/csv';
import { contentKindLabel } from './choices';
import { equivalenceQuerySchema, EQUIVALENCE_PROBLEM_LABELS, type EquivalenceRowKind } from './equivalence';

type Values = Readonly<Record<string, unknown>>;

const sideOf = (record: Values, side: 'item' | 'equivalent') => (record[side] ?? null) as Values | null;

function sideColumns(side: 'item' | 'equivalent'): CsvColumn[] {
  const value = (field: string, show: (v: unknown) => unknown = (v) => v) => (record: Values) => {
    const values = sideOf(record, side);
    return values ? show(values[field]) : null;
  };
  return [
    { header: `${side}_id`, value: value('id') },
    { header: `${side}_title`, value: value('title') },
    { header: `${side}_region`, value: value('region') },
    { header: `${side}_kind`, value: value('kind', contentKindLabel) },
    { header: `${side}_status`, value: value('status') },
    { header: `${side}_updated_at`, value: value('updated_at') },
    { header: `${side}_next_review_due`, value: value('next_review_due') },
  ];
}

export const equivalenceExport: ExportSource = {
  path: ['content', 'equivalence'],
  query: equivalenceQuerySchema.omit({ page: true, limit: true }),
  columns: [
    { header: 'problem', value: (record) => EQUIVALENCE_PROBLEM_LABELS[record.problem as EquivalenceRowKind] ?? record.problem },
    { header: 'detail', value: (record) => record.detail },
    ...sideColumns('item'),
    ...sideColumns('equivalent'),
  ],
};
