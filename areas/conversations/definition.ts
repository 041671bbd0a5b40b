// Conversations with the AI health assistant (docs/business-rules.md#conversations): staff read them, flag
// an unsafe one with a reason, unflag it, close and reopen it (`PUT /v1/conversations/{id}`). The thread
// is a screen of its own (/conversations/{id}); its messages come from `GET /v1/conversations/{id}/messages`.
// What the thread needs without zod (statuses, the undo of a status change, message anchors) is in status.ts.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { optionalText, regionSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';
import { CONVERSATION_STATUSES, CONVERSATION_STATUS_CHOICES, FLAG_REASON_MAX, type ConversationUpdate } from './status';

export {
  CONVERSATION_STATUSES,
  CONVERSATION_STATUS_CHOICES,
  FLAG_REASON_MAX,
  conversationStatusLabel,
  conversationUndo,
  messageAnchor,
  messageHref,
  messageIdFromHash,
  type ConversationStatus,
  type ConversationUpdate,
} from './status';

const YES_NO: readonly OptionChoice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * The one write staff make: the status, with a reason when flagged. Flagging needs a reason; any other
 * status clears it, so an unflagged conversation never shows a stale reason. `from`, when given, is the
 * status the change was made from: the upstream refuses it (409) when the conversation is no longer so.
 */
export const conversationUpdateSchema = z
  .object({
    status: z.enum(CONVERSATION_STATUSES, { error: 'Pick a status' }),
    flag_reason: z.string().trim().max(FLAG_REASON_MAX, `Reason must be at most ${FLAG_REASON_MAX} characters`).nullish(),
    from: z.enum(CONVERSATION_STATUSES, { error: `From must be one of ${CONVERSATION_STATUS_CHOICES.map((choice) => choice.label).join(', ')}` }).optional(),
  })
  .transform(({ status, flag_reason, from }) => ({ status, flag_reason: status === 'flagged' ? flag_reason || null : null, ...(from ? { from } : {}) }))
  .refine((value) => value.status !== 'flagged' || value.flag_reason !== null, { message: 'Give a reason for the flag', path: ['flag_reason'] }) satisfies z.ZodType<ConversationUpdate, unknown>;

/** A conversation as the list shows it (the sandbox stores these fields; messages live apart). */
export const conversationSchema = z.object({
  session_id: z.string().min(1),
  title: optionalText('Title', 200),
  user_email: z.string().nullable(),
  region: regionSchema,
  started_at: z.string(),
  last_message_at: z.string(),
  message_count: z.number().int().min(0),
  down_count: z.number().int().min(0),
  has_down_rating: z.enum(['yes', 'no']),
  safety_flag: z.enum(['yes', 'no']),
  status: z.enum(CONVERSATION_STATUSES),
  flag_reason: z.string().nullable(),
  started_from: z.number().int().nullable(),
  started_from_question: z.string().nullable(),
});

export type Conversation = z.output<typeof conversationSchema> & { id: number };

export const MESSAGE_ROLES = ['user', 'assistant'] as const;

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  created_at: z.string(),
});

export type ConversationMessage = z.output<typeof conversationMessageSchema>;

export const conversationsResource = defineResource({
  resource: 'conversations',
  singular: 'Conversation',
  schema: conversationSchema,
  regionField: 'region',
  rowLink: '/conversations/{id}',
  fields: [
    { type: 'string', name: 'title', label: 'Title' },
    { type: 'string', name: 'user_email', label: 'User e-mail', format: 'email' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'number', name: 'message_count', label: 'Messages', format: 'integer' },
    { type: 'number', name: 'down_count', label: 'Down-ratings', format: 'integer' },
    { type: 'option', name: 'status', label: 'Status', required: true, options: CONVERSATION_STATUS_CHOICES },
    { type: 'option', name: 'safety_flag', label: 'Safety flag', options: YES_NO },
    { type: 'option', name: 'has_down_rating', label: 'Has down-rating', options: YES_NO },
  ],
  columns: [
    { field: 'title', label: 'Title', maxChars: 70 },
    { field: 'user_email', label: 'User e-mail' },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'started_at', label: 'Started', sortable: true, format: 'datetime' },
    { field: 'last_message_at', label: 'Last message', sortable: true, format: 'datetime' },
    { field: 'message_count', label: 'Messages', sortable: true, format: 'number', isNumeric: true },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'down_count', label: 'Down-ratings', sortable: true, format: 'number', isNumeric: true },
  ],
  searchFields: ['title', 'user_email'],
  quantities: ['message_count', 'down_count'],
  defaultSort: { field: 'last_message_at', order: 'desc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: CONVERSATION_STATUS_CHOICES },
    { field: 'safety_flag', label: 'Safety flag', options: YES_NO },
    { field: 'has_down_rating', label: 'Has down-rating', options: YES_NO },
  ],
  dateRange: { field: 'last_message_at', label: 'Last message' },
  // No create screen uses these; they describe an empty conversation as the assistant would start one.
  defaults: { title: null, user_email: null, region: 'gb', message_count: 0, down_count: 0, status: 'open', safety_flag: 'no', has_down_rating: 'no' },
  // A conversation keeps the question's text (started_from_question), so a deleted question only lets go of its id.
  references: [{ path: 'started_from', resource: 'suggested-questions', onDelete: 'clear' }],
});
