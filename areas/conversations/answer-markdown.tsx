'use client';
// An assistant answer as markdown, safely (components/ui/safe-markdown.tsx), its headings kept below the
// page's own. Loaded on demand by the thread (message-content.tsx).
import { SafeMarkdown } from '@/components/ui/safe-markdown';

/** A plain wrapper styled by the thread's feed (`.answer-markdown`): a thread may hold hundreds of answers. */
export function AnswerMarkdown({ content }: { content: string }) {
  return (
    <div className="answer-markdown" dir="auto">
      <SafeMarkdown source={content} flattenHeadings />
    </div>
  );
}
