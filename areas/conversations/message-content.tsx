'use client';
// A message's text: a customer's as plain text; an assistant's as safe markdown, whose renderer loads on
// demand (the thread's first load stays small). Until it has loaded — or if it cannot be fetched — the
// answer shows as plain text, which is always safe.
import { Spinner } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithFallback } from '@/lib/client/lazy-part';

// A plain element (styled by the thread's feed, `.message-text`): threads hold thousands of messages.
function PlainText({ content }: { content: string }) {
  return (
    <p className="message-text" dir="auto">
      {content}
    </p>
  );
}

const loadAnswerMarkdown = () => import('./answer-markdown').then((module) => module.AnswerMarkdown);
const AnswerMarkdown = lazyWithFallback(loadAnswerMarkdown, PlainText);

/** Set once the renderer has loaded or failed to: a thread opened later in the visit draws its answers at once. */
let isRendererSettled = false;

/**
 * A spinner while the answers' markdown renderer loads (they show as plain text meanwhile), gone once it has
 * loaded or could not be fetched; nothing for a thread without answers. It starts the load. The screen is
 * not ready while it shows, so the first-load count always includes the renderer. Its own component: the
 * renderer's arrival redraws this alone, not the feed's thousand messages.
 */
export function AnswersFormatting({ hasAnswers }: { hasAnswers: boolean }) {
  const [isSettled, setSettled] = useState(isRendererSettled);
  useEffect(() => {
    if (!hasAnswers || isSettled) return;
    let isLive = true;
    void loadAnswerMarkdown()
      .catch(() => undefined)
      .then(() => {
        isRendererSettled = true;
        if (isLive) setSettled(true);
      });
    return () => {
      isLive = false;
    };
  }, [hasAnswers, isSettled]);
  if (isSettled || !hasAnswers) return null;
  return <Spinner size="xs" color="fg.muted" role="status" aria-label="Formatting the answers" />;
}

export function MessageContent({ role, content }: { role: string; content: string }) {
  if (role !== 'assistant') return <PlainText content={content} />;
  return (
    <Suspense fallback={<PlainText content={content} />}>
      <AnswerMarkdown content={content} />
    </Suspense>
  );
}
