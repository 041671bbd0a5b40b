// The dashboard (at / and /dashboard): the names of its own screen for QA (lib/area-parts.ts says what else an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { DASHBOARD_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  qaScreens: { '/dashboard': DASHBOARD_QA_NAMES, '/': DASHBOARD_QA_NAMES },
});
