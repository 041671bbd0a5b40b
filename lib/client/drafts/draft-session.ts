// One visit of a form that keeps drafts (use-form-draft.ts loads this on the form's first edit, or on opening
// when some draft of its record is kept here): keeps the changed fields half a second after typing pauses,
// offers a kept draft that differs from the form as it opened, restores or discards it, and drops it on
// save. Store calls run one at a time, in order, so a late write never brings back a dropped draft.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
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
  /** A field was edited: keep the form soon. */
  changed: () => void;
  /** The form was saved (or its record deleted): drop the draft. */
  clear: () => void;
  /** The form is leaving: keep what is not kept yet, and stop. */
  close: () => void;
}

/** How long typing pauses before the form is kept. */
export const KEEP_DELAY_MS = 500;

/** The key from `GET /api/drafts/key`'s answer (lib/contract/drafts.ts), or null when there is none to have. */
async function keyFrom(answer: Promise<unknown>): Promise<string | null> {
  const key = ((await answer) as { key?: unknown } | null)?.key;
  return typeof key === 'string' && /^[\w-]{43}$/.test(key) ? key : null;
}

/**
 * Opens the drafts of `record` (`<resource>/<id>` or `<resource>/create`) for `form`. `keyAnswer` is the key
 * call's answer (null when it failed), asked for as the form opened, so what is typed after the session ended is still kept.
 */
export function openDraftSession(form: UseFormReturn<FieldValues>, record: string, keyAnswer: Promise<unknown>, setOffer: (offer: DraftOffer | null) => void): DraftSession {
  const rawKey = keyFrom(keyAnswer);
  let isOpen = true;
  // While a kept draft is looked up or offered, nothing overwrites it; what is typed meanwhile waits.
  let isHeld = false;
  let hasWaitingEdit = false;
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
    if (isHeld) return void (hasWaitingEdit = true);
    const changed = changedValues(form.getValues(), form.formState.defaultValues ?? {});
    void withKey((key) => (Object.keys(changed).length > 0 ? keepDraft(key, record, changed) : dropDraft(key, record)));
  };
  const stopOffering = () => {
    isHeld = false;
    setOffer(null);
  };

  isHeld = true;
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
    // Nothing to offer (none of this user's, or no key): what is typed is kept again.
    if (isOffered) return;
    isHeld = false;
    if (hasWaitingEdit && isOpen) keepNow();
  });

  return {
    changed: () => {
      clearTimeout(timer);
      timer = setTimeout(keepNow, KEEP_DELAY_MS);
    },
    clear: () => {
      clearTimeout(timer);
      timer = undefined;
      hasWaitingEdit = false;
      if (isOpen) stopOffering();
      // Queued behind any write under way, so none outlives the save.
      void withKey((key) => dropDraft(key, record));
    },
    close: () => {
      isOpen = false;
      // Leaving with changes not kept yet (another screen, sign-out): keep them now.
      if (timer !== undefined) keepNow();
    },
  };
}
