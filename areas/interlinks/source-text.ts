// Where a source keeps the text links go into (docs/business-rules.md#interlinks): a product's or bundle's
// `description`, or a content record's markdown blocks. Reading the text, writing a link into the block
// that holds the anchor, and taking exactly that link out again; every other field passes through unchanged.
import { insertLink, removeLink, type InsertedLink } from './anchors';
import type { InterlinkType } from './contract';

type SourceRecord = Readonly<Record<string, unknown>>;
type Block = Readonly<Record<string, unknown>> & { type?: unknown; body?: unknown };

/** A written link and where: the block's index for content, none for a description. */
export interface SourceLink extends InsertedLink {
  block?: number;
}

/** Paragraphs of separate blocks never run together: the text shown is the blocks joined by a blank line. */
const BLOCK_SEPARATOR = '\n\n';

function markdownBlocks(record: SourceRecord): { index: number; body: string }[] {
  const blocks = Array.isArray(record.blocks) ? (record.blocks as Block[]) : [];
  return blocks.flatMap((block, index) => (block.type === 'markdown' && typeof block.body === 'string' ? [{ index, body: block.body }] : []));
}

/** The source's markdown as one text (content: its markdown blocks in order). */
export function sourceText(type: InterlinkType, record: SourceRecord): string {
  if (type !== 'content') return typeof record.description === 'string' ? record.description : '';
  return markdownBlocks(record)
    .map((block) => block.body)
    .join(BLOCK_SEPARATOR);
}

function withBlockBody(record: SourceRecord, index: number, body: string): SourceRecord {
  const blocks = (record.blocks as Block[]).map((block, i) => (i === index ? { ...block, body } : block));
  return { ...record, blocks };
}

/** The record with the first unlinked anchor linked to `href`, and the link; null when the anchor is not there. */
export function linkInSource(type: InterlinkType, record: SourceRecord, anchor: string, href: string): { record: SourceRecord; link: SourceLink } | null {
  if (type !== 'content') {
    const inserted = insertLink(sourceText(type, record), anchor, href);
    return inserted && { record: { ...record, description: inserted.markdown }, link: inserted.link };
  }
  for (const block of markdownBlocks(record)) {
    const inserted = insertLink(block.body, anchor, href);
    if (inserted) return { record: withBlockBody(record, block.index, inserted.markdown), link: { ...inserted.link, block: block.index } };
  }
  return null;
}

/** The record with exactly `link` taken out again; null when it is no longer there. */
export function unlinkInSource(type: InterlinkType, record: SourceRecord, link: SourceLink): SourceRecord | null {
  if (type !== 'content') {
    const reverted = removeLink(sourceText(type, record), link);
    return reverted === null ? null : { ...record, description: reverted };
  }
  const blocks = markdownBlocks(record);
  // Its own block first; blocks may have been moved since, so then any block holding it.
  const ordered = [...blocks.filter((b) => b.index === link.block), ...blocks.filter((b) => b.index !== link.block)];
  for (const block of ordered) {
    const reverted = removeLink(block.body, block.index === link.block ? link : { ...link, start: Number.MAX_SAFE_INTEGER });
    if (reverted !== null) return withBlockBody(record, block.index, reverted);
  }
  return null;
}
