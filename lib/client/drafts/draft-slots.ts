// Where a form's draft rests in this browser's localStorage: `console:draft:<owner>:<record>`, the owner an
// opaque tag of the user's draft key (draft-store.ts), the record `<resource>/<id>` or `<resource>/create`.
// Apart from the store, so that a form opening can tell, without loading it, whether any draft of its
// record is here at all: it loads the store (and its crypto) only then, or on its first focus or press.

export const DRAFT_SLOT_PREFIX = 'console:draft:';

/** The slot of `owner`'s draft of `record`. */
export const draftSlot = (owner: string, record: string) => `${DRAFT_SLOT_PREFIX}${owner}:${record}`;

/** Whether anyone's draft of `record` is kept here (readable or not: only its owner's key tells). */
export function hasKeptDraft(record: string, storage: Pick<Storage, 'length' | 'key'> = localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const slot = storage.key(index);
      if (slot?.startsWith(DRAFT_SLOT_PREFIX) && slot.endsWith(`:${record}`)) return true;
    }
  } catch {
    // Storage refused (a private window): no drafts here.
  }
  return false;
}
