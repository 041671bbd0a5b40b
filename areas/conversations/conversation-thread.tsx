'use client';
// The thread view /conversations/{id} (docs/console-screens.md#conversations): the conversation's header
// with its facts, its status and the status actions (conversation-actions.tsx), then its messages as a
// feed (message-feed.tsx, each drawn by message-item.tsx). Its calls are this area's api.ts.
import { Badge, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useCallback } from 'react';
import { StatusBadge, formatDate } from '@/components/resource/list/cell-value';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError } from '@/components/ui/load-error';
import type { StepResult } from '@/lib/client/controllers/use-record-actions';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { countOf } from '@/lib/format-number';
import { regionName } from '@/lib/resources/regions';
import type { ResourceMeta } from '@/lib/resources/types';
import { useConversation, useConversationThread, type Feedback } from './api';
import { ConversationActions } from './conversation-actions';
import { MessageFeed } from './message-feed';

export interface ConversationThreadProps {
  id: string;
  conversationMeta: ResourceMeta;
  feedbackMeta: ResourceMeta;
  /**
   * The address pattern (`…/:id`) of a suggested question's form, when the role may open it (admins): the
   * server page reads it from the route table, which the thread's first load then does not carry (nor
   * lib/record-routes.ts, which imports it).
   */
  questionRoute: string | null;
}

export function ConversationThread({ id, conversationMeta, feedbackMeta, questionRoute }: ConversationThreadProps) {
  const conversation = useConversation(id);
  const timeZone = useTimeZone();
  const thread = useConversationThread(id);
  const { mutate: mutateThread } = thread;
  // A rating's step or its Undo puts the upstream's answer into the thread at once (the card's status and
  // steps follow it without a reload of a thousand messages); a refusal reloads the thread, whose rating
  // someone else moved. Stable, so a change of the conversation's status (its header) does not draw the
  // whole feed again.
  const onFeedbacksChanged = useCallback(
    (results: readonly StepResult[]) => {
      const answers = new Map(results.flatMap((result) => (result.ok && result.record ? [[result.id, result.record] as const] : [])));
      if (answers.size < results.length) {
        void mutateThread();
        return;
      }
      void mutateThread(
        (current) =>
          current && {
            data: { ...current.data, feedbacks: current.data.feedbacks.map((feedback) => ({ ...feedback, ...answers.get(feedback.id) }) as Feedback) },
          },
        { revalidate: false },
      );
    },
    [mutateThread],
  );

  if (conversation.error || thread.error) {
    const error = conversation.error ?? thread.error;
    return (
      <LoadError
        title="The conversation could not be loaded"
        error={error}
        onRetry={() => {
          void conversation.mutate();
          void thread.mutate();
        }}
      />
    );
  }
  if (!conversation.data || !thread.data) {
    return (
      <HStack gap="3" role="status" paddingBlock="8">
        <Spinner size="sm" />
        <Text>Loading the conversation…</Text>
      </HStack>
    );
  }
  const record = conversation.data.data;
  const questionHref = questionRoute && record.started_from ? questionRoute.replace(':id', encodeURIComponent(String(record.started_from))) : undefined;
  return (
    <>
      <PageHeader
        title={record.title ?? `Conversation #${record.id}`}
        description={
          <>
            {record.user_email ?? 'Anonymous'} · {regionName(record.region)} · started {formatDate(record.started_at, true, timeZone)} ·{' '}
            {countOf(record.message_count, 'message')}
          </>
        }
        actions={<ConversationActions record={record} onSaved={(saved) => void conversation.mutate({ data: saved }, { revalidate: false })} />}
      />
      <Stack gap="2" marginBottom="6">
        <HStack gap="2" wrap="wrap" role="group" aria-labelledby="conversation-status">
          <Text fontWeight="medium" id="conversation-status">
            Status
          </Text>
          <StatusBadge fields={conversationMeta.fields} name="status" value={record.status} />
          {record.safety_flag === 'yes' && (
            <Badge colorPalette="red" variant="outline" size="sm">
              Safety flag
            </Badge>
          )}
        </HStack>
        {record.status === 'flagged' && record.flag_reason && (
          <Text data-testid="flag-reason">
            <Text as="span" fontWeight="medium">
              Flag reason:
            </Text>{' '}
            {record.flag_reason}
          </Text>
        )}
        {record.started_from_question && (
          <Text>
            <Text as="span" fontWeight="medium">
              Started from:
            </Text>{' '}
            {questionHref ? (
              <Link asChild colorPalette="blue" textDecoration="underline">
                <NextLink href={questionHref}>{record.started_from_question}</NextLink>
              </Link>
            ) : (
              record.started_from_question
            )}
          </Text>
        )}
      </Stack>
      <MessageFeed messages={thread.data.data.messages} feedbacks={thread.data.data.feedbacks} feedbackMeta={feedbackMeta} onFeedbacksChanged={onFeedbacksChanged} />
    </>
  );
}
