// A conversation's statuses, the write that undoes a quick status change and the anchors messages are
// linked by: plain code, so the thread (/conversations/{id}) draws without loading zod and the resource
// schemas (definition.ts re-exports all of it, and its update schema is checked to give the same shape).
import type { OptionChoice } from '@/lib/resources/types';

export const CONVERSATION_STATUSES = ['open', 'closed', 'flagged'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'open', label: 'Open', colour: 'blue' },
  { value: 'closed', label: 'Closed', colour: 'gray' },
  { value: 'flagged', label: 'Flagged', colour: 'red' },
];

export const FLAG_REASON_MAX = 500;

/** What a person reads for a status ("Flagged"). */
export function conversationStatusLabel(status: string): string {
  return CONVERSATION_STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status;
}

/**
 * The one write staff make (`conversationUpdateSchema` in definition.ts checks it): the status, with a
 * reason only when flagged; `from`, when given, is the status the change was made from, and the upstream
 * refuses it (409) when the conversation is no longer so.
 */
export interface ConversationUpdate {
  status: ConversationStatus;
  flag_reason: string | null;
  from?: ConversationStatus;
}

/**
 * The write that undoes a quick status change — close, reopen, unflag — of a conversation that was
 * `before` and is now `status`: back to what it was, with its flag reason when it was flagged, `from` the
 * status the change set, so an undo over someone else's change is refused. None for a flag (it asks first,
 * with a reason) nor where the way back would be refused itself (a flagged conversation with no reason, or
 * one longer than a reason may be).
 */
export function conversationUndo(before: { status: ConversationStatus; flag_reason: string | null }, status: ConversationStatus): ConversationUpdate | null {
  if (status === 'flagged' || status === before.status) return null;
  if (before.status !== 'flagged') return { status: before.status, flag_reason: null, from: status };
  const reason = before.flag_reason?.trim() ?? '';
  return reason && reason.length <= FLAG_REASON_MAX ? { status: before.status, flag_reason: reason, from: status } : null;
}

/** The anchor a message is linked by: `/conversations/{id}#message-<message_id>`. */
export function messageAnchor(messageId: number): string {
  return `message-${messageId}`;
}

export function messageHref(conversationId: number, messageId: number): string {
  return `/conversations/${conversationId}#${messageAnchor(messageId)}`;
}

/** The message id a location hash names (`#message-12`), or null for any other hash. */
export function messageIdFromHash(hash: string): number | null {
  const match = /^#?message-([1-9][0-9]{0,15})$/.exec(hash);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
