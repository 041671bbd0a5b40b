// Where an anchor sits in markdown and how a link goes in and comes out again
// (docs/business-rules.md#interlinks). The text is parsed with mdast-util-from-markdown (react-markdown's
// own parser) only to learn where links, code and HTML are; every edit is a splice of the original
// string, so everything around the link stays byte-identical.
import { fromMarkdown } from 'mdast-util-from-markdown';

/** Nodes whose text an anchor must never be taken from: existing links, code and raw HTML. */
const OFF_LIMITS = new Set(['link', 'linkReference', 'definition', 'image', 'imageReference', 'inlineCode', 'code', 'html']);

/** The little of an mdast node this module reads. */
interface Node {
  type: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  value?: string;
  children?: Node[];
}

interface Range {
  start: number;
  end: number;
}

function offLimitRanges(markdown: string): Range[] {
  const ranges: Range[] = [];
  const walk = (node: Node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (OFF_LIMITS.has(node.type) && start !== undefined && end !== undefined) {
      ranges.push({ start, end });
      return;
    }
    // Inline HTML is a tag per node: the text between `<a …>` and `</a>` is a link all the same.
    let openAnchor: number | undefined;
    for (const child of node.children ?? []) {
      const html = child.type === 'html' ? (child.value ?? '') : '';
      if (openAnchor === undefined && /^<a[\s>]/i.test(html)) openAnchor = child.position?.start.offset;
      else if (openAnchor !== undefined && /^<\/a\s*>/i.test(html)) {
        ranges.push({ start: openAnchor, end: child.position?.end.offset ?? openAnchor });
        openAnchor = undefined;
      }
      walk(child);
    }
    if (openAnchor !== undefined && end !== undefined) ranges.push({ start: openAnchor, end });
  };
  walk(fromMarkdown(markdown));
  return ranges;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The anchor as a pattern: case-insensitive, whole words only (a letter, digit or underscore may not
 * touch either end), and a space in it matching any run of spaces or one line break inside a paragraph.
 */
function anchorPattern(anchor: string): RegExp | null {
  const words = anchor.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map(escapeRegExp).join('(?:[^\\S\\n]+\\n?[^\\S\\n]*|\\n[^\\S\\n]*)');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'giu');
}

export interface AnchorMatch {
  start: number;
  end: number;
  /** The text as written in the source (its own case). */
  text: string;
}

/** The first occurrence of `anchor` in `markdown` that is not inside a link, code or HTML; null when none. */
export function findAnchor(markdown: string, anchor: string): AnchorMatch | null {
  const pattern = anchorPattern(anchor);
  if (!pattern) return null;
  let ranges: Range[] | undefined;
  for (const match of markdown.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    ranges ??= offLimitRanges(markdown);
    if (!ranges.some((range) => start < range.end && end > range.start)) return { start, end, text: match[0] };
  }
  return null;
}

/** What an accept wrote, so an undo can take out exactly that. */
export interface InsertedLink {
  /** Where the link starts in the text it was written into. */
  start: number;
  /** The link as written: `[text](href)`. */
  markdown: string;
  /** The text it replaced. */
  original: string;
}

/** Link text needs its brackets and backslashes escaped to stay one link. */
const escapeLinkText = (text: string) => text.replace(/[\\[\]]/g, '\\$&');

/** `markdown` with the first unlinked `anchor` made a link to `href`; null when the anchor is not there. */
export function insertLink(markdown: string, anchor: string, href: string): { markdown: string; link: InsertedLink } | null {
  const match = findAnchor(markdown, anchor);
  if (!match) return null;
  const link = `[${escapeLinkText(match.text)}](${href})`;
  return {
    markdown: markdown.slice(0, match.start) + link + markdown.slice(match.end),
    link: { start: match.start, markdown: link, original: match.text },
  };
}

/**
 * `markdown` with the inserted link turned back into its original text: at the place it was written,
 * else (the text around it changed length since) its first exact occurrence; null when it is gone.
 */
export function removeLink(markdown: string, link: InsertedLink): string | null {
  const at = markdown.startsWith(link.markdown, link.start) ? link.start : markdown.indexOf(link.markdown);
  if (at === -1) return null;
  return markdown.slice(0, at) + link.original + markdown.slice(at + link.markdown.length);
}

/** The sentence around a place in plain text: from the previous sentence end to the next. */
export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '), before.lastIndexOf('\n'));
  const after = text.slice(end).search(/[.!?](\s|$)|\n/);
  const to = after === -1 ? text.length : end + after + 1;
  return text.slice(from === -1 ? 0 : from + 1, to).trim();
}
