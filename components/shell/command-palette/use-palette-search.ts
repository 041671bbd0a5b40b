'use client';
// The command palette's searches: each searchable list asked in parallel for five hits of what is typed
// (debounced; a newer text cancels the questions still out for an older one). The records opened last are
// read by use-recent-records.tsx.
import { useEffect, useState } from 'react';
import type { RecordSource } from '@/areas/commands';
import { apiFetch, errorMessage } from '@/lib/client/fetcher';
import type { ListAnswer } from '@/lib/client/use-resource';
import { listApiUrl } from '@/lib/resources/list-state';
import { HITS_PER_GROUP, MIN_SEARCH_LENGTH, type FoundRecord, type GroupResult } from './palette-items';

/** How long typing must pause before the lists are asked. */
export const SEARCH_DEBOUNCE_MS = 250;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Each source's answer for `text` (absent while not yet asked); an empty record when too little is typed. */
export function useRecordSearch(sources: readonly RecordSource[], text: string): Readonly<Record<string, GroupResult>> {
  const [results, setResults] = useState<{ text: string; groups: Record<string, GroupResult> }>({ text: '', groups: {} });
  const search = text.trim();

  useEffect(() => {
    if (search.length < MIN_SEARCH_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      for (const source of sources) {
        const url = listApiUrl(source.resource, { page: 1, limit: HITS_PER_GROUP, search, sort: source.sort.field, order: source.sort.order, filters: {} });
        const settle = (result: GroupResult) =>
          setResults((current) => (current.text === search ? { text: search, groups: { ...current.groups, [source.resource]: result } } : { text: search, groups: { [source.resource]: result } }));
        apiFetch<ListAnswer<FoundRecord>>(url, { signal: controller.signal })
          .then((answer) => settle({ status: 'done', records: answer.data.records, total: answer.data.total }))
          .catch((error: unknown) => {
            if (!isAbort(error)) settle({ status: 'error', message: errorMessage(error) });
          });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sources, search]);

  // Answers for an earlier text are never shown as answers for this one.
  return results.text === search ? results.groups : {};
}
