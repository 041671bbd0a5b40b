// The team list with its order editor: the names of its own screen for QA (lib/area-parts.ts says what else an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { TEAM_MEMBERS_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  qaScreens: { '/team-members': TEAM_MEMBERS_QA_NAMES },
});
