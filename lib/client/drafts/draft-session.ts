// One visit of a form that keeps drafts (use-form-draft.ts loads this on the form's first focus or press, or
// on opening when some draft of its record is kept here): asks for the user's key at once, so what is typed
// after the session has ended is still kept; keeps the changed fields half a second after typing pauses;
// offers a kept draft that differs from the form as it opened, restores or discards it, and drops it on
// save. Store calls run one at a time, in order, so a late write never brings back a dropped draft.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DraftKeyResponse } from '@/lib/contract/drafts';
import { apiFetch } from '../fetcher';
import { changedValues, dropDraft, keepDraft, readDraft, sameValue } from './draft-store';

/** A kept draft that differs from the form as it opened, for the view to offer (components/resource/form/draft-offer.tsx). */
export interface DraftOffer {
  /** When the draft was kept (ms). */
  savedAt: number;
  /** The fields whose kept value differs from the form's, by name. */
  fields: readonly string[];
  /** Puts the kept values into the form (as unsaved changes). */
  restore: () => void;
  /** Drops the kept draft. */
  discard: () => void;
}

export interface DraftSession {
  /** The form was saved (or its record deleted): drop the draft. */
  clear: () => void;
  /** The form is leaving: keep what is not kept yet, and stop. */
  close: () => void;
}

/** How long typing pauses before the form is kept. */
export const KEEP_DELAY_MS = 500;

/** The user's draft key (lib/contract/drafts.ts), or null when there is none to have (signed out, offline): then nothing is kept. */
async function fetchDraftKey(): Promise<string | null> {
  try {
    // A session that ended is no reason to leave the form: without a key nothing is kept until sign-in.
    const { key } = await apiFetch<Partial<DraftKeyResponse>>('/api/drafts/key', { staysOnUnauthorized: true });
    return typeof key === 'string' && /^[\w-]{43}$/.test(key) ? key : null;
  } catch {
    return null;
  }
}

/** Opens the drafts of `record` (`<resource>/<id>` or `<resource>/create`) for `form`; `setOffer` shows or withdraws the offer. */
export function openDraftSession(form: UseFormReturn<FieldValues>, record: string, setOffer: (offer: DraftOffer | null) => void): DraftSession {
  const rawKey = fetchDraftKey();
  let isOpen = true;
  // While a kept draft is looked up or offered, nothing overwrites it; what is typed meanwhile is kept after.
  let isHeld = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const withKey = (work: (key: string) => Promise<unknown>) => {
    queue = queue
      .then(async () => {
        const key = await rawKey;
        if (key !== null) await work(key);
      })
      .catch(() => {});
    return queue;
  };
  const keepNow = () => {
    clearTimeout(timer);
    timer = undefined;
    if (isHeld) return;
    const changed = changedValues(form.getValues(), form.formState.defaultValues ?? {});
    void withKey((key) => (Object.keys(changed).length > 0 ? keepDraft(key, record, changed) : dropDraft(key, record)));
  };
  const stopOffering = () => {
    isHeld = false;
    setOffer(null);
  };

  let isOffered = false;
  void withKey(async (key) => {
    const kept = await readDraft(key, record);
    if (!isOpen || !kept) return;
    const fields = Object.keys(kept.values).filter((name) => !sameValue(kept.values[name], form.getValues(name)));
    if (fields.length === 0) return dropDraft(key, record);
    isOffered = true;
    setOffer({
      savedAt: kept.savedAt,
      fields,
      restore: () => {
        for (const name of fields) form.setValue(name, kept.values[name], { shouldDirty: true, shouldTouch: true });
        stopOffering();
        keepNow();
      },
      discard: () => {
        stopOffering();
        void withKey(() => dropDraft(key, record)).then(() => {
          // Anything typed while the offer was open is kept instead.
          if (isOpen) keepNow();
        });
      },
    });
  }).then(() => {
    // Nothing to offer (none of this user's, or no key): what was typed before this loaded, and from now on, is kept.
    if (isOffered || !isOpen) return;
    isHeld = false;
    keepNow();
  });
  // Only changes with a field's name are edits; a reset (loading, saving) has none.
  const subscription = form.watch((_values, { name }) => {
    if (!name) return;
    clearTimeout(timer);
    timer = setTimeout(keepNow, KEEP_DELAY_MS);
  });

  return {
    clear: () => {
      clearTimeout(timer);
      timer = undefined;
      if (isOpen) stopOffering();
      // Queued behind any write under way, so none outlives the save.
      void withKey((key) => dropDraft(key, record));
    },
    close: () => {
      isOpen = false;
      subscription.unsubscribe();
      // Leaving with changes not kept yet (another screen, sign-out): keep them now.
      if (timer !== undefined) keepNow();
    },
  };
}
