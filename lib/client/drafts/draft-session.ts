// One visit of a form that keeps drafts (use-form-draft.ts loads this on the form's first focus or press, or
// on opening when some draft of its record is kept here): asks for the user's key at once, so what is typed
// after the session has ended is still kept; keeps the changed fields half a second after typing pauses;
// offers a kept draft that differs from the form as it opened, restores or discards it, and drops it on
// save. Store calls run one at a time, in order, so a late write never brings back a dropped draft. What is
// typed last is what is kept: typing while a draft is offered replaces it, and a write that finds no key
// (a blip, a refresh under way, a session that ended) waits for one instead of being skipped.
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
  let key: string | null = null;
  let asking: Promise<string | null> | undefined;
  // A key once had is kept for the visit; none yet is asked for again by the next store call, so a failed
  // ask (the session being refreshed, a network blip, a sign-in since in another tab) skips nothing for good.
  const currentKey = () =>
    key !== null
      ? Promise.resolve(key)
      : (asking ??= fetchDraftKey().then((found) => {
          asking = undefined;
          key = found;
          return found;
        }));
  let isOpen = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  // A keep that found no key: kept, with the form as it is then, as soon as a key comes.
  let isKeepWaiting = false;

  const withKey = (work: (key: string) => Promise<unknown>, onNoKey?: () => void) => {
    queue = queue
      .then(async () => {
        const found = await currentKey();
        if (found !== null) await work(found);
        else onNoKey?.();
      })
      .catch(() => {});
    return queue;
  };
  // The form's changes are read when the write runs, not when it was asked for: a write that waited (for
  // the key, or behind another) keeps the newest typing, never an older one.
  const changes = () => changedValues(form.getValues(), form.formState.defaultValues ?? {});
  const keepNow = () => {
    clearTimeout(timer);
    timer = undefined;
    isKeepWaiting = false;
    void withKey(
      (found) => {
        const changed = changes();
        return Object.keys(changed).length > 0 ? keepDraft(found, record, changed) : dropDraft(found, record);
      },
      () => {
        isKeepWaiting = true;
      },
    );
  };
  const stopOffering = () => setOffer(null);

  let isOffered = false;
  void withKey(async (found) => {
    const kept = await readDraft(found, record);
    if (!isOpen || !kept) return;
    const fields = Object.keys(kept.values).filter((name) => !sameValue(kept.values[name], form.getValues(name)));
    if (fields.length === 0) return dropDraft(found, record);
    isOffered = true;
    // The offer stays until it is answered, and what is typed meanwhile replaces the kept draft at once: a
    // keystroke is no answer to a banner the user may not have read (Restore still brings the older draft
    // back in this visit, from memory), but a reload or an ended session must not lose what is on screen
    // for what was there before.
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
        // Keeps what was typed while the offer was open, or drops the kept draft when nothing was.
        keepNow();
      },
    });
  }).then(() => {
    // Nothing to offer (none of this user's, or no key yet): what was typed before this loaded is kept. Only
    // typing is kept: with no key yet, an untouched form must not later drop a draft no one was offered.
    if (isOffered || !isOpen || Object.keys(changes()).length === 0) return;
    keepNow();
  });
  // Only changes with a field's name are edits; a reset (loading, saving) has none.
  const subscription = form.watch((_values, { name }) => {
    if (!name) return;
    clearTimeout(timer);
    timer = setTimeout(keepNow, KEEP_DELAY_MS);
  });
  // A keep waiting for a key tries again when the user is back on the tab (perhaps signed in elsewhere).
  const retryWaiting = () => {
    if (isKeepWaiting && document.visibilityState === 'visible') keepNow();
  };
  window.addEventListener('focus', retryWaiting);
  document.addEventListener('visibilitychange', retryWaiting);

  return {
    clear: () => {
      clearTimeout(timer);
      timer = undefined;
      isKeepWaiting = false;
      if (isOpen) stopOffering();
      // Queued behind any write under way, so none outlives the save.
      void withKey((found) => dropDraft(found, record));
    },
    close: () => {
      isOpen = false;
      subscription.unsubscribe();
      window.removeEventListener('focus', retryWaiting);
      document.removeEventListener('visibilitychange', retryWaiting);
      // Leaving with changes not kept yet (another screen, sign-out): keep them now.
      if (timer !== undefined || isKeepWaiting) keepNow();
    },
  };
}
