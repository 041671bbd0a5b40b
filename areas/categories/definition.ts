// Product categories (admin only): a tree through the optional parent category.
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { optionalImageIdSchema, optionalInt, optionalText, requiredText, slugSchema } from '@/lib/resources/schema-parts';

export const categorySchema = z.object({
  name: requiredText('Name', 80),
  slug: slugSchema,
  parent_id: z.number().int().positive().nullish().transform((v) => v ?? null),
  position: optionalInt('Position', 0, 999).transform((v) => v ?? 0),
  description: optionalText('Description', 2000),
  image: optionalImageIdSchema,
});

export type Category = z.output<typeof categorySchema>;

export const categoriesResource = defineResource({
  resource: 'categories',
  singular: 'Category',
  schema: categorySchema,
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 80 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug' },
    { type: 'collection', name: 'parent_id', label: 'Parent category', resource: 'categories', labelField: 'name', excludeSelf: true, onDelete: 'refuse' },
    { type: 'number', name: 'position', label: 'Position', format: 'integer', min: 0, max: 999 },
    { type: 'string', name: 'description', label: 'Description', format: 'textarea', maxLength: 2000 },
    { type: 'collection', name: 'image', label: 'Image', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'slug', label: 'Slug', sortable: true },
    { field: 'parent_name', label: 'Parent' },
    { field: 'position', label: 'Position', sortable: true, format: 'number', isNumeric: true },
  ],
  searchFields: ['name', 'slug'],
  quantities: ['position'],
  defaultSort: { field: 'position', order: 'asc' },
  filters: [],
  defaults: { name: '', slug: '', parent_id: null, position: 0, description: '', image: null },
});
