'use client';
// The `blocks` custom field: the block editor of content and pages (areas/content/blocks/), whose
// code — drag and drop, the add menu, the markdown preview — loads only for a record with blocks or on the
// first "Add block" (lazy-list-editor.tsx).
import { lazyListEditor } from '@/components/resource/fields/custom/lazy-list-editor';

export const BlocksField = lazyListEditor(() => import('@/areas/content/blocks/block-editor').then((m) => m.BlockEditor), {
  add: 'Add block',
  emptyTitle: 'No blocks yet',
  emptyDescription: 'Add text, images, a video or products with “Add block”.',
  part: 'The block editor',
});
