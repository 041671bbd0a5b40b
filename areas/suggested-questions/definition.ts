// Suggested questions (admin only, menu Products › Questions): prompts offered to the AI assistant's users.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { optionalInt, regionSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

const STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'active', label: 'Active', colour: 'green' },
  { value: 'inactive', label: 'Inactive', colour: 'gray' },
];

export const suggestedQuestionSchema = z.object({
  text: z
    .string({ error: 'Question is required' })
    .trim()
    .min(10, 'Question must be at least 10 characters')
    .max(120, 'Question must be at most 120 characters')
    .endsWith('?', 'Question must end with “?”'),
  region: regionSchema,
  status: z.enum(['active', 'inactive'], { error: 'Pick a status' }),
  position: optionalInt('Position', 0, 999).transform((v) => v ?? 0),
});

export type SuggestedQuestion = z.output<typeof suggestedQuestionSchema>;

export const suggestedQuestionsResource = defineResource({
  resource: 'suggested-questions',
  singular: 'Question',
  schema: suggestedQuestionSchema,
  regionField: 'region',
  fields: [
    { type: 'string', name: 'text', label: 'Question', required: true, format: 'textarea', maxLength: 120, help: '10 to 120 characters, ending with “?”' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: STATUS_CHOICES },
    { type: 'number', name: 'position', label: 'Position', format: 'integer', min: 0, max: 999 },
  ],
  columns: [
    { field: 'text', label: 'Question', sortable: true },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'position', label: 'Position', sortable: true, format: 'number', isNumeric: true },
  ],
  searchFields: ['text'],
  quantities: ['position'],
  defaultSort: { field: 'position', order: 'asc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: STATUS_CHOICES },
  ],
  defaults: { text: '', region: 'gb', status: 'active', position: 0 },
});
