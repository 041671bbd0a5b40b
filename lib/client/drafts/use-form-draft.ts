'use client';
// Keeps a form's unsaved changes in this browser as they are typed, encrypted with the user's key
// (draft-store.ts), and offers them back when the form opens again: after a reload, a crash, or a session
// that ended mid-edit and a new sign-in. Every form page carries this hook, so it stays small: the rest
// (draft-session.ts, with the store and its crypto, through the view's `load`) loads on the form's first
// focus or press, before anything can be typed, or on opening when some draft of this record is kept here.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { hasKeptDraft } from './draft-slots';
import type { DraftOffer, DraftSession, openDraftSession } from './draft-session';

/** Loads draft-session.ts, with whatever the view draws the offer with in the same chunk. */
export type DraftLoader = () => Promise<{ openDraftSession: typeof openDraftSession }>;

export interface FormDraft {
  /** A kept draft that differs from the form, to restore or discard; null when there is none. */
  offer: DraftOffer | null;
  /** Starts keeping (the form's first focus or press); a failed fetch of the code is tried again on the next. */
  open: () => void;
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
  const open = useCallback(() => {
    if (record === null || !load) return;
    session.current ??= load().then(
      (module) => module.openDraftSession(form, record, setOffer),
      (error: unknown) => {
        session.current = undefined;
        throw error;
      },
    );
    session.current.catch(() => {});
  }, [form, record, load]);

  useEffect(() => {
    if (record !== null && hasKeptDraft(record)) open();
    return () => {
      session.current?.then((opened) => opened.close(), () => {});
      session.current = undefined;
    };
  }, [open, record]);

  return { offer, open, clear: () => void session.current?.then((opened) => opened.clear(), () => {}) };
}
