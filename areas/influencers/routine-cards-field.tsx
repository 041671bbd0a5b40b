'use client';
// The `routine-cards` custom field of influencers: the cards editor (routine-cards-editor.tsx, with drag
// and drop and the preset menu) loads only for an influencer with cards or on the first "Add routine card".
import { lazyListEditor } from '@/components/resource/fields/custom/lazy-list-editor';

export const RoutineCardsField = lazyListEditor(() => import('./routine-cards-editor').then((m) => m.RoutineCardsEditor), {
  add: 'Add routine card',
  emptyTitle: 'No routine cards yet',
  emptyDescription: 'Add one with “Add routine card” and choose its preset.',
  part: 'The routine cards editor',
});
