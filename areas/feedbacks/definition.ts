// Site feedbacks (admin only): what storefront visitors send about a page, read in the console and moved
// through new → in progress → resolved. The storefront creates them, so the console has no form.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { optionalInt, optionalText, regionSchema, requiredText } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const FEEDBACK_CATEGORIES = ['bug', 'content', 'product', 'delivery', 'other'] as const;
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved'] as const;

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_CATEGORY_CHOICES: readonly OptionChoice[] = [
  { value: 'bug', label: 'Something broken' },
  { value: 'content', label: 'Page content' },
  { value: 'product', label: 'Product question' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'other', label: 'Other' },
];

export const FEEDBACK_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'new', label: 'New', colour: 'blue' },
  { value: 'in_progress', label: 'In progress', colour: 'orange' },
  { value: 'resolved', label: 'Resolved', colour: 'green' },
];

const RATING_CHOICES: readonly OptionChoice[] = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} of 5` }));

/** Only web addresses: the console links a page address, and a `javascript:` link must never be one. */
function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email('E-mail must be a valid e-mail address').max(254, 'E-mail must be at most 254 characters').nullable());

const pageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Page address must be at most 2000 characters')
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isWebAddress(value), 'Page address must start with http:// or https://');

/** A feedback as the storefront submits it (and as the sandbox stores it). */
export const feedbackSchema = z.object({
  message: requiredText('Message', 2000),
  email: emailSchema,
  name: optionalText('Name', 120),
  // The storefront's widget may leave the category unpicked; "other" keeps such feedback in the filter.
  category: z
    .enum(FEEDBACK_CATEGORIES, { error: 'Pick a category' })
    .nullish()
    .transform((value) => value ?? 'other'),
  rating: optionalInt('Rating', 1, 5),
  page_url: pageUrlSchema,
  region: regionSchema,
  status: z
    .enum(FEEDBACK_STATUSES, { error: 'Pick a status' })
    .nullish()
    .transform((value) => value ?? 'new'),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

export const feedbacksResource = defineResource({
  resource: 'feedbacks',
  singular: 'Feedback',
  schema: feedbackSchema,
  regionField: 'region',
  fields: [
    { type: 'string', name: 'message', label: 'Message', required: true, format: 'textarea', maxLength: 2000 },
    { type: 'string', name: 'name', label: 'Name', maxLength: 120 },
    { type: 'string', name: 'email', label: 'E-mail', format: 'email' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'string', name: 'page_url', label: 'Page', format: 'url' },
    { type: 'option', name: 'category', label: 'Category', options: FEEDBACK_CATEGORY_CHOICES },
    { type: 'number', name: 'rating', label: 'Rating', format: 'integer', min: 1, max: 5 },
    { type: 'option', name: 'status', label: 'Status', required: true, options: FEEDBACK_STATUS_CHOICES },
  ],
  columns: [
    { field: 'message', label: 'Message', maxChars: 80 },
    { field: 'category', label: 'Category', format: 'option' },
    { field: 'rating', label: 'Rating', sortable: true, format: 'number', isNumeric: true },
    { field: 'email', label: 'E-mail' },
    { field: 'page_url', label: 'Page' },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'created_at', label: 'Received', sortable: true, format: 'datetime' },
    { field: 'status', label: 'Status', sortable: true, format: 'badge' },
  ],
  searchFields: ['message', 'email', 'name'],
  quantities: ['rating'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [
    { field: 'category', label: 'Category', options: FEEDBACK_CATEGORY_CHOICES },
    { field: 'status', label: 'Status', options: FEEDBACK_STATUS_CHOICES },
    { field: 'rating', label: 'Rating', options: RATING_CHOICES },
    { field: 'region', label: 'Region', options: REGION_CHOICES },
  ],
  // No create screen uses these; they describe an empty feedback as the storefront would start one.
  defaults: {
    message: '',
    name: null,
    email: null,
    region: 'gb',
    page_url: null,
    category: 'other',
    rating: null,
    status: 'new',
  },
  workflow: {
    field: 'status',
    steps: [
      { key: 'start', label: 'Start work', from: ['new'], to: 'in_progress', undoable: true },
      { key: 'resolve', label: 'Resolve', from: ['in_progress'], to: 'resolved', undoable: true },
      { key: 'reopen', label: 'Reopen', from: ['resolved'], to: 'in_progress', undoable: true },
    ],
  },
  // The message is the title: it is the one thing every feedback has (name and e-mail are optional, and
  // anonymous feedback is common), and it is what the list's first column shows, so the drawer opens on
  // the text that was clicked. The drawer cuts it to a line; the Message section holds all of it.
  detail: {
    titleField: 'message',
    sections: [
      { title: 'Message', fields: ['message'] },
      { title: 'From', fields: ['name', 'email', 'region'] },
      { title: 'Where', fields: ['page_url', 'category', 'rating'] },
      { title: 'Status', fields: ['status'] },
    ],
  },
});
