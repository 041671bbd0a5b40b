// Content: the GB/US equivalence report's CSV export, its saved views and its names for QA (the report is a
// list screen of the area's own, no resource's list; lib/area-parts.ts says what an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { equivalenceExport } from './equivalence-export';
import { EQUIVALENCE_COLUMNS, EQUIVALENCE_PATH, EQUIVALENCE_VIEW_LIST } from './equivalence-list';
import { EQUIVALENCE_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  reports: { 'content-equivalence': equivalenceExport },
  viewLists: { [EQUIVALENCE_VIEW_LIST]: { path: EQUIVALENCE_PATH, columns: EQUIVALENCE_COLUMNS.map((column) => column.field) } },
  qaScreens: { [EQUIVALENCE_PATH]: EQUIVALENCE_QA_NAMES },
});
