'use client';
// The editor of each block type (areas/content/block-schema.ts): built from the form's own field
// renderers at the block's path (`blocks.2.file`), so pickers, the file picker and errors behave as
// everywhere else and a block's errors show on the block.
import { Button, Field, Flex, HStack, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { Suspense, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BlockType } from '@/areas/content/block-types';
import { IMAGES_PER_BLOCK, PRODUCTS_PER_BLOCK } from '@/areas/content/block-types';
import type { FieldDef } from '@/lib/resources/types';
import { FieldNotes, useFieldError } from '@/components/resource/fields/field-frame';
import { NestedField } from '@/components/resource/fields/form-context';
import { lazyWithFallback } from '@/lib/client/lazy-part';

/**
 * The preview's markdown renderer (about 30 KB of gzip) loads when a text block is first shown side by
 * side or previewed, not with the editor: a block opens for writing.
 */
const MarkdownPreview = lazyWithFallback(
  () => import('./block-preview').then((m) => m.MarkdownPreview),
  ({ label }: { source: string; label: string }) => (
    <Text role="region" aria-label={label} color="fg.muted">
      The preview could not be loaded; check your connection.
    </Text>
  ),
);

function MarkdownBlockEditor({ path, number }: { path: string; number: number }) {
  const { register } = useFormContext();
  const body: unknown = useWatch({ name: `${path}.body` });
  const error = useFieldError(`${path}.body`);
  const [view, setView] = useState<'edit' | 'split' | 'preview'>('edit');
  const inputId = useId();
  const label = `Block ${number} text`;
  return (
    <Stack gap="2">
      <HStack gap="1" role="group" aria-label={`Block ${number} view`}>
        {(['edit', 'split', 'preview'] as const).map((mode) => (
          <Button key={mode} size="xs" variant={view === mode ? 'solid' : 'outline'} aria-pressed={view === mode} onClick={() => setView(mode)}>
            {mode === 'edit' ? 'Write' : mode === 'split' ? 'Side by side' : 'Preview'}
          </Button>
        ))}
      </HStack>
      <Flex gap="3" direction={{ base: 'column', lg: 'row' }}>
        <Field.Root invalid={Boolean(error)} required flex="1" display={view === 'preview' ? 'none' : undefined}>
          <Field.Label htmlFor={inputId}>
            {label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea id={inputId} {...register(`${path}.body`)} fontFamily="mono" minHeight="40" autoresize />
          <FieldNotes help="Markdown: **bold**, [link](https://…), lists and headings" error={error} />
        </Field.Root>
        {view !== 'edit' && (
          <Stack flex="1" gap="1">
            <Suspense fallback={<Skeleton minHeight="32" role="status" aria-busy="true" aria-label={`Loading block ${number} preview`} />}>
              <MarkdownPreview source={typeof body === 'string' ? body : ''} label={`Block ${number} preview`} />
            </Suspense>
          </Stack>
        )}
      </Flex>
    </Stack>
  );
}

function ProductBlockEditor({ path, number }: { path: string; number: number }) {
  const { setValue } = useFormContext();
  const itemType: unknown = useWatch({ name: `${path}.item_type` });
  const selectId = useId();
  const isBundle = itemType === 1;
  return (
    <Stack gap="3">
      <Field.Root maxWidth="xs">
        <Field.Label htmlFor={selectId}>Block {number} item type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={selectId}
            value={isBundle ? '1' : '0'}
            onChange={(event) => {
              setValue(`${path}.item_type`, event.target.value === '1' ? 1 : 0, { shouldDirty: true });
              setValue(`${path}.item`, null, { shouldDirty: true });
            }}
          >
            <option value="0">Product</option>
            <option value="1">Bundle</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <NestedField
        key={isBundle ? 'bundle' : 'product'}
        name={`${path}.item`}
        field={{ type: 'collection', name: 'item', label: `Block ${number} ${isBundle ? 'bundle' : 'product'}`, resource: isBundle ? 'bundles' : 'products', labelField: 'name', sameRegion: true, required: true }}
      />
    </Stack>
  );
}

/** The declared fields each simple block type edits, labelled with the block's number so every input has its own name. */
function simpleFields(type: BlockType, number: number): FieldDef[] {
  const label = (text: string) => `Block ${number} ${text}`;
  switch (type) {
    case 'single_image':
      return [
        { type: 'collection', name: 'file', label: label('image'), resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', required: true },
        { type: 'string', name: 'alt', label: label('alt text'), required: true, maxLength: 250, help: 'Describes the image for people who cannot see it' },
        { type: 'string', name: 'caption', label: label('caption'), maxLength: 300 },
      ];
    case 'multiple_images':
      return [
        {
          type: 'collection',
          name: 'files',
          label: label('images'),
          resource: 'files',
          labelField: 'filename',
          accept: 'image',
          component: 'file-picker',
          multiple: true,
          maxItems: IMAGES_PER_BLOCK.max,
          required: true,
          help: `${IMAGES_PER_BLOCK.min} to ${IMAGES_PER_BLOCK.max} images`,
        },
        { type: 'option', name: 'layout', label: label('layout'), required: true, options: [{ value: 'grid', label: 'Grid' }, { value: 'carousel', label: 'Carousel' }] },
      ];
    case 'video':
      return [{ type: 'collection', name: 'video', label: label('video'), resource: 'videos', labelField: 'title', sameRegion: true, required: true, help: 'A video of the same region' }];
    case 'multiple_products':
      return [
        { type: 'string', name: 'heading', label: label('heading'), maxLength: 120 },
        {
          type: 'collection',
          name: 'items',
          label: label('products'),
          resource: 'products',
          labelField: 'name',
          multiple: true,
          sameRegion: true,
          maxItems: PRODUCTS_PER_BLOCK.max,
          required: true,
          help: `${PRODUCTS_PER_BLOCK.min} to ${PRODUCTS_PER_BLOCK.max} products of the same region`,
        },
      ];
    default:
      return [];
  }
}

/** The editor of the block at `path` (`blocks.2`), by its type. */
export function BlockFields({ type, path, number }: { type: BlockType; path: string; number: number }) {
  if (type === 'markdown') return <MarkdownBlockEditor path={path} number={number} />;
  if (type === 'single_product') return <ProductBlockEditor path={path} number={number} />;
  return (
    <Stack gap="3">
      {simpleFields(type, number).map((field) => (
        <NestedField key={field.name} field={field} name={`${path}.${field.name}`} />
      ))}
    </Stack>
  );
}
