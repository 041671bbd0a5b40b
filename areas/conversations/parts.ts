// A conversation's thread: the names of its own screen for QA (lib/area-parts.ts says what else an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { CONVERSATION_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  qaScreens: { '/conversations/:id': CONVERSATION_QA_NAMES },
});
