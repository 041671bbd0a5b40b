// What a record picker asks the upstream for and which of the answer it offers. Records already picked
// (or the record itself) are left out of the offer, so the picker asks for that many more than it shows:
// after any number of picks it still has a full set to offer, and it says when more match than it shows.
import { MAX_LIMIT } from '@/lib/contract/paging';

/** How many matches a picker offers at once; typing narrows them. */
export const OFFERED_MATCHES = 8;

/** The page size to ask for: the matches offered plus room for the excluded ones among them (the API's cap at most). */
export function matchesLimit(excludedCount: number): number {
  return Math.min(MAX_LIMIT, OFFERED_MATCHES + excludedCount);
}

export interface OfferedMatches<T> {
  /** The records to offer, in the upstream's order, none of them excluded. */
  items: T[];
  /** More records match than are offered: the picker says "More matches — type to narrow". */
  hasMore: boolean;
}

/**
 * The matches to offer from one answer. There are more when the answer holds more pickable records than
 * are offered, or when the upstream counts more matches than it sent (those not sent cannot all be
 * excluded ones: every excluded record that matched and was not sent leaves one more pickable in the page).
 */
export function offeredMatches<T extends { id: number }>(answer: { records: readonly T[]; total: number }, excludeIds: readonly number[]): OfferedMatches<T> {
  const excluded = new Set(excludeIds);
  const pickable = answer.records.filter((record) => !excluded.has(record.id));
  return {
    items: pickable.slice(0, OFFERED_MATCHES),
    hasMore: pickable.length > OFFERED_MATCHES || answer.total > answer.records.length,
  };
}
