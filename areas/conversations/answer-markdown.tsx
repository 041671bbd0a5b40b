'use client';
// An assistant answer as markdown, safely (lib/markdown-policy.ts): react-markdown without rehype-raw, so
// raw HTML shows as text; images and embeds dropped (their alt text kept); links only to web and mail
// addresses, opening in a new tab. Loaded on demand by the thread (message-content.tsx).
import { Link } from '@chakra-ui/react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { DISALLOWED_MARKDOWN_ELEMENTS, safeMarkdownUrl } from '@/lib/markdown-policy';

const COMPONENTS: Components = {
  a({ href, children }) {
    if (!href) return <span>{children}</span>;
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue" textDecoration="underline">
        {children}
      </Link>
    );
  },
  // Headings inside an answer stay below the page's own headings.
  h1: ({ children }) => <strong>{children}</strong>,
  h2: ({ children }) => <strong>{children}</strong>,
  h3: ({ children }) => <strong>{children}</strong>,
  h4: ({ children }) => <strong>{children}</strong>,
  h5: ({ children }) => <strong>{children}</strong>,
  h6: ({ children }) => <strong>{children}</strong>,
};

/** A plain wrapper styled by the thread's feed (`.answer-markdown`): a thread may hold hundreds of answers. */
export function AnswerMarkdown({ content }: { content: string }) {
  return (
    <div className="answer-markdown" dir="auto">
      <ReactMarkdown urlTransform={safeMarkdownUrl} disallowedElements={DISALLOWED_MARKDOWN_ELEMENTS} unwrapDisallowed={false} components={COMPONENTS}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
