// The GB/US equivalence report's names for QA (docs/qa.md, checked by the accessibility walk):
// equivalence-report.tsx, from the report's own filters, columns and problems.
import { PAGER_QA_NAMES, type QaName, type QaScreenNames } from '@/lib/qa-names';
import { EQUIVALENCE_COLUMNS, EQUIVALENCE_FILTERS } from './equivalence-list';
import { EQUIVALENCE_KINDS_OF_ROW, EQUIVALENCE_PROBLEM_LABELS } from './equivalence-problems';

const TITLE = 'Content equivalence';

export const EQUIVALENCE_QA_NAMES: QaScreenNames = {
  landmarks: [{ role: 'table', name: TITLE }],
  controls: [
    { role: 'link', name: 'Export CSV' },
    { role: 'group', name: 'Problems' },
    // Each button is the problem and its count ("Missing 2"), pressed while it filters the report.
    ...['All problems', ...EQUIVALENCE_KINDS_OF_ROW.map((problem) => EQUIVALENCE_PROBLEM_LABELS[problem])].map((label): QaName => ({ role: 'button', name: `${label} <count>` })),
    { role: 'searchbox', name: 'Search' },
    ...EQUIVALENCE_FILTERS.map((filter): QaName => ({ role: 'combobox', name: filter.label })),
    { role: 'button', name: 'Columns' },
    { role: 'button', name: 'Views' },
    { role: 'table', name: TITLE },
    ...EQUIVALENCE_COLUMNS.filter((column) => 'sortable' in column && column.sortable).map((column): QaName => ({ role: 'button', name: column.label })),
    { role: 'link', name: '<content title>', when: 'one per side of a pair: its update form, at its equivalent’s section' },
    { role: 'combobox', name: 'Rows per page' },
    ...PAGER_QA_NAMES,
  ],
};
