'use client';
// A conversation's messages as a feed: drawn in steps around the linked message (`#message-<id>`, scrolled
// to, focused and highlighted) so a long thread shows at once, with the browser skipping the layout of
// messages off screen (`content-visibility: auto`); ArrowUp/ArrowDown (or k/j), Home and End move
// between messages; each answer's ratings sit under it with their status steps.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStepRunner } from '@/components/resource/actions/use-step-runner';
import { useRecordActions, type StepResult } from '@/lib/client/controllers/use-record-actions';
import type { ResourceMeta } from '@/lib/resources/types';
import type { Feedback } from './api';
import type { ConversationMessage } from './definition';
import { AnswersFormatting } from './message-content';
import { MessageItem, RatingCard } from './message-item';
import { messageAnchor, messageIdFromHash } from './status';

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
export const MessageFeed = memo(function MessageFeed({ messages, feedbacks, feedbackMeta, onFeedbacksChanged }: MessageFeedProps) {
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

/** Messages drawn per step while a long thread fills in. */
const RENDER_CHUNK = 150;

/** The first messages drawn: around the one the location's hash links to, else from the start. */
function initialWindow(messages: readonly ConversationMessage[]): { start: number; end: number } {
  const linked = typeof window === 'undefined' ? null : messageIdFromHash(window.location.hash);
  const index = linked === null ? -1 : messages.findIndex((message) => message.id === linked);
  if (index < 0) return { start: 0, end: Math.min(messages.length, RENDER_CHUNK) };
  return { start: Math.max(0, index - 40), end: Math.min(messages.length, index + 40) };
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
