'use client';
// One message of a conversation's feed (who, when, what was said, an answer as safe markdown) and one
// rating of an answer with its status steps.
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { StepButtons } from '@/components/resource/actions/step-buttons';
import type { StepRunner } from '@/components/resource/actions/use-step-runner';
import { StatusBadge, choiceOf, formatDate } from '@/components/resource/list/cell-value';
import type { RecordActions } from '@/lib/client/controllers/use-record-actions';
import { useTimeZone } from '@/lib/client/use-time-zone';
import type { ResourceMeta } from '@/lib/resources/types';
import type { Feedback } from './api';
import type { ConversationMessage } from './definition';
import { MessageContent } from './message-content';
import { messageAnchor } from './status';

/**
 * One rating of an answer and its steps. The card takes the focus when a step leaves nothing to press
 * (Mark actioned), so the keyboard stays where the person was working.
 */
export function RatingCard({ feedback, fields, actions, runner }: { feedback: Feedback; fields: ResourceMeta['fields']; actions: RecordActions; runner: StepRunner }) {
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

interface MessageItemProps {
  message: ConversationMessage;
  index: number;
  count: number;
  isCurrent: boolean;
  isHighlighted: boolean;
  onFocus: () => void;
  children?: ReactNode;
}

export function MessageItem({ message, index, count, isCurrent, isHighlighted, onFocus, children }: MessageItemProps) {
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
