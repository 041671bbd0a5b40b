// What /pages/update/:id draws, for the QA guide (lib/qa-names.ts PageScreen).
import type { PageScreen } from '@/lib/qa-names';

export const PAGE_SCREEN: PageScreen = { draws: 'update', layout: 'sections' };
