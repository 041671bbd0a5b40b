'use client';
// The `blocks` custom field: the block editor of content and pages (components/content/blocks), whose
// code — drag and drop, the markdown preview, the add menu — loads after the form is drawn.
import { Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { CustomFieldRenderer } from './registry';

function EditorUnavailable() {
  useEffect(() => reportUnavailable('The block editor'), []);
  return null;
}

const BlockEditor = lazyWithFallback<{ name: string; label: string }>(
  () => import('@/components/content/blocks/block-editor').then((m) => m.BlockEditor),
  EditorUnavailable,
);

export const BlocksField: CustomFieldRenderer = ({ field, name }) => (
  <Suspense
    fallback={
      <Stack gap="2" aria-busy="true" aria-label={`Loading ${field.label.toLowerCase()}`}>
        <Skeleton height="10" />
        <Skeleton height="24" />
      </Stack>
    }
  >
    <BlockEditor name={name} label={field.label} />
  </Suspense>
);
