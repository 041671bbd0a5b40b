// Tips (/tips for editors; /tips/create and /tips/update/{id} for both roles): short health tips, each
// optionally tied to a condition (content of kind Condition in the tip's region) and optionally ending with
// the consultation call to action, whose text is the `tip_consulation` setting (docs/business-rules.md#tips).
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { regionSchema, requiredText } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const TIP_TITLE_MAX = 80;
export const TIP_BODY_MAX = 500;

export const TIP_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'draft', label: 'Draft', colour: 'gray' },
  { value: 'published', label: 'Published', colour: 'green' },
  { value: 'archived', label: 'Archived', colour: 'purple' },
];

export const tipSchema = z.object({
  title: requiredText('Title', TIP_TITLE_MAX),
  body: requiredText('Body', TIP_BODY_MAX),
  region: regionSchema,
  status: z.enum(['draft', 'published', 'archived'], { error: 'Pick a status' }),
  condition_id: z.number({ error: 'Condition must be a content record' }).int().positive().nullish().transform((v) => v ?? null),
  show_consultation_cta: z.boolean().nullish().transform((v) => v ?? false),
  published_at: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use a date (YYYY-MM-DD)'),
});

export type TipInput = z.input<typeof tipSchema>;
export type Tip = z.output<typeof tipSchema>;

export const tipsResource = defineResource({
  resource: 'tips',
  singular: 'Tip',
  schema: tipSchema,
  regionField: 'region',
  fields: [
    { type: 'string', name: 'title', label: 'Title', required: true, maxLength: TIP_TITLE_MAX, component: 'counted-text' },
    { type: 'string', name: 'body', label: 'Body', required: true, format: 'textarea', maxLength: TIP_BODY_MAX, component: 'counted-text' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: TIP_STATUS_CHOICES },
    {
      type: 'collection',
      name: 'condition_id',
      label: 'Condition',
      resource: 'content',
      labelField: 'title',
      sameRegion: true,
      where: { kind: '0' },
      help: 'A condition of the same region',
      // A tip reads on its own; it loses its condition rather than keep the condition from going.
      onDelete: 'clear',
    },
    { type: 'boolean', name: 'show_consultation_cta', label: 'Show the consultation call to action', component: 'consultation-cta' },
    { type: 'date', name: 'published_at', label: 'Published on' },
  ],
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'condition_title', label: 'Condition' },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'published_at', label: 'Published on', sortable: true, format: 'date' },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'datetime' },
  ],
  searchFields: ['title', 'body'],
  defaultSort: { field: 'updated_at', order: 'desc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: TIP_STATUS_CHOICES },
  ],
  defaults: { title: '', body: '', region: 'gb', status: 'draft', condition_id: null, show_consultation_cta: false, published_at: null },
});
