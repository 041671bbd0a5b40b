// The conversations' calls (docs/special-calls.md#conversations): one conversation, its thread of
// messages with their ratings, and the status write (flag, unflag, close, reopen). The one module of
// this area that knows their URLs; the ratings' own steps go through the generic record actions.
import useSWR from 'swr';
import type { ApiError } from '@/lib/client/fetcher';
import { invalidateResource, resourceApiUrl, saveResourceRecord, useResourceRecord, type ResourceRecord } from '@/lib/client/use-resource';
import type { Conversation, ConversationMessage } from './definition';
import type { ConversationUpdate } from './status';

const RESOURCE = 'conversations';

/** A customer's rating of an answer, as the thread carries it. */
export type Feedback = ResourceRecord & { message_id: number; rating: string; reason: string | null; comment: string | null; status: string };

/** `GET /v1/conversations/{id}/messages`: every message of the thread and every rating of its answers. */
export interface ConversationThreadAnswer {
  data: { messages: ConversationMessage[]; feedbacks: Feedback[] };
}

/** One conversation: its title, status and facts. */
export function useConversation(id: string) {
  return useResourceRecord<Conversation>(RESOURCE, id);
}

/** The conversation's messages and their ratings, read once (a thread holds up to thousands). */
export function useConversationThread(id: string) {
  return useSWR<ConversationThreadAnswer, ApiError>(resourceApiUrl(RESOURCE, id, 'messages'), { revalidateOnFocus: false });
}

/** Writes a status change made `from` the status shown; the upstream refuses it (409) when the conversation moved on. */
export function saveConversationStatus(id: number, change: ConversationUpdate): Promise<Conversation> {
  return saveResourceRecord<Conversation>(RESOURCE, id, change);
}

/** Reloads every cached conversation and list of them (after a refusal: someone else changed one). */
export function reloadConversations(): Promise<unknown> {
  return invalidateResource(RESOURCE);
}
