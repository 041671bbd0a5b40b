'use client';
// What an open update form does with a colleague's change to its record, told by the live stream (issue 49)
// before anyone saves: a form without unsaved edits quietly takes the new version ("Updated by Ada Admin
// just now"); a form with some reads the stored record and holds the merge preview the 412 path would show
// (edit-conflict.ts: what merges cleanly, what clashes with what was typed) for the person to apply; a
// delete is said and Save refused, with every typed value left on screen. Whatever is taken becomes the
// form's starting version, so the next save is made against it (If-Match). Part of the form controller
// (use-form-controller.ts), kept apart so the controller reads as before.
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { LiveChange } from '@/lib/contract/live-types';
import { isSameValue } from '@/lib/merge/three-way';
import type { ResourceMeta } from '@/lib/resources/types';
import { ApiError, apiFetch } from '../fetcher';
import { resourceApiUrl, type ResourceRecord } from '../use-resource';
import type { ConflictContext, EditConflict } from './edit-conflict';
import { toFormValues } from './form-values';
import { readRecordNews, type RecordNews } from './record-news';

export interface LiveNews extends RecordNews {
  /**
   * With unsaved edits, the stored record merged with them (what merges cleanly, what clashes), until the
   * person applies it; absent for a delete, or once taken.
   */
  preview?: EditConflict;
  /** How the new version came into the form: `quietly` (nothing was typed) or `merged` (the person applied it); null while not taken. */
  taken: 'quietly' | 'merged' | null;
}

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

const SAVE_POLL_MS = 50;

export function useLiveNews({ meta, id, form, versionNow, isSavingNow, conflictContext, loadMerge }: LiveNewsInput): LiveNewsParts {
  const [liveNews, setLiveNews] = useState<LiveNews | null>(null);
  const [isDeleted, setIsDeleted] = useState(false);
  // Changes are judged one after another, each against the version the one before left.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const judge = async (change: LiveChange, myId: string | number | undefined): Promise<void> => {
    if (id === null) return;
    while (isSavingNow()) await new Promise((resolve) => setTimeout(resolve, SAVE_POLL_MS));
    const news = readRecordNews(change, { resource: meta.resource, recordId: id, version: versionNow(), fields: meta.fields, myId });
    if (!news) return;
    if (news.kind === 'deleted') {
      setIsDeleted(true);
      setLiveNews({ ...news, taken: null });
      return;
    }
    let answer: { data: ResourceRecord };
    try {
      answer = await apiFetch<{ data: ResourceRecord }>(resourceApiUrl(meta.resource, id));
    } catch (error) {
      // Gone by the time it was read: the delete's own event follows, but say so now.
      if (error instanceof ApiError && error.status === 404) {
        setIsDeleted(true);
        setLiveNews({ ...news, kind: 'deleted', taken: null });
      }
      return;
    }
    const stored = typeof answer.data.version === 'number' ? answer.data.version : undefined;
    const held = versionNow();
    if (stored !== undefined && held !== undefined && stored <= held) return;
    // What differs from what the form loaded names the fields better than the write's body, which a form
    // sends whole.
    const loaded = form.formState.defaultValues ?? {};
    const theirs = toFormValues(answer.data, meta);
    const differing = meta.fields.filter((field) => field.type !== 'placeholder' && !isSameValue(loaded[field.name], theirs[field.name])).map((field) => field.label);
    if (differing.length > 0) news.fieldLabels = differing;
    if (!form.formState.isDirty) {
      form.reset(toFormValues(answer.data, meta));
      if (stored !== undefined) conflictContext().setVersion(stored);
      setLiveNews({ ...news, taken: 'quietly' });
      return;
    }
    const merge = await loadMerge();
    const preview = merge.conflictWithRecord(answer, meta, form.formState.defaultValues ?? {}, form.getValues()) ?? undefined;
    setLiveNews({ ...news, preview, taken: null });
  };

  return {
    liveNews,
    isDeleted,
    takeLiveChange: (change, myId) => {
      queue.current = queue.current.then(() => judge(change, myId)).catch(() => {});
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
