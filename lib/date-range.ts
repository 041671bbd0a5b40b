// A range of calendar days (`from`, `to`, both inclusive) as the list filters, the dashboard and the API
// judge it, in one set of words, so a backwards range reads the same at the fields and in a 400. Zod-free,
// so list screens can import it without the contract's schemas.

/** Said under a range's end when it comes before its start. */
export const MSG_RANGE_ENDS_BEFORE_START = 'The range must end on or after its first day';

/** Whether both ends are given and the end comes before the start (ISO days compare as text). */
export function isBackwardsRange({ from, to }: { from?: string | null; to?: string | null }): boolean {
  return Boolean(from && to && from > to);
}
