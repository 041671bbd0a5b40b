'use client';
// The working copy of an ordered set that is saved whole (the best-seller order, the team's storefront
// order): moved and changed locally, compared with the saved order by key, discarded, or saved in one call
// with a toast either way. What loads the saved order and what the call sends stay with each editor.
import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { toaster } from '@/lib/client/toaster';
import { errorMessage } from '@/lib/client/fetcher';
import { useDraft } from './use-draft';

export interface OrderDraftOptions<T> {
  /** The saved order; undefined until it has loaded. A new one replaces the working copy. */
  saved: T[] | undefined;
  /** What tells two entries apart, so a draft in the saved order is not a change. */
  keyOf: (item: T) => string | number;
  /** Saves the whole order; throws with the upstream's words when it is refused. */
  send: (items: T[]) => Promise<unknown>;
  /** The toasts' titles: "Team order updated", "The team order was not saved". */
  words: { saved: string; notSaved: string };
}

export interface OrderDraft<T> {
  /** The working copy; undefined until the saved order has loaded. */
  items: T[] | undefined;
  setItems: (next: T[] | ((current: T[]) => T[])) => void;
  /** Moves the entry at `from` to `to`, the others closing up. */
  move: (from: number, to: number) => void;
  isDirty: boolean;
  discard: () => void;
  isSaving: boolean;
  /** Sends the working copy; says whether it was saved. A refusal keeps the working copy as it is. */
  save: () => Promise<boolean>;
}

export function useOrderDraft<T>({ saved, keyOf, send, words }: OrderDraftOptions<T>): OrderDraft<T> {
  const { draft, setDraft, isDirty, discard } = useDraft<T[]>(saved, (a, b) => a.length === b.length && a.every((item, index) => keyOf(item) === keyOf(b[index])));
  const [isSaving, setIsSaving] = useState(false);

  async function save(): Promise<boolean> {
    if (!draft) return false;
    setIsSaving(true);
    try {
      await send(draft);
      toaster.create({ type: 'success', title: words.saved });
      return true;
    } catch (failure) {
      toaster.create({ type: 'error', title: words.notSaved, description: errorMessage(failure), closable: true });
      return false;
    } finally {
      setIsSaving(false);
    }
  }

  return { items: draft, setItems: setDraft, move: (from, to) => setDraft((current) => arrayMove(current, from, to)), isDirty, discard, isSaving, save };
}
