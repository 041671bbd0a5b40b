'use client';
// A markdown block's preview, rendered safely (components/ui/safe-markdown.tsx). Loaded with the block
// editor, never with the form.
import { Box } from '@chakra-ui/react';
import { SafeMarkdown } from '@/components/ui/safe-markdown';

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
        <SafeMarkdown source={source} />
      ) : (
        <Box color="fg.muted">Nothing to preview yet.</Box>
      )}
    </Box>
  );
}
