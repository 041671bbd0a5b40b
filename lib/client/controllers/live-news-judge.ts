// How the form controller's live news (use-live-news.ts) judges a colleague's change to the open record:
// whether it is news (record-news.ts), then, for a change, the stored record read and taken quietly when
// nothing is typed, or held as the merge preview when something is; for a delete, Save refused. Loaded
// only by a form or drawer that has a record open (an update), not with create forms, which never hear
// of one.
import type { Dispatch, SetStateAction } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { LiveChange } from '@/lib/contract/live-types';
import { isSameValue } from '@/lib/merge/three-way';
import type { ResourceMeta } from '@/lib/resources/types';
import { ApiError, apiFetch } from '../fetcher';
import { resourceApiUrl, type ResourceRecord } from '../use-resource';
import type { ConflictContext } from './edit-conflict';
import { toFormValues } from './form-values';
import { readRecordNews, type LiveNews } from './record-news';

export interface OpenForm {
  meta: Pick<ResourceMeta, 'resource' | 'fields' | 'defaults' | 'singular' | 'regionField'>;
  /** The open record's id. */
  id: string;
  form: UseFormReturn<FieldValues>;
  versionNow: () => number | undefined;
  isSavingNow: () => boolean;
  conflictContext: () => ConflictContext;
  loadMerge: () => Promise<Pick<typeof import('./edit-conflict'), 'conflictWithRecord'>>;
  setLiveNews: Dispatch<SetStateAction<LiveNews | null>>;
  setIsDeleted: (isDeleted: boolean) => void;
}

const SAVE_POLL_MS = 50;

/** Judges one change against the form as it is now (after any save under way), and says what it found. */
export async function judgeLiveChange(change: LiveChange, myId: string | number | undefined, open: OpenForm): Promise<void> {
  const { meta, id, form, versionNow, isSavingNow, conflictContext, loadMerge, setLiveNews, setIsDeleted } = open;
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
}
