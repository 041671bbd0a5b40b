'use client';
// The `blocks` custom field: the block editor of content and pages (components/content/blocks), whose
// code — drag and drop, the add menu, the markdown preview — is not part of the form's first load. A
// record with blocks loads it at once; an empty list shows a light stand-in whose "Add block" loads the
// editor and opens its menu. Nothing loads on hover or focus: the stand-in's button must not be swapped
// for the real one between a press and its click.
import { Button, EmptyState, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { BlockEditorProps } from '@/components/content/blocks/block-editor';
import type { CustomFieldRenderer } from './registry';

function EditorUnavailable() {
  useEffect(() => reportUnavailable('The block editor'), []);
  return null;
}

const BlockEditor = lazyWithFallback<BlockEditorProps>(() => import('@/components/content/blocks/block-editor').then((m) => m.BlockEditor), EditorUnavailable);

type Wish = 'none' | 'open';

/** The editor's header and empty state, drawn before its code is there. */
function StandIn({ label, onWish }: { label: string; onWish: (wish: Wish) => void }) {
  return (
    <Stack gap="3" as="section" aria-label={label}>
      <Flex justifyContent="space-between" alignItems="center" gap="3">
        <Text fontWeight="medium">{label}</Text>
        <Button size="sm" variant="outline" aria-haspopup="menu" onClick={() => onWish('open')}>
          Add block
        </Button>
      </Flex>
      <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <EmptyState.Title>No blocks yet</EmptyState.Title>
          <EmptyState.Description>Add text, images, a video or products with “Add block”.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}

export const BlocksField: CustomFieldRenderer = ({ field, name }) => {
  const value: unknown = useWatch({ name });
  const [wish, setWish] = useState<Wish>('none');
  const hasBlocks = Array.isArray(value) && value.length > 0;
  const standIn = <StandIn label={field.label} onWish={setWish} />;
  if (!hasBlocks && wish === 'none') return standIn;
  return (
    <Suspense
      fallback={
        hasBlocks ? (
          <Stack gap="2" aria-busy="true" aria-label={`Loading ${field.label.toLowerCase()}`}>
            <Skeleton height="10" />
            <Skeleton height="24" />
          </Stack>
        ) : (
          standIn
        )
      }
    >
      <BlockEditor name={name} label={field.label} openMenuAtOnce={wish === 'open'} />
    </Suspense>
  );
};
