// Ratings customers gave the AI assistant's answers (docs/business-rules.md#conversation-feedback): read in
// a list whose row opens the rated message in its thread, and moved new → reviewed → actioned (reviewed →
// new undoes a review) through `POST /v1/conversation-feedbacks/{id}/status`, from the list or the thread.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { regionSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const CONVERSATION_FEEDBACK_STATUSES = ['new', 'reviewed', 'actioned'] as const;
export const DOWN_REASONS = ['incorrect', 'unsafe', 'not_helpful', 'unclear', 'off_topic', 'other'] as const;
export const UP_REASONS = ['helpful', 'clear', 'accurate'] as const;

export type ConversationFeedbackStatus = (typeof CONVERSATION_FEEDBACK_STATUSES)[number];

export const RATING_CHOICES: readonly OptionChoice[] = [
  { value: 'up', label: '👍 Up' },
  { value: 'down', label: '👎 Down' },
];

export const REASON_CHOICES: readonly OptionChoice[] = [
  { value: 'incorrect', label: 'Incorrect' },
  { value: 'unsafe', label: 'Unsafe' },
  { value: 'not_helpful', label: 'Not helpful' },
  { value: 'unclear', label: 'Unclear' },
  { value: 'off_topic', label: 'Off topic' },
  { value: 'other', label: 'Other' },
  { value: 'helpful', label: 'Helpful' },
  { value: 'clear', label: 'Clear' },
  { value: 'accurate', label: 'Accurate' },
];

export const CONVERSATION_FEEDBACK_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'new', label: 'New', colour: 'blue' },
  { value: 'reviewed', label: 'Reviewed', colour: 'orange' },
  { value: 'actioned', label: 'Actioned', colour: 'green' },
];

export const conversationFeedbackSchema = z
  .object({
    conversation_id: z.number().int().positive(),
    message_id: z.number().int().positive(),
    rating: z.enum(['up', 'down']),
    reason: z.enum([...DOWN_REASONS, ...UP_REASONS]).nullable(),
    comment: z.string().max(1000, 'Comment must be at most 1000 characters').nullable(),
    conversation_title: z.string().nullable(),
    region: regionSchema,
    status: z.enum(CONVERSATION_FEEDBACK_STATUSES),
  })
  .refine(
    (value) => value.reason === null || (value.rating === 'down' ? (DOWN_REASONS as readonly string[]) : (UP_REASONS as readonly string[])).includes(value.reason),
    { message: 'This reason does not go with that rating', path: ['reason'] },
  );

export type ConversationFeedback = z.output<typeof conversationFeedbackSchema> & { id: number; created_at: string };

export const conversationFeedbacksResource = defineResource({
  resource: 'conversation-feedbacks',
  singular: 'Feedback',
  schema: conversationFeedbackSchema,
  regionField: 'region',
  rowLink: '/conversations/{conversation_id}#message-{message_id}',
  fields: [
    { type: 'option', name: 'rating', label: 'Rating', required: true, options: RATING_CHOICES },
    { type: 'option', name: 'reason', label: 'Reason', options: REASON_CHOICES },
    { type: 'string', name: 'comment', label: 'Comment', format: 'textarea', maxLength: 1000 },
    { type: 'string', name: 'conversation_title', label: 'Conversation' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: CONVERSATION_FEEDBACK_STATUS_CHOICES },
  ],
  columns: [
    { field: 'rating', label: 'Rating', format: 'option' },
    { field: 'reason', label: 'Reason', format: 'option' },
    { field: 'comment', label: 'Comment', maxChars: 60 },
    { field: 'conversation_title', label: 'Conversation', maxChars: 50 },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'created_at', label: 'Created', sortable: true, format: 'datetime' },
    { field: 'status', label: 'Status', sortable: true, format: 'badge' },
  ],
  searchFields: ['comment', 'conversation_title'],
  // A message's place in its conversation: messages are not records.
  quantities: ['message_id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [
    { field: 'rating', label: 'Rating', options: RATING_CHOICES },
    { field: 'reason', label: 'Reason', options: REASON_CHOICES },
    { field: 'status', label: 'Status', options: CONVERSATION_FEEDBACK_STATUS_CHOICES },
    { field: 'region', label: 'Region', options: REGION_CHOICES },
  ],
  // No create screen uses these; they describe an empty rating as the storefront would start one.
  defaults: { rating: 'down', reason: null, comment: null, conversation_title: null, region: 'gb', status: 'new' },
  workflow: {
    field: 'status',
    steps: [
      { key: 'review', label: 'Mark reviewed', from: ['new'], to: 'reviewed', undoable: true },
      { key: 'action', label: 'Mark actioned', from: ['reviewed'], to: 'actioned', undoable: true },
      { key: 'unreview', label: 'Back to new', from: ['reviewed'], to: 'new', undoable: true },
    ],
  },
  // A rating belongs to its conversation (conversations have no delete; were one added, its ratings would hold it).
  references: [{ path: 'conversation_id', resource: 'conversations', onDelete: 'refuse' }],
});
