// What /system/users/update/:id draws, for the QA guide (lib/qa-names.ts PageScreen): one's own account locks role and status.
import type { PageScreen } from '@/lib/qa-names';

export const PAGE_SCREEN: PageScreen = { draws: 'update', isRestricted: true };
