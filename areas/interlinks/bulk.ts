// Marking the suggestions of a bulk review on the AI host, one call each, after their links are saved. The
// host may stop answering part way: what was marked stays marked, and the accepts it did not record are
// handed back, so the caller can take their links out of the text again and text and queue agree.

export interface BulkMarks<S, L> {
  /** Accepts the host recorded, with the links they wrote. */
  accepted: { suggestion: S; link: L }[];
  rejected: S[];
  /** Accepts whose links are in the saved text but which the host did not record. */
  unmarked: { suggestion: S; link: L }[];
  /** Why marking stopped, or null when every one was recorded. */
  failure: unknown;
}

/** Marks the accepts, then the rejects, in order; the first failure stops the rest. */
export async function markBulk<S extends { id: number }, L>(
  accepts: readonly { suggestion: S; link: L }[],
  rejects: readonly S[],
  mark: (id: number, status: 'accepted' | 'rejected') => Promise<unknown>,
): Promise<BulkMarks<S, L>> {
  const marks: BulkMarks<S, L> = { accepted: [], rejected: [], unmarked: [], failure: null };
  for (const accept of accepts) {
    if (marks.failure !== null) {
      marks.unmarked.push(accept);
      continue;
    }
    try {
      await mark(accept.suggestion.id, 'accepted');
      marks.accepted.push(accept);
    } catch (error) {
      marks.failure = error ?? new Error('The AI host did not answer');
      marks.unmarked.push(accept);
    }
  }
  for (const suggestion of rejects) {
    if (marks.failure !== null) break;
    try {
      await mark(suggestion.id, 'rejected');
      marks.rejected.push(suggestion);
    } catch (error) {
      marks.failure = error ?? new Error('The AI host did not answer');
    }
  }
  return marks;
}
