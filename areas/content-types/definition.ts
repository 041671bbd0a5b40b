// Content types (/content-types): a fixed list the upstream defines (guide, news, FAQ…). Staff edit their
// names and descriptions; nothing creates or deletes one — no screen offers it and the upstream answers
// 405 (docs/business-rules.md#content-types).
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { optionalText, requiredText, slugSchema } from '@/lib/resources/schema-parts';

export const contentTypeSchema = z.object({
  name: requiredText('Name', 80),
  slug: slugSchema,
  description: optionalText('Description', 1000),
});

export type ContentTypeInput = z.input<typeof contentTypeSchema>;

export const contentTypesResource = defineResource({
  resource: 'content-types',
  singular: 'Content type',
  schema: contentTypeSchema,
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 80 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug' },
    { type: 'string', name: 'description', label: 'Description', format: 'textarea', maxLength: 1000 },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'slug', label: 'Slug', sortable: true },
    { field: 'description', label: 'Description', maxChars: 80 },
  ],
  searchFields: ['name', 'slug'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [],
  defaults: { name: '', slug: '', description: null },
});
