// The block list of content and pages (docs/business-rules.md#content-blocks): six plain block shapes,
// one zod schema shared by the block editor, the sandbox and the AI interlink (which rewrites the text
// of markdown blocks and nothing else). A block is a plain object; its position is its index, written
// into `position` by the schema so the stored order never disagrees with the list's.
import { z } from 'zod';
import type { ArrayField, ReferenceDef, ReferencePath } from '@/lib/resources/types';
import { IMAGES_PER_BLOCK, MARKDOWN_BLOCK_MAX, MAX_BLOCKS, PRODUCTS_PER_BLOCK } from './block-types';


const fileId = (label: string) => z.number({ error: `${label} is required` }).int().positive(`${label} is required`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const markdownBlock = z.object({
  type: z.literal('markdown'),
  body: z.string({ error: 'Text is required' }).trim().min(1, 'Text is required').max(MARKDOWN_BLOCK_MAX, `Text must be at most ${MARKDOWN_BLOCK_MAX} characters`),
});

const singleImageBlock = z.object({
  type: z.literal('single_image'),
  file: fileId('Image'),
  alt: z.string({ error: 'Alt text is required' }).trim().min(1, 'Alt text is required').max(250, 'Alt text must be at most 250 characters'),
  caption: optionalText('Caption', 300),
});

const multipleImagesBlock = z.object({
  type: z.literal('multiple_images'),
  files: z
    .array(z.number().int().positive(), { error: 'Pick the images' })
    .min(IMAGES_PER_BLOCK.min, `Pick at least ${IMAGES_PER_BLOCK.min} images`)
    .max(IMAGES_PER_BLOCK.max, `At most ${IMAGES_PER_BLOCK.max} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'An image is chosen twice'),
  layout: z.enum(['grid', 'carousel'], { error: 'Pick grid or carousel' }),
});

const videoBlock = z.object({
  type: z.literal('video'),
  video: z.number({ error: 'Video is required' }).int().positive('Video is required'),
});

/** item_type 0 is a product, 1 a bundle (docs/business-rules.md#content-blocks). */
const singleProductBlock = z.object({
  type: z.literal('single_product'),
  item_type: z.union([z.literal(0), z.literal(1)], { error: 'Pick product or bundle' }),
  item: z.number({ error: 'Product is required' }).int().positive('Product is required'),
});

const multipleProductsBlock = z.object({
  type: z.literal('multiple_products'),
  heading: optionalText('Heading', 120),
  items: z
    .array(z.number().int().positive(), { error: 'Pick the products' })
    .min(PRODUCTS_PER_BLOCK.min, `Pick at least ${PRODUCTS_PER_BLOCK.min} products`)
    .max(PRODUCTS_PER_BLOCK.max, `At most ${PRODUCTS_PER_BLOCK.max} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is chosen twice'),
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  markdownBlock,
  singleImageBlock,
  multipleImagesBlock,
  videoBlock,
  singleProductBlock,
  multipleProductsBlock,
]);

export type ContentBlockInput = z.input<typeof contentBlockSchema>;
export type ContentBlock = z.output<typeof contentBlockSchema> & { position: number };

/** An ordered block list; each block's `position` is its index. */
export const blocksSchema = z
  .array(contentBlockSchema, { error: 'Blocks must be a list' })
  .max(MAX_BLOCKS, `At most ${MAX_BLOCKS} blocks`)
  .nullish()
  .transform((blocks): ContentBlock[] => (blocks ?? []).map((block, position) => ({ ...block, position })));

/**
 * Where blocks keep the ids they show, for what deleting those records does (lib/resources/references.ts):
 * a block shows what it names, and an emptied block would not save again, so such a delete is refused until
 * an editor changes the block. `blockReferences` below reads the same places.
 */
export const BLOCK_REFERENCES: readonly ReferenceDef<ReferencePath<{ blocks: ContentBlock[] }>>[] = [
  { path: 'blocks[].file', resource: 'files', onDelete: 'refuse' },
  { path: 'blocks[].files[]', resource: 'files', onDelete: 'refuse' },
  { path: 'blocks[].video', resource: 'videos', onDelete: 'refuse' },
  { path: 'blocks[].item', resource: 'products', when: { type: 'single_product', item_type: 0 }, onDelete: 'refuse' },
  { path: 'blocks[].item', resource: 'bundles', when: { type: 'single_product', item_type: 1 }, onDelete: 'refuse' },
  { path: 'blocks[].items[]', resource: 'products', onDelete: 'refuse' },
];

/** A reference a block makes to another record: what the check (content-rules.ts) looks up. */
export interface BlockReference {
  /** Form path of the reference (`blocks.2.item`, `blocks.3.files.1`). */
  path: string;
  resource: 'files' | 'videos' | 'products' | 'bundles';
  id: number;
}

/** Every record the blocks point at, with its path. */
export function blockReferences(blocks: readonly Record<string, unknown>[]): BlockReference[] {
  const refs: BlockReference[] = [];
  blocks.forEach((block, index) => {
    const at = `blocks.${index}`;
    const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
    switch (block.type) {
      case 'single_image':
        if (typeof block.file === 'number') refs.push({ path: `${at}.file`, resource: 'files', id: block.file });
        break;
      case 'multiple_images':
        ids(block.files).forEach((id, i) => refs.push({ path: `${at}.files.${i}`, resource: 'files', id }));
        break;
      case 'video':
        if (typeof block.video === 'number') refs.push({ path: `${at}.video`, resource: 'videos', id: block.video });
        break;
      case 'single_product':
        if (typeof block.item === 'number') refs.push({ path: `${at}.item`, resource: block.item_type === 1 ? 'bundles' : 'products', id: block.item });
        break;
      case 'multiple_products':
        ids(block.items).forEach((id, i) => refs.push({ path: `${at}.items.${i}`, resource: 'products', id }));
        break;
    }
  });
  return refs;
}

/** The blocks field of a content record's form and a page's: the block editor, with the pickers its blocks use. */
export const BLOCKS_FIELD: ArrayField = {
  type: 'array',
  name: 'blocks',
  label: 'Blocks',
  itemLabel: 'block',
  newItem: { type: 'markdown', body: '' },
  component: 'blocks',
  // What the blocks pick from, so the form knows which pickers the role may use.
  of: [
    { type: 'collection', name: 'file', label: 'Image', resource: 'files', labelField: 'filename' },
    { type: 'collection', name: 'video', label: 'Video', resource: 'videos', labelField: 'title' },
    { type: 'collection', name: 'item', label: 'Product', resource: 'products', labelField: 'name' },
    { type: 'collection', name: 'bundle', label: 'Bundle', resource: 'bundles', labelField: 'name' },
  ],
};
