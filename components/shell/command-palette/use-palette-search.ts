'use client';
// The command palette's questions to the BFF: each searchable list asked in parallel for five hits of what
// is typed (debounced; a newer text cancels the questions still out for an older one), and the records
// opened last read back by id, as the signed-in user, so they carry today's titles and vanish once gone.
import { useEffect, useState } from 'react';
import type { RecordSource } from '@/areas/commands';
import { apiFetch, errorMessage } from '@/lib/client/fetcher';
import { recentRecords } from '@/lib/client/recent-records';
import { resourceApiUrl, type ListAnswer } from '@/lib/client/use-resource';
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

/** The user's recent records the role may still open, read afresh; those that fail to load are left out. */
export function useRecentRecords(sources: readonly RecordSource[], userId: string | undefined): { source: RecordSource; record: FoundRecord }[] {
  const [found, setFound] = useState<{ source: RecordSource; record: FoundRecord }[]>([]);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const wanted = recentRecords(userId).flatMap((recent) => {
      const [resource, id] = recent.split('/');
      const source = sources.find((candidate) => candidate.resource === resource);
      return source && id ? [{ source, id }] : [];
    });
    void Promise.all(
      wanted.map(({ source, id }) =>
        apiFetch<{ data: FoundRecord }>(resourceApiUrl(source.resource, id), { signal: controller.signal }).then(
          (answer) => ({ source, record: answer.data }),
          () => null,
        ),
      ),
    ).then((answers) => {
      if (!controller.signal.aborted) setFound(answers.filter((answer) => answer !== null));
    });
    return () => controller.abort();
  }, [sources, userId]);

  return found;
}
