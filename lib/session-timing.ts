// When a session is refreshed (docs/api-contract.md#session-refresh): one rule for the BFF, which refreshes a due session
// before proxying, and for the browser, which schedules the refresh while a tab is open.

/** Refresh this long before the access token expires. */
export const REFRESH_LEAD_MS = 5_000;

// setTimeout overflows past 2^31 − 1 ms and would fire at once.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
// A token that is already (nearly) expired must not turn into a tight refresh loop.
const MIN_DELAY_MS = 1_000;

/** Whether a session expiring at `expiredAt` (ms) is due for a refresh at `now`. */
export function isRefreshDue(expiredAt: number, now: number = Date.now()): boolean {
  return now >= expiredAt - REFRESH_LEAD_MS;
}

/** How long a tab waits before asking for a refresh: 5 s before expiry, clamped to what a timer holds. */
export function refreshDelayMs(expiredAt: number, now: number = Date.now()): number {
  return Math.min(Math.max(expiredAt - REFRESH_LEAD_MS - now, MIN_DELAY_MS), MAX_TIMEOUT_MS);
}
