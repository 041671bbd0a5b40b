// The file library: the names of its own screen for QA (lib/area-parts.ts says what else an area may declare here).
import { defineAreaParts } from '@/lib/area-parts';
import { FILES_QA_NAMES } from './qa-names';

export const parts = defineAreaParts({
  qaScreens: { '/system/files': FILES_QA_NAMES },
});
