// The block types of content and pages and their limits, without zod: the block editor draws from these
// and ships with an update form's first load, while the schema (block-schema.ts) that checks them loads
// with the form's checks when first wanted.

export const BLOCK_TYPES = ['markdown', 'single_image', 'multiple_images', 'video', 'single_product', 'multiple_products'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_TYPE_LABELS: Record<BlockType, string> = {
  markdown: 'Text (markdown)',
  single_image: 'Image',
  multiple_images: 'Image gallery',
  video: 'Video',
  single_product: 'Product',
  multiple_products: 'Product list',
};

export const MARKDOWN_BLOCK_MAX = 20_000;
export const IMAGES_PER_BLOCK = { min: 2, max: 12 } as const;
export const PRODUCTS_PER_BLOCK = { min: 2, max: 8 } as const;
export const MAX_BLOCKS = 100;

/** A new, empty block of `type`, as the editor adds it (invalid until filled in, on purpose). */
export function newBlock(type: BlockType): Record<string, unknown> {
  switch (type) {
    case 'markdown':
      return { type, body: '' };
    case 'single_image':
      return { type, file: null, alt: '', caption: '' };
    case 'multiple_images':
      return { type, files: [], layout: 'grid' };
    case 'video':
      return { type, video: null };
    case 'single_product':
      return { type, item_type: 0, item: null };
    case 'multiple_products':
      return { type, heading: '', items: [] };
  }
}
