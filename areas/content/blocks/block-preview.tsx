'use client';
// A markdown block's preview, rendered safely (lib/markdown-policy.ts): no raw HTML (react-markdown
// without rehype-raw shows it as text), no images or embeds, links only to http(s) and mailto — never
// `javascript:`. Loaded with the block editor, never with the form.
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
};

export function MarkdownPreview({ source, label }: { source: string; label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      borderWidth="1px"
      rounded="md"
      padding="3"
      minHeight="32"
      bg="bg.subtle"
      overflowWrap="anywhere"
      css={{ '& h1, & h2, & h3': { fontWeight: 'semibold', marginY: '2' }, '& p': { marginY: '2' }, '& ul, & ol': { paddingStart: '5' }, '& ul': { listStyle: 'disc' }, '& ol': { listStyle: 'decimal' } }}
    >
      {source.trim() ? (
        <ReactMarkdown urlTransform={safeMarkdownUrl} disallowedElements={DISALLOWED_MARKDOWN_ELEMENTS} unwrapDisallowed={false} components={COMPONENTS}>
          {source}
        </ReactMarkdown>
      ) : (
        <Box color="fg.muted">Nothing to preview yet.</Box>
      )}
    </Box>
  );
}
