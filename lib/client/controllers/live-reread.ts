// The quiet re-read of a live list (use-live-list.ts): the page on screen read again a pause after the
// last change, one read at a time, folded into the rows as they stand. Loaded with the first change or
// reset a list hears, not with the list, which most visits never need.
import type { RefObject } from 'react';
import type { KeyedMutator } from 'swr';
import type { PagedList } from '@/lib/contract/rest';
import { apiFetch } from '../fetcher';
import { resourceApiUrl, type ListAnswer } from '../use-resource';

/** Changes arriving within this pause are read together. */
export const LIVE_REREAD_DELAY_MS = 500;
/** At most this many rows that left the view are read one by one per re-read; the rest stay as they were. */
const MAX_SINGLE_READS = 10;

type Row = { id: number | string };

export interface LiveMerge<T extends Row> {
  /** The rows on screen, in their order, each the re-read's version when it has one. */
  records: T[];
  /** Ids in the re-read that are not on screen: the records that would enter the view. */
  newIds: string[];
}

/**
 * Folds a quiet re-read into the rows on screen: same rows, same order, fresh values; what the re-read
 * adds is only counted. A row the re-read no longer holds (a change moved it out of the view) takes its
 * value from `movedOut`, the records read one by one, else stays as it was (marked elsewhere when deleted).
 */
export function mergeReread<T extends Row>(shown: readonly T[], fresh: readonly T[], movedOut: readonly T[] = []): LiveMerge<T> {
  const freshById = new Map([...movedOut, ...fresh].map((record) => [String(record.id), record]));
  const shownIds = new Set(shown.map((record) => String(record.id)));
  return {
    records: shown.map((record) => freshById.get(String(record.id)) ?? record),
    newIds: fresh.map((record) => String(record.id)).filter((id) => !shownIds.has(id)),
  };
}

export type Latest<A> = { url: string | null; shown: A | undefined; mutate: KeyedMutator<A>; isEnabled: boolean };
export type Pending<A> = { url: string; answer: A; newIds: string[] } | null;

export interface QuietReader {
  /** Re-reads after the pause; `changedId` names a record the change was to. */
  schedule: (changedId?: string) => void;
  cancel: () => void;
}

/** Re-reads the page on screen a pause after the last call, one read at a time, and folds it in. */
export function createQuietReader<T extends Row, A extends ListAnswer<T>>(resource: string, latest: RefObject<Latest<A>>, setPending: (pending: Pending<A>) => void): QuietReader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isReading = false;
  let isWanted = false;
  /** Records changed since the last read: one the re-read no longer holds is read by itself. */
  let changed = new Set<string>();

  /** The changed rows on screen that left the view, read one by one (a few at most; a failed one stays as it was). */
  async function readMovedOut(shown: readonly T[], fresh: readonly T[], ids: ReadonlySet<string>): Promise<T[]> {
    const inFresh = new Set(fresh.map((record) => String(record.id)));
    const wanted = shown.map((record) => String(record.id)).filter((id) => ids.has(id) && !inFresh.has(id)).slice(0, MAX_SINGLE_READS);
    const read: (T | null)[] = await Promise.all<T | null>(
      wanted.map((id) => apiFetch<{ data: T }>(resourceApiUrl(resource, id), { staysOnUnauthorized: true }).then((answer): T | null => answer?.data ?? null, (): T | null => null)),
    );
    return read.filter((record): record is T => record !== null && typeof record === 'object');
  }

  async function reread(): Promise<void> {
    if (isReading) {
      // One read at a time: the one after this catches what arrived meanwhile.
      isWanted = true;
      return;
    }
    const { url: readUrl, isEnabled } = latest.current;
    if (!readUrl || !isEnabled) return;
    isReading = true;
    const ids = changed;
    changed = new Set();
    try {
      const fresh = await apiFetch<A>(readUrl, { staysOnUnauthorized: true });
      const shown = latest.current.shown;
      if (latest.current.url !== readUrl || !shown || !fresh?.data) return;
      const movedOut = await readMovedOut(shown.data.records, fresh.data.records, ids);
      const now = latest.current;
      // The list moved to another page, search or sort meanwhile: this read is of no use.
      if (now.url !== readUrl || !now.shown || !fresh?.data) return;
      const merged = mergeReread(now.shown.data.records, fresh.data.records, movedOut);
      const drawn = { ...now.shown, data: { ...now.shown.data, records: merged.records } as PagedList<T> } as A;
      await now.mutate(drawn, { revalidate: false });
      setPending(merged.newIds.length > 0 ? { url: readUrl, answer: fresh, newIds: merged.newIds } : null);
    } catch {
      // A quiet read: a failure leaves the page as it was; the next change tries again.
    } finally {
      isReading = false;
      if (isWanted) {
        isWanted = false;
        schedule();
      }
    }
  }

  function schedule(changedId?: string): void {
    if (changedId !== undefined) changed.add(changedId);
    clearTimeout(timer);
    timer = setTimeout(() => void reread(), LIVE_REREAD_DELAY_MS);
  }

  return { schedule, cancel: () => clearTimeout(timer) };
}
