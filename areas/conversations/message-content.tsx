'use client';
// A message's text: a customer's as plain text; an assistant's as safe markdown, whose renderer loads on
// demand (the thread's first load stays small). Until it has loaded — or if it cannot be fetched — the
// answer shows as plain text, which is always safe.
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
 * Whether the answers are drawn as they will stay: true at once when `hasAnswers` is false, else once the
 * markdown renderer has loaded (or could not be fetched, leaving plain text). Starts loading it. The feed
 * is marked busy until then, so neither a screen reader nor a "ready" check reads answers about to redraw.
 */
export function useAnswersSettled(hasAnswers: boolean): boolean {
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
  return isSettled || !hasAnswers;
}

export function MessageContent({ role, content }: { role: string; content: string }) {
  if (role !== 'assistant') return <PlainText content={content} />;
  return (
    <Suspense fallback={<PlainText content={content} />}>
      <AnswerMarkdown content={content} />
    </Suspense>
  );
}
