// Storefront pages (home, about, delivery, returns, privacy, terms…) per region: seeded by the upstream,
// edited only — blocks with the content block editor, SEO, where the page is linked, and status
// (docs/business-rules.md#pages).
import { z } from 'zod';
import { BLOCK_REFERENCES, BLOCKS_FIELD, blocksSchema } from '../content/block-schema';
import { defineResource } from '@/lib/resources/define';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { optionalImageIdSchema, optionalText, regionSchema, requiredText, slugSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const PAGE_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'draft', label: 'Draft', colour: 'gray' },
  { value: 'published', label: 'Published', colour: 'green' },
];

export const SHOW_IN_CHOICES: readonly OptionChoice[] = [
  { value: 'header', label: 'Header' },
  { value: 'footer', label: 'Footer' },
  { value: 'none', label: 'Not linked' },
];

export const pageSchema = z.object({
  title: requiredText('Title', 120),
  slug: slugSchema,
  region: regionSchema,
  status: z.enum(['draft', 'published'], { error: 'Pick a status' }),
  show_in: z.enum(['header', 'footer', 'none'], { error: 'Pick where the page is linked' }),
  blocks: blocksSchema,
  meta_title: optionalText('Meta title', 200),
  meta_description: optionalText('Meta description', 500),
  og_image: optionalImageIdSchema,
  noindex: z.boolean().nullish().transform((v) => v ?? false),
});

export type PageInput = z.input<typeof pageSchema>;

export const pagesResource = defineResource({
  resource: 'pages',
  singular: 'Page',
  schema: pageSchema,
  regionField: 'region',
  fields: [
    { type: 'placeholder', name: 'page', label: 'Page' },
    { type: 'string', name: 'title', label: 'Title', required: true, maxLength: 120 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug', help: 'Unique in its region' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: PAGE_STATUS_CHOICES },
    { type: 'option', name: 'show_in', label: 'Show in', required: true, options: SHOW_IN_CHOICES, help: 'Where the storefront links the page' },
    BLOCKS_FIELD,
    { type: 'placeholder', name: 'seo', label: 'SEO' },
    { type: 'string', name: 'meta_title', label: 'Meta title', component: 'soft-length', maxLength: 60 },
    { type: 'string', name: 'meta_description', label: 'Meta description', format: 'textarea', component: 'soft-length', maxLength: 160 },
    { type: 'collection', name: 'og_image', label: 'Social image', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
    { type: 'boolean', name: 'noindex', label: 'Hide from search engines (noindex)' },
  ],
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'slug', label: 'Slug' },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'show_in', label: 'Show in', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'date' },
  ],
  searchFields: ['title', 'slug'],
  defaultSort: { field: 'title', order: 'asc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: PAGE_STATUS_CHOICES },
    { field: 'show_in', label: 'Show in', options: SHOW_IN_CHOICES },
  ],
  defaults: { title: '', slug: '', region: 'gb', status: 'draft', show_in: 'none', blocks: [], meta_title: '', meta_description: '', og_image: null, noindex: false },
  references: BLOCK_REFERENCES,
});
