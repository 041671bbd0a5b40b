'use client';
// A message's text: a customer's as plain text; an assistant's as safe markdown, whose renderer loads on
// demand (the thread's first load stays small). Until it has loaded — or if it cannot be fetched — the
// answer shows as plain text, which is always safe.
import { Suspense } from 'react';
import { lazyWithFallback } from '@/lib/client/lazy-part';

// A plain element (styled by the thread's feed, `.message-text`): threads hold thousands of messages.
function PlainText({ content }: { content: string }) {
  return (
    <p className="message-text" dir="auto">
      {content}
    </p>
  );
}

const AnswerMarkdown = lazyWithFallback(() => import('./answer-markdown').then((module) => module.AnswerMarkdown), PlainText);

export function MessageContent({ role, content }: { role: string; content: string }) {
  if (role !== 'assistant') return <PlainText content={content} />;
  return (
    <Suspense fallback={<PlainText content={content} />}>
      <AnswerMarkdown content={content} />
    </Suspense>
  );
}
