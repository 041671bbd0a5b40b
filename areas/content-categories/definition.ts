// Content categories (/content-categories): how content is grouped on the storefront, optionally for one
// kind of content. A category that content still uses cannot be deleted (docs/business-rules.md#content-categories).
import { z } from 'zod';
import { CONTENT_KIND_CHOICES } from '../content/definition';
import { defineResource } from '@/lib/resources/define';
import { optionalText, requiredText, slugSchema } from '@/lib/resources/schema-parts';

/** The kind arrives as the API's number, or as the form's text of it; none means any kind. */
const optionalKindSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], { error: 'Pick a kind' }).nullable(),
);

export const contentCategorySchema = z.object({
  name: requiredText('Name', 80),
  slug: slugSchema,
  kind: optionalKindSchema,
  description: optionalText('Description', 1000),
});

export type ContentCategoryInput = z.input<typeof contentCategorySchema>;
export type ContentCategory = z.output<typeof contentCategorySchema>;

export const contentCategoriesResource = defineResource({
  resource: 'content-categories',
  singular: 'Category',
  schema: contentCategorySchema,
  deleteConsequence: 'A category that content still uses cannot be deleted.',
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 80 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug' },
    { type: 'option', name: 'kind', label: 'Kind', options: CONTENT_KIND_CHOICES, help: 'The kind of content it groups; any kind when empty' },
    { type: 'string', name: 'description', label: 'Description', format: 'textarea', maxLength: 1000 },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'slug', label: 'Slug', sortable: true },
    { field: 'kind', label: 'Kind', format: 'option' },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'datetime' },
  ],
  searchFields: ['name', 'slug'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [{ field: 'kind', label: 'Kind', options: CONTENT_KIND_CHOICES }],
  defaults: { name: '', slug: '', kind: null, description: null },
});
