// The list cells areas draw themselves, by the key a column names (`component:`, lib/resources/custom-fields.ts);
// the map's type makes a missing one a compile error. Part of every list's first load: keep entries small.
import type { CustomCellKey } from '@/lib/resources/custom-fields';
import type { CustomCellRenderer } from '@/components/resource/slots';
import { ReviewFlagCell } from './content/review-flag-cell';

export const CUSTOM_CELLS: { [K in CustomCellKey]: CustomCellRenderer } = {
  'review-flag': ReviewFlagCell,
};
