// Reads every record of a paged list, for an editor of a whole set (the team's storefront order) that must
// never save part of one: page 1 says how many pages there are, the rest are read a few at a time, and
// the pages must add up to one set (the same total on every page, each record once). A list that changed
// while it was read is read again once, then refused rather than answered short.
import { MAX_LIMIT } from '@/lib/contract/paging';
import { apiFetch } from './fetcher';

interface Page<T> {
  data: { records: T[]; total: number; pages: number };
}

/** How many pages are asked for at once. */
const AT_ONCE = 4;

export const CHANGED_WHILE_LOADING = 'The list changed while it was loading; try again.';

function pageUrl(url: string, page: number, limit: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`;
}

async function readOnce<T extends { id: number }>(url: string, limit: number): Promise<T[] | null> {
  const first = await apiFetch<Page<T>>(pageUrl(url, 1, limit));
  const pages: Page<T>[] = [first];
  for (let page = 2; page <= first.data.pages; page += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, first.data.pages - page + 1) }, (_, n) => apiFetch<Page<T>>(pageUrl(url, page + n, limit)));
    pages.push(...(await Promise.all(batch)));
  }
  const records = pages.flatMap((answer) => answer.data.records);
  const total = first.data.total;
  const isWhole =
    pages.every((answer) => answer.data.total === total) && records.length === total && new Set(records.map((record) => record.id)).size === total;
  return isWhole ? records : null;
}

/** Every record the list URL (without page or limit) answers, in its order; throws when no whole set could be read. */
export async function fetchWholeList<T extends { id: number }>(url: string, limit: number = MAX_LIMIT): Promise<T[]> {
  const records = (await readOnce<T>(url, limit)) ?? (await readOnce<T>(url, limit));
  if (!records) throw new Error(CHANGED_WHILE_LOADING);
  return records;
}
