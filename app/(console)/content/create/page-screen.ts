// What /content/create draws, for the QA guide (lib/qa-names.ts PageScreen): its status is locked.
import type { PageScreen } from '@/lib/qa-names';

export const PAGE_SCREEN: PageScreen = { draws: 'create', layout: 'sections', isRestricted: true };
