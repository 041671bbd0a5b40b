'use client';
// A list page that learns of colleagues' changes (docs/live.md#in-the-browser): a change to the list's
// resource, or the stream's reset, re-reads the page on screen quietly (after a short pause, one read at a
// time). Rows already shown are refreshed where they stand, never reordered under the pointer; records the
// re-read would bring in are only counted ("3 new orders — Show"), and appear when asked; a row deleted
// elsewhere stays where it was, marked, until the page is read again.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { KeyedMutator } from 'swr';
import type { PagedList } from '@/lib/contract/rest';
import { apiFetch } from '../fetcher';
import { useLiveChanges, useLiveReset } from '../live/hooks';
import type { ListAnswer } from '../use-resource';

/** Changes arriving within this pause are read together. */
export const LIVE_REREAD_DELAY_MS = 500;

type Row = { id: number | string };

export interface LiveMerge<T extends Row> {
  /** The rows on screen, in their order, each the re-read's version when it has one. */
  records: T[];
  /** Ids in the re-read that are not on screen: the records that would enter the view. */
  newIds: string[];
}

/**
 * Folds a quiet re-read into the rows on screen: same rows, same order, fresh values; what the re-read
 * adds is only counted. Rows the re-read no longer holds stay (marked elsewhere when deleted).
 */
export function mergeReread<T extends Row>(shown: readonly T[], fresh: readonly T[]): LiveMerge<T> {
  const freshById = new Map(fresh.map((record) => [String(record.id), record]));
  const shownIds = new Set(shown.map((record) => String(record.id)));
  return {
    records: shown.map((record) => freshById.get(String(record.id)) ?? record),
    newIds: fresh.map((record) => String(record.id)).filter((id) => !shownIds.has(id)),
  };
}

export interface LiveList {
  /** How many records the last re-read would bring into the view. */
  newCount: number;
  /** Draws the last re-read as it is (the new records in their places). */
  showNew: () => void;
  /** Ids of rows on screen deleted elsewhere. */
  goneIds: ReadonlySet<string>;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * `url`: the page on screen (null while none); `shown` its answer as drawn; `mutate` SWR's writer of that
 * answer. `isEnabled` false leaves the list as it was before live updates (a screen showing an old page).
 */
export function useLiveList<T extends Row, A extends ListAnswer<T>>(resource: string, url: string | null, shown: A | undefined, mutate: KeyedMutator<A>, isEnabled = true): LiveList {
  const [pending, setPending] = useState<Pending<A>>(null);
  const [gone, setGone] = useState<{ url: string; ids: ReadonlySet<string> }>({ url: '', ids: NO_IDS });
  const latest = useRef<Latest<A>>({ url, shown, mutate, isEnabled });
  useEffect(() => {
    latest.current = { url, shown, mutate, isEnabled };
  });
  const reader = useRef<ReturnType<typeof createQuietReader> | null>(null);
  useEffect(() => {
    const created = createQuietReader<T, A>(latest, setPending);
    reader.current = created;
    return () => {
      created.cancel();
      reader.current = null;
    };
  }, []);

  useLiveChanges(resource, (change) => {
    if (!latest.current.isEnabled) return;
    if (change.action === 'deleted') {
      const onScreen = latest.current.shown?.data.records.some((record) => String(record.id) === change.recordId);
      if (onScreen && latest.current.url) {
        const at = latest.current.url;
        setGone((current) => ({ url: at, ids: new Set([...(current.url === at ? current.ids : []), change.recordId]) }));
      }
    }
    reader.current?.schedule();
  });
  useLiveReset(() => reader.current?.schedule());

  const current = pending !== null && pending.url === url ? pending : null;
  return {
    newCount: current?.newIds.length ?? 0,
    showNew: () => {
      if (!current) return;
      setPending(null);
      setGone({ url: '', ids: NO_IDS });
      void mutate(current.answer, { revalidate: false });
    },
    goneIds: gone.url === url ? gone.ids : NO_IDS,
  };
}

type Latest<A> = { url: string | null; shown: A | undefined; mutate: KeyedMutator<A>; isEnabled: boolean };
type Pending<A> = { url: string; answer: A; newIds: string[] } | null;

/** Re-reads the page on screen a pause after the last call, one read at a time, and folds it in. */
function createQuietReader<T extends Row, A extends ListAnswer<T>>(latest: RefObject<Latest<A>>, setPending: (pending: Pending<A>) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isReading = false;
  let isWanted = false;

  async function reread(): Promise<void> {
    if (isReading) {
      // One read at a time: the one after this catches what arrived meanwhile.
      isWanted = true;
      return;
    }
    const { url: readUrl, isEnabled } = latest.current;
    if (!readUrl || !isEnabled) return;
    isReading = true;
    try {
      const fresh = await apiFetch<A>(readUrl, { staysOnUnauthorized: true });
      const now = latest.current;
      // The list moved to another page, search or sort meanwhile: this read is of no use.
      if (now.url !== readUrl || !now.shown || !fresh?.data) return;
      const merged = mergeReread(now.shown.data.records, fresh.data.records);
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

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void reread(), LIVE_REREAD_DELAY_MS);
  }

  return { schedule, cancel: () => clearTimeout(timer) };
}
