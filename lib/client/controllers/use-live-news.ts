'use client';
// What an open update form does with a colleague's change to its record, told by the live stream (issue 49)
// before anyone saves: a form without unsaved edits quietly takes the new version ("Updated by Ada Admin
// just now"); a form with some reads the stored record and holds the merge preview the 412 path would show
// (edit-conflict.ts: what merges cleanly, what clashes with what was typed) for the person to apply; a
// delete is said and Save refused, with every typed value left on screen. Whatever is taken becomes the
// form's starting version, so the next save is made against it (If-Match). Part of the form controller
// (use-form-controller.ts), kept apart so the controller reads as before; the judging of a change
// (live-news-judge.ts) loads as a record opens, so a create form carries only this hook's state.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { LiveChange } from '@/lib/contract/live-types';
import type { ResourceMeta } from '@/lib/resources/types';
import { loadOnce } from '../lazy-part';
import type { ConflictContext } from './edit-conflict';
import type { LiveNews } from './record-news';

export type { LiveNews } from './record-news';

/**
 * What judges a change (live-news-judge.ts), fetched once by the first form or drawer with a record open,
 * so create forms never carry it; a failed fetch (network gone) is tried again with the next change.
 */
const loadJudge = loadOnce(() => import('./live-news-judge'));

export interface LiveNewsParts {
  /** The latest news of the open record; null when there is none to show. */
  liveNews: LiveNews | null;
  /** The record was deleted under the form: Save is refused (what was typed stays). */
  isDeleted: boolean;
  /** Hands over a stream's change; only the open record's, newer than the form's version, is news. */
  takeLiveChange: (change: LiveChange, myId?: string | number) => void;
  /** Takes the previewed version with what was typed over it: `mine` keeps the typed value where both changed a field, `theirs` takes theirs there too. */
  applyLiveChange: (choice: 'mine' | 'theirs') => Promise<void>;
  /** Hides the notice (a later change shows again). */
  dismissLiveNews: () => void;
  /** For the controller's save: the notice is settled by a save that went through. */
  clearLiveNews: () => void;
}

interface LiveNewsInput {
  meta: Pick<ResourceMeta, 'resource' | 'fields' | 'defaults' | 'singular' | 'regionField'>;
  id: string | null;
  form: UseFormReturn<FieldValues>;
  /** The version the form's values started from, as of now. */
  versionNow: () => number | undefined;
  /** Whether a save is under way: a change is judged after it, against the version it brings (its own event is no news). */
  isSavingNow: () => boolean;
  /** What edit-conflict.ts works the form with. */
  conflictContext: () => ConflictContext;
  /** Loads edit-conflict.ts (the merge), only once a change meets unsaved edits. */
  loadMerge: () => Promise<Pick<typeof import('./edit-conflict'), 'conflictWithRecord' | 'rebase'>>;
}

export function useLiveNews({ meta, id, form, versionNow, isSavingNow, conflictContext, loadMerge }: LiveNewsInput): LiveNewsParts {
  const [liveNews, setLiveNews] = useState<LiveNews | null>(null);
  const [isDeleted, setIsDeleted] = useState(false);
  // Changes are judged one after another, each against the version the one before left.
  const queue = useRef<Promise<void>>(Promise.resolve());

  // Fetched as the record opens, so the first change heard does not wait for it.
  useEffect(() => {
    if (id !== null) void loadJudge().catch(() => {});
  }, [id]);

  return {
    liveNews,
    isDeleted,
    takeLiveChange: (change, myId) => {
      if (id === null) return;
      const open = { meta, id, form, versionNow, isSavingNow, conflictContext, loadMerge, setLiveNews, setIsDeleted };
      queue.current = queue.current.then(async () => (await loadJudge()).judgeLiveChange(change, myId, open)).catch(() => {});
    },
    applyLiveChange: async (choice) => {
      const shown = liveNews;
      if (!shown?.preview) return;
      const merge = await loadMerge();
      // Against what is typed now, which may have moved on since the preview was drawn.
      const fresh = merge.conflictWithRecord({ data: shown.preview.theirs }, meta, form.formState.defaultValues ?? {}, form.getValues());
      if (!fresh) return;
      const values = choice === 'mine' ? fresh.merge.merged : { ...fresh.merge.merged, ...Object.fromEntries(fresh.merge.conflicts.map((item) => [item.field, item.theirs])) };
      merge.rebase(conflictContext(), fresh, values);
      setLiveNews({ ...shown, preview: undefined, taken: 'merged' });
    },
    dismissLiveNews: () => setLiveNews(null),
    clearLiveNews: () => setLiveNews((shown) => (shown?.kind === 'deleted' ? shown : null)),
  };
}
