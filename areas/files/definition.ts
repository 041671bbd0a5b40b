// The file library (admin screen /system/files; editors list and upload through the picker): the
// update schema and the resource definition over the plain facts of ./file-types (re-exported here).
// The contract is docs/api-contract.md#files; the upstream decides a file's type by its content.
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { FILE_KIND_CHOICES } from '@/lib/resources/file-types';
import { optionalText, requiredText } from '@/lib/resources/schema-parts';

export * from '@/lib/resources/file-types';

/** `PUT /v1/files/{id}`: only the name and the alt text change; the bytes never do. */
export const fileUpdateSchema = z.object({
  filename: requiredText('File name', 255).refine((name) => !/[\\/\u0000-\u001f]/.test(name), 'File name cannot hold slashes or control characters'),
  alt_text: optionalText('Alt text', 500),
});

export type FileUpdate = z.output<typeof fileUpdateSchema>;

export const filesResource = defineResource({
  resource: 'files',
  singular: 'File',
  schema: fileUpdateSchema,
  fields: [
    { type: 'string', name: 'filename', label: 'File name', required: true, maxLength: 255 },
    { type: 'string', name: 'alt_text', label: 'Alt text', format: 'textarea', maxLength: 500, help: 'Describes the image for people who cannot see it.' },
  ],
  columns: [
    { field: 'filename', label: 'File name', sortable: true, maxChars: 60 },
    { field: 'mime_type', label: 'Type' },
    { field: 'size_bytes', label: 'Size', sortable: true, format: 'number', isNumeric: true },
    { field: 'usage_count', label: 'Used by', format: 'number', isNumeric: true },
    { field: 'created_at', label: 'Uploaded', sortable: true, format: 'datetime' },
  ],
  searchFields: ['filename'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [{ field: 'kind', label: 'Type', options: FILE_KIND_CHOICES }],
  defaults: { filename: '', alt_text: null },
});
