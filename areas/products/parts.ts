// The best-seller order: the names of its own screen for QA (lib/area-parts.ts says what else an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { BEST_SELLERS_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  qaScreens: { '/products/bestsellers': BEST_SELLERS_QA_NAMES },
});
