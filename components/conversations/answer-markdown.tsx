'use client';
// An assistant answer as markdown, safely (lib/markdown-policy.ts): react-markdown without rehype-raw, so
// raw HTML shows as text; images and embeds dropped (their alt text kept); links only to web and mail
// addresses, opening in a new tab. Loaded on demand by the thread (message-content.tsx).
import { Box, Link } from '@chakra-ui/react';
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

export function AnswerMarkdown({ content }: { content: string }) {
  return (
    <Box
      className="answer-markdown"
      dir="auto"
      overflowWrap="anywhere"
      css={{
        '& p, & ul, & ol, & blockquote, & pre': { marginBlock: '2' },
        '& ul': { paddingInlineStart: '5', listStyle: 'disc' },
        '& ol': { paddingInlineStart: '5', listStyle: 'decimal' },
        '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
        '& code': { fontFamily: 'mono', fontSize: 'sm' },
        '& pre': { whiteSpace: 'pre-wrap' },
      }}
    >
      <ReactMarkdown urlTransform={safeMarkdownUrl} disallowedElements={DISALLOWED_MARKDOWN_ELEMENTS} unwrapDisallowed={false} components={COMPONENTS}>
        {content}
      </ReactMarkdown>
    </Box>
  );
}
