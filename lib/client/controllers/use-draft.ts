'use client';
// A working copy of saved data that an editor changes before saving (best-seller order): it follows
// each new saved version, knows whether it differs, and warns before unsaved changes are lost.
import { useState } from 'react';
import { useUnsavedChangesWarning } from '../use-unsaved-changes-warning';

export interface Draft<T> {
  /** The working copy; undefined until the saved version has loaded. */
  draft: T | undefined;
  setDraft: (next: T | ((current: T) => T)) => void;
  isDirty: boolean;
  /** Back to the saved version. */
  discard: () => void;
}

/** `isSame` compares the draft with the saved version (e.g. the order of ids). */
export function useDraft<T>(saved: T | undefined, isSame: (a: T, b: T) => boolean): Draft<T> {
  const [draft, setDraftState] = useState<T | undefined>(saved);
  // A fresh saved version (first load, another region, after saving) replaces the working copy.
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setDraftState(saved);
  }
  const isDirty = draft !== undefined && saved !== undefined && !isSame(draft, saved);
  useUnsavedChangesWarning(isDirty);
  return {
    draft,
    setDraft: (next) => setDraftState((current) => (current === undefined ? current : typeof next === 'function' ? (next as (c: T) => T)(current) : next)),
    isDirty,
    discard: () => setDraftState(saved),
  };
}
