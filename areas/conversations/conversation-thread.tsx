'use client';
// The thread view /conversations/{id} (docs/console-screens.md#conversations): the conversation's header
// with its status and the flag / unflag / close / reopen actions (`PUT /v1/conversations/{id}` from the
// status shown; close, reopen and unflag apply at once and their toast offers Undo), then the
// messages as a feed — customer and assistant told apart, assistant answers as safe markdown — with each
// answer's ratings and their status steps under it. `#message-<id>` scrolls to and highlights a message;
// ArrowUp/ArrowDown (or k/j), Home and End move between messages. Long threads stay smooth because the
// browser skips laying out messages off screen (`content-visibility: auto`) and they are drawn in steps,
// the linked one first.
import { Badge, Box, Button, Flex, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { Suspense, memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { StepButtons } from '@/components/resource/actions/step-buttons';
import { useStepRunner, type StepRunner } from '@/components/resource/actions/use-step-runner';
import { StatusBadge, formatDate, choiceOf } from '@/components/resource/list/cell-value';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError } from '@/components/ui/load-error';
import { useRecordActions, type RecordActions, type StepResult } from '@/lib/client/controllers/use-record-actions';
import { ApiError, errorMessage } from '@/lib/client/fetcher';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { toaster } from '@/lib/client/toaster';
import { toastNotUndone, toastUndone, undoConflictSentence, withUndo } from '@/lib/client/undo';
import { invalidateResource, resourceApiUrl, saveResourceRecord, useResourceRecord, type ResourceRecord } from '@/lib/client/use-resource';
import type { Conversation, ConversationMessage } from '@/areas/conversations/definition';
import {
  conversationStatusLabel,
  conversationUndo,
  messageAnchor,
  messageIdFromHash,
  type ConversationStatus,
  type ConversationUpdate,
} from '@/areas/conversations/status';
import { staleStepSentence } from '@/lib/resources/step-words';
import type { ResourceMeta } from '@/lib/resources/types';
import { AnswersFormatting, MessageContent } from './message-content';
import type { FlagDialogProps } from './flag-dialog';
import { countOf } from '@/lib/format-number';

function FlagDialogUnavailable({ onCancel }: FlagDialogProps) {
  useEffect(() => {
    reportUnavailable('The flag dialog', 'The conversation was not flagged.');
    onCancel();
  }, [onCancel]);
  return null;
}

const FlagDialog = lazyWithFallback(() => import('./flag-dialog').then((module) => module.FlagDialog), FlagDialogUnavailable);

type Feedback = ResourceRecord & { message_id: number; rating: string; reason: string | null; comment: string | null; status: string };

interface ThreadAnswer {
  data: { messages: ConversationMessage[]; feedbacks: Feedback[] };
}

export interface ConversationThreadProps {
  id: string;
  conversationMeta: ResourceMeta;
  feedbackMeta: ResourceMeta;
  /** Admins may open the suggested question a conversation started from. */
  canOpenQuestions: boolean;
}

export function ConversationThread({ id, conversationMeta, feedbackMeta, canOpenQuestions }: ConversationThreadProps) {
  const conversation = useResourceRecord<Conversation>('conversations', id);
  const timeZone = useTimeZone();
  const thread = useSWR<ThreadAnswer, ApiError>(resourceApiUrl('conversations', id, 'messages'), { revalidateOnFocus: false });
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
  return (
    <>
      <PageHeader
        title={record.title ?? `Conversation #${record.id}`}
        description={
          <>
            {record.user_email ?? 'Anonymous'} · {record.region === 'gb' ? 'United Kingdom' : 'United States'} · started {formatDate(record.started_at, true, timeZone)} ·{' '}
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
            {canOpenQuestions && record.started_from ? (
              <Link asChild colorPalette="blue" textDecoration="underline">
                <NextLink href={`/suggested-questions/update/${record.started_from}`}>{record.started_from_question}</NextLink>
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

function ConversationActions({ record, onSaved }: { record: Conversation; onSaved: (record: Conversation) => void }) {
  const [isFlagging, setIsFlagging] = useState(false);
  const [saving, setSaving] = useState<ConversationStatus | null>(null);

  /** Writes `change` and shows what was saved; on a 409 (someone moved the conversation meanwhile) reloads it, then rejects. */
  const write = useCallback(
    async (change: ConversationUpdate): Promise<Conversation> => {
      setSaving(change.status);
      try {
        const saved = await saveResourceRecord<Conversation>('conversations', record.id, change);
        onSaved(saved);
        return saved;
      } catch (error) {
        if (isStale(error)) void invalidateResource('conversations');
        throw error;
      } finally {
        setSaving(null);
      }
    },
    [record.id, onSaved],
  );

  const undo = useCallback(
    async (back: ConversationUpdate) => {
      try {
        await write(back);
        toastUndone(conversationStatusLabel(back.status));
      } catch (error) {
        toastNotUndone(isStale(error) ? undoConflictSentence('this conversation', error.message) : errorMessage(error));
      }
    },
    [write],
  );

  // The change is made from the status shown; close, reopen and unflag offer Undo (a flag asked first).
  const save = useCallback(
    async (status: ConversationStatus, flagReason: string | null, verb: string): Promise<string | null> => {
      try {
        await write({ status, flag_reason: flagReason, from: record.status });
        const back = conversationUndo(record, status);
        toaster.create({ type: 'success', title: 'Conversation updated', description: `${verb}.`, ...(back ? withUndo(() => void undo(back)) : {}) });
        return null;
      } catch (error) {
        const message = isStale(error) ? staleStepSentence(error.message) : errorMessage(error);
        toaster.create({ type: 'error', title: 'The conversation was not changed', description: message, closable: true });
        return message;
      }
    },
    [record, write, undo],
  );
  const closeDialog = useCallback(() => setIsFlagging(false), []);
  const busy = saving !== null;

  return (
    <>
      {record.status === 'flagged' ? (
        <Button size="sm" variant="outline" loading={saving === 'open'} disabled={busy} onClick={() => void save('open', null, 'Unflagged')}>
          Unflag
        </Button>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setIsFlagging(true)}>
          Flag…
        </Button>
      )}
      {record.status === 'closed' ? (
        <Button size="sm" variant="outline" loading={saving === 'open'} disabled={busy} onClick={() => void save('open', null, 'Reopened')}>
          Reopen
        </Button>
      ) : (
        <Button size="sm" variant="outline" loading={saving === 'closed'} disabled={busy} onClick={() => void save('closed', null, 'Closed')}>
          Close
        </Button>
      )}
      {isFlagging && (
        <Suspense fallback={null}>
          <FlagDialog
            onCancel={closeDialog}
            onConfirm={async (reason) => {
              const refusal = await save('flagged', reason, 'Flagged');
              if (refusal === null) setIsFlagging(false);
              return refusal;
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The upstream refused a change because the conversation was no longer in the status it was made from. */
function isStale(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

interface MessageFeedProps {
  messages: readonly ConversationMessage[];
  feedbacks: readonly Feedback[];
  feedbackMeta: ResourceMeta;
  onFeedbacksChanged: (results: readonly StepResult[]) => void;
}

/**
 * The messages: drawn again only when they, their ratings or the reader's place among them change — a
 * thread holds up to thousands, with an answer's markdown each, so the header's changes leave it be.
 */
const MessageFeed = memo(function MessageFeed({ messages, feedbacks, feedbackMeta, onFeedbacksChanged }: MessageFeedProps) {
  const feedRef = useRef<HTMLDivElement>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const actions = useRecordActions({ ...feedbackMeta, titleField: 'comment', afterRun: onFeedbacksChanged });
  const runner = useStepRunner(actions, feedbackMeta);
  const ratingsByMessage = useMemo(() => {
    const map = new Map<number, Feedback[]>();
    for (const feedback of feedbacks) map.set(feedback.message_id, [...(map.get(feedback.message_id) ?? []), feedback]);
    return map;
  }, [feedbacks]);

  // Long threads render in steps: first the messages around the one linked (or the start), then the rest
  // in chunks between frames, so the linked message shows at once. Scroll anchoring keeps it in place as
  // earlier messages are added above it.
  const [shown, setShown] = useState(() => initialWindow(messages));
  const hasAnswers = useMemo(() => messages.some((message) => message.role === 'assistant'), [messages]);
  const pendingFocus = useRef<{ index: number; block: ScrollLogicalPosition } | null>(null);
  useEffect(() => {
    if (shown.start === 0 && shown.end >= messages.length) return;
    const timer = window.setTimeout(() => setShown((range) => ({ start: Math.max(0, range.start - RENDER_CHUNK), end: Math.min(messages.length, range.end + RENDER_CHUNK) })), 16);
    return () => window.clearTimeout(timer);
  }, [shown, messages.length]);

  const focusMessage = useCallback(
    (index: number, block: ScrollLogicalPosition = 'nearest') => {
      const message = messages[index];
      const element = message && document.getElementById(messageAnchor(message.id));
      setCurrent(index);
      if (!element) {
        // Not drawn yet: draw everything, then come back to it.
        pendingFocus.current = { index, block };
        setShown({ start: 0, end: messages.length });
        return;
      }
      element.scrollIntoView({ block });
      element.focus({ preventScroll: true });
    },
    [messages],
  );
  useEffect(() => {
    const pending = pendingFocus.current;
    const message = pending && messages[pending.index];
    const element = message && document.getElementById(messageAnchor(message.id));
    if (!pending || !element) return;
    pendingFocus.current = null;
    element.scrollIntoView({ block: pending.block });
    element.focus({ preventScroll: true });
  }, [shown, messages]);

  // `#message-<id>`: on arrival and whenever the hash changes (not when the thread reloads after a
  // rating's step), scroll to that message, focus and highlight it.
  const latest = useRef({ messages, focusMessage });
  useEffect(() => {
    latest.current = { messages, focusMessage };
  });
  useEffect(() => {
    function followHash() {
      const messageId = messageIdFromHash(window.location.hash);
      const index = messageId === null ? -1 : latest.current.messages.findIndex((message) => message.id === messageId);
      if (index < 0) return;
      setHighlighted(messageId);
      latest.current.focusMessage(index, 'center');
    }
    followHash();
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Only from a message itself, so buttons and links inside keep their own keys.
    if (!(event.target instanceof HTMLElement) || !event.target.matches('article[data-message]')) return;
    const index = Number(event.target.dataset.index);
    const next = { ArrowDown: index + 1, j: index + 1, ArrowUp: index - 1, k: index - 1, Home: 0, End: messages.length - 1 }[event.key];
    if (next === undefined || next < 0 || next >= messages.length) return;
    event.preventDefault();
    focusMessage(next);
  }

  if (!messages.length) return <Text color="fg.muted">This conversation has no messages.</Text>;

  return (
    <>
      <HStack gap="2" marginBottom="2">
        <Text color="fg.muted" fontSize="sm" id="feed-help">
          Move between messages with the arrow keys (or j and k), Home and End.
        </Text>
        <AnswersFormatting hasAnswers={hasAnswers} />
      </HStack>
      <Stack
        ref={feedRef}
        role="feed"
        aria-label="Messages"
        aria-describedby="feed-help"
        gap="3"
        onKeyDown={onKeyDown}
        css={FEED_CSS}
      >
        {messages.slice(shown.start, shown.end).map((message, offset) => {
          const index = shown.start + offset;
          return (
          <MessageItem
            key={message.id}
            message={message}
            index={index}
            count={messages.length}
            isCurrent={index === current}
            isHighlighted={message.id === highlighted}
            onFocus={() => setCurrent(index)}
          >
            {ratingsByMessage.get(message.id)?.map((feedback) => (
              <RatingCard key={feedback.id} feedback={feedback} fields={feedbackMeta.fields} actions={actions} runner={runner} />
            ))}
          </MessageItem>
          );
        })}
      </Stack>
      {runner.dialog}
    </>
  );
});

/**
 * One rating of an answer and its steps. The card takes the focus when a step leaves nothing to press
 * (Mark actioned), so the keyboard stays where the person was working.
 */
function RatingCard({ feedback, fields, actions, runner }: { feedback: Feedback; fields: ResourceMeta['fields']; actions: RecordActions; runner: StepRunner }) {
  const cardRef = useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={cardRef}
      tabIndex={-1}
      role="group"
      aria-label={`${feedback.rating === 'down' ? 'Down' : 'Up'} rating`}
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      marginTop="3"
      bg="bg.subtle"
      data-testid="rating"
    >
      <Flex gap="2" wrap="wrap" alignItems="center">
        <Text fontWeight="medium">{feedback.rating === 'down' ? '👎 Down-rated' : '👍 Up-rated'}</Text>
        {feedback.reason && <Text>· {choiceOf(fields, 'reason', feedback.reason)?.label ?? feedback.reason}</Text>}
        <StatusBadge fields={fields} name="status" value={feedback.status} />
      </Flex>
      {feedback.comment && (
        <Text marginTop="1" whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
          “{feedback.comment}”
        </Text>
      )}
      <Box marginTop="2">
        <StepButtons record={feedback} actions={actions} runner={runner} fallbackFocus={cardRef} />
        {runner.refusalFor(feedback.id) && (
          <Text color="fg.error" marginTop="1">
            {runner.refusalFor(feedback.id)}
          </Text>
        )}
      </Box>
    </Box>
  );
}

/** Messages drawn per step while a long thread fills in. */
const RENDER_CHUNK = 150;

/** The first messages drawn: around the one the location's hash links to, else from the start. */
function initialWindow(messages: readonly ConversationMessage[]): { start: number; end: number } {
  const linked = typeof window === 'undefined' ? null : messageIdFromHash(window.location.hash);
  const index = linked === null ? -1 : messages.findIndex((message) => message.id === linked);
  if (index < 0) return { start: 0, end: Math.min(messages.length, RENDER_CHUNK) };
  return { start: Math.max(0, index - 40), end: Math.min(messages.length, index + 40) };
}

interface MessageItemProps {
  message: ConversationMessage;
  index: number;
  count: number;
  isCurrent: boolean;
  isHighlighted: boolean;
  onFocus: () => void;
  children?: ReactNode;
}

function MessageItem({ message, index, count, isCurrent, isHighlighted, onFocus, children }: MessageItemProps) {
  // Plain elements styled by the feed (FEED_CSS): a thread holds up to thousands of these, and a styled
  // component per message would cost seconds to mount.
  const isAssistant = message.role === 'assistant';
  const timeZone = useTimeZone();
  const headingId = `${messageAnchor(message.id)}-from`;
  return (
    <article
      id={messageAnchor(message.id)}
      className={isAssistant ? 'message message-assistant' : 'message message-user'}
      data-message=""
      data-index={index}
      data-highlighted={isHighlighted ? '' : undefined}
      aria-labelledby={headingId}
      aria-posinset={index + 1}
      aria-setsize={count}
      tabIndex={isCurrent ? 0 : -1}
      onFocus={onFocus}
    >
      <div id={headingId} className="message-from">
        <span className="message-who">{isAssistant ? 'Assistant' : 'Customer'}</span> <time dateTime={message.created_at}>{formatDate(message.created_at, true, timeZone)}</time>
        {isHighlighted && (
          <Badge colorPalette="orange" marginInlineStart="2">
            Linked message
          </Badge>
        )}
      </div>
      <MessageContent role={message.role} content={message.content} />
      {children}
    </article>
  );
}

/** The feed's styles for its messages, set once on the feed rather than on each message. */
const FEED_CSS = {
  '& .message': {
    maxWidth: { base: '100%', md: '80%' },
    minWidth: '0',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    padding: '3',
    outlineOffset: '2px',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 120px',
    scrollMarginBlock: '6rem',
  },
  '& .message-assistant': { alignSelf: 'flex-start', bg: 'bg.panel' },
  '& .message-user': { alignSelf: 'flex-end', bg: 'blue.subtle' },
  '& .message[data-highlighted]': { borderColor: 'orange.solid', boxShadow: '0 0 0 3px var(--chakra-colors-orange-muted)' },
  '& .message-from': { marginBottom: '1', fontSize: 'sm', color: 'fg.muted' },
  '& .message-who': { fontWeight: 'semibold', color: 'fg' },
  '& .message-text': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .answer-markdown': { overflowWrap: 'anywhere' },
  '& .answer-markdown :is(p, ul, ol, blockquote, pre)': { marginBlock: '2' },
  '& .answer-markdown ul': { paddingInlineStart: '5', listStyle: 'disc' },
  '& .answer-markdown ol': { paddingInlineStart: '5', listStyle: 'decimal' },
  '& .answer-markdown blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
  '& .answer-markdown code': { fontFamily: 'mono', fontSize: 'sm' },
  '& .answer-markdown pre': { whiteSpace: 'pre-wrap' },
} as const;
