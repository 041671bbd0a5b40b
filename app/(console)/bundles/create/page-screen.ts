// What /bundles/create draws, for the QA guide (lib/qa-names.ts PageScreen).
import type { PageScreen } from '@/lib/qa-names';

export const PAGE_SCREEN: PageScreen = { draws: 'create' };
