// The videos list with its drawer: the names of its own screen for QA (lib/area-parts.ts says what else an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { VIDEOS_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  qaScreens: { '/videos': VIDEOS_QA_NAMES },
});
