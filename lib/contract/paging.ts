// Paging constants of every list (docs/console-screens.md#lists-and-forms), apart from the zod schemas so list screens can use them
// without shipping zod to the browser.

/** Page-size options a list offers. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
/** Default page size and page of every list. */
export const DEFAULT_LIMIT = 20;
export const DEFAULT_PAGE = 1;
export const MAX_LIMIT = 100;
/**
 * Records per page a list sorted by id may be asked for (docs/api-contract.md#paging-by-key): a reader of a
 * whole set (an export) walks it in pages this large, so the per-call costs (the count, a round trip, the
 * BFF's session and checks) are paid a tenth as often as at MAX_LIMIT.
 */
export const KEYSET_MAX_LIMIT = 1_000;

/** How many best sellers a region holds at most: the whole order is saved at once, and the editor stops adding here. */
export const MAX_BEST_SELLERS = 50;
