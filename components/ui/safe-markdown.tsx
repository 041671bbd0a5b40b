'use client';
// Markdown drawn safely, the one way the console draws it (lib/markdown-policy.ts): react-markdown without
// rehype-raw, so raw HTML shows as text; images and embeds dropped (their alt text kept); links only to
// web and mail addresses, opening in a new tab — never `javascript:`. Load it on demand: react-markdown
// is no part of any first load.
import { Link } from '@chakra-ui/react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { DISALLOWED_MARKDOWN_ELEMENTS, safeMarkdownUrl } from '@/lib/markdown-policy';

const LINKS: Components = {
  a({ href, children }) {
    if (!href) return <span>{children}</span>;
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue" textDecoration="underline">
        {children}
      </Link>
    );
  },
};

const strong: Components['h1'] = ({ children }) => <strong>{children}</strong>;

// Headings drawn as bold text, for markdown set inside a page that has headings of its own.
const LINKS_AND_FLAT_HEADINGS: Components = { ...LINKS, h1: strong, h2: strong, h3: strong, h4: strong, h5: strong, h6: strong };

export function SafeMarkdown({ source, flattenHeadings = false }: { source: string; flattenHeadings?: boolean }) {
  return (
    <ReactMarkdown
      urlTransform={safeMarkdownUrl}
      disallowedElements={DISALLOWED_MARKDOWN_ELEMENTS}
      unwrapDisallowed={false}
      components={flattenHeadings ? LINKS_AND_FLAT_HEADINGS : LINKS}
    >
      {source}
    </ReactMarkdown>
  );
}
