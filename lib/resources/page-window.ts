// Which page numbers a pager shows: the first, the last and a few around the current page, with a gap
// ("…") where pages are left out — 1 … 4 5 [6] 7 8 … 500. Always the same number of slots once a list
// has more pages than fit, so the buttons after the numbers do not move as the person pages on. Pure.

/** One slot of the window: a page number, or a gap standing for the pages left out. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/**
 * The slots for `page` of `pages`, showing `around` pages either side of the current one (2 by default:
 * nine slots in all on a long list; 1 on a narrow screen: seven).
 */
export function pageWindow(page: number, pages: number, around = 2): PageSlot[] {
  const last = Math.max(1, Math.floor(pages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  // First, last, the current page with `around` each side, and a gap each side.
  const slots = 2 * around + 5;
  if (last <= slots) return range(1, last).map(toPage);
  // Near an end (a gap would stand for one page or none) the window slides against it, so the slot
  // count stays the same.
  const start = current - around;
  const end = current + around;
  if (start <= 3) return [...range(1, slots - 2).map(toPage), GAP_AFTER, toPage(last)];
  if (end >= last - 2) return [toPage(1), GAP_BEFORE, ...range(last - slots + 3, last).map(toPage)];
  return [toPage(1), GAP_BEFORE, ...range(start, end).map(toPage), GAP_AFTER, toPage(last)];
}

const GAP_BEFORE: PageSlot = { kind: 'gap', key: 'before' };
const GAP_AFTER: PageSlot = { kind: 'gap', key: 'after' };

function toPage(page: number): PageSlot {
  return { kind: 'page', page };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
