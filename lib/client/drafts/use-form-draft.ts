'use client';
// Keeps a form's unsaved changes in this browser as they are typed, encrypted with the user's key
// (draft-store.ts), and offers them back when the form opens again: after a reload, a crash, or a session
// that ended mid-edit and a new sign-in. Every form page carries this hook, so it stays small: it asks for
// the key as the form opens (changes typed after the session has ended are still kept), and loads the
// rest (draft-session.ts, with the store and its crypto, through the view's `load`) on the first edit, or
// at once when some draft of this record is kept here.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { hasKeptDraft } from './draft-slots';
import type { DraftOffer, DraftSession, openDraftSession } from './draft-session';

/** Loads draft-session.ts, with whatever the view draws the offer with in the same chunk. */
export type DraftLoader = () => Promise<{ openDraftSession: typeof openDraftSession }>;

export interface FormDraft {
  /** A kept draft that differs from the form, to restore or discard; null when there is none. */
  offer: DraftOffer | null;
  /** Drops the draft: the form was saved. */
  clear: () => void;
}

/**
 * The draft of `record` (`<resource>/<id>` or `<resource>/create`) for `form`, loading the rest with `load`;
 * a null `record` (the form not ready yet) or no `load` (a form that keeps no drafts) keeps nothing.
 */
export function useFormDraft(form: UseFormReturn<FieldValues>, record: string | null, load: DraftLoader | undefined): FormDraft {
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  const session = useRef<Promise<DraftSession> | undefined>(undefined);

  useEffect(() => {
    if (record === null || !load) return;
    const keyAnswer = fetch('/api/drafts/key', { cache: 'no-store' }).then((answer) => (answer.ok ? answer.json() : null)).catch(() => null);
    // A failed fetch of the code (network gone) is tried again on the next edit.
    const open = () =>
      (session.current ??= load().then(
        (module) => module.openDraftSession(form, record, keyAnswer, setOffer),
        (error: unknown) => {
          session.current = undefined;
          throw error;
        },
      ));
    if (hasKeptDraft(record)) open().catch(() => {});
    // Only changes with a field's name are edits; a reset (loading, saving) has none.
    const subscription = form.watch((_values, { name }) => {
      if (name) open().then((opened) => opened.changed(), () => {});
    });
    return () => {
      subscription.unsubscribe();
      session.current?.then((opened) => opened.close(), () => {});
      session.current = undefined;
    };
  }, [form, record, load]);

  return { offer, clear: () => void session.current?.then((opened) => opened.clear(), () => {}) };
}
