'use client';
// A list page that learns of colleagues' changes (docs/live.md#in-the-browser): a change to the list's
// resource, or the stream's reset, re-reads the page on screen quietly (after a short pause, one read at a
// time). Rows already shown are refreshed where they stand, never reordered under the pointer; records the
// re-read would bring in are only counted ("3 new orders — Show"), and appear when asked; a row deleted
// elsewhere stays where it was, marked, until the page is read again.
import { useEffect, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { loadOnce } from '../lazy-part';
import { useLiveChanges, useLiveReset } from '../live/hooks';
import type { ListAnswer } from '../use-resource';
import type { Latest, Pending, QuietReader } from './live-reread';

type Row = { id: number | string };

/** The quiet re-read (live-reread.ts), fetched once, by the first change a list hears; a failed fetch is tried again with the next. */
const loadReread = loadOnce(() => import('./live-reread'));

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
  const reader = useRef<Pick<QuietReader, 'schedule'> | null>(null);
  useEffect(() => {
    let created: QuietReader | null = null;
    let isGone = false;
    // Changes heard while the re-read's code is on its way wait for it; its pause starts once it is here.
    let early: (string | undefined)[] | null = null;
    reader.current = {
      schedule: (changedId) => {
        if (created) return created.schedule(changedId);
        if (early) return void early.push(changedId);
        early = [changedId];
        loadReread().then(
          ({ createQuietReader }) => {
            if (isGone) return;
            const loaded = createQuietReader<T, A>(resource, latest, setPending);
            created = loaded;
            for (const id of early ?? []) loaded.schedule(id);
            early = null;
          },
          // The code could not be fetched (network gone): the list stays as it is, and the next change tries again.
          () => (early = null),
        );
      },
    };
    return () => {
      isGone = true;
      created?.cancel();
      reader.current = null;
    };
  }, [resource]);

  useLiveChanges(resource, (change) => {
    if (!latest.current.isEnabled) return;
    if (change.action === 'deleted') {
      const onScreen = latest.current.shown?.data.records.some((record) => String(record.id) === change.recordId);
      if (onScreen && latest.current.url) {
        const at = latest.current.url;
        setGone((current) => ({ url: at, ids: new Set([...(current.url === at ? current.ids : []), change.recordId]) }));
      }
    }
    reader.current?.schedule(change.action === 'deleted' ? undefined : change.recordId);
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

