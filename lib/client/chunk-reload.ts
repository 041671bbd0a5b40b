// A tab opened before a deploy still runs the old version, whose code chunks the new one no longer
// serves: the first screen it has not loaded yet fails with Turbopack's ChunkLoadError. A load nobody
// handled (it reached an error boundary, or its rejection went unhandled) reloads the page once, on
// the same URL, for the new version. The attempt is remembered per tab for a short time, so a chunk
// that is still missing after the reload shows the crash screen instead of reloading in a loop.
// Screens that handle a failed load themselves (the delete dialog, the form checks, the record picker,
// the user menu) never get here. In every page's first load: keep it small.
import { useEffect, useState } from 'react';

const KEY = 'console:chunk-reload';
/** How long a reload for a URL counts as just tried. */
const WINDOW_MS = 30_000;

let isReloading = false;

/** Turbopack's (and webpack's) error for a chunk that could not be fetched or run. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || error.message.startsWith('Failed to load chunk'));
}

const here = () => location.pathname + location.search;

/**
 * Whether to reload for `error`: a chunk error, and no reload for this URL moments ago. A yes is
 * remembered at once (so a second boundary or rejection in the same page takes the same reload).
 */
function claimReload(error: unknown): boolean {
  if (isReloading) return true;
  if (!isChunkLoadError(error)) return false;
  try {
    const [at, url] = (sessionStorage.getItem(KEY) ?? '0 ').split(' ', 2);
    if (url === here() && Date.now() - Number(at) < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, `${Date.now()} ${here()}`);
  } catch {
    // No storage, no memory of the attempt: never risk a loop.
    return false;
  }
  isReloading = true;
  return true;
}

/**
 * Reloads, remembering the URL it reloads at. A boundary claims its reload while it renders, which in a
 * navigation is before the router has put the new address in the bar (the new screen's code failed within
 * the transition); remembered as of the claim, the old address did not match the reloaded page's, which then
 * reloaded a second time before showing the crash screen.
 */
function reload(): void {
  try {
    sessionStorage.setItem(KEY, `${Date.now()} ${here()}`);
  } catch {
    // The claim's own record stands.
  }
  location.reload();
}

/** Reloads the page for a chunk error unless it was just tried for this URL; whether it does. */
export function reloadForChunkError(error: unknown): boolean {
  const isReload = claimReload(error);
  if (isReload) reload();
  return isReload;
}

/** Reloads for chunk loads whose rejection nobody handled; returns the listener's removal. */
export function reloadOnUnhandledChunkErrors(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadForChunkError(event.reason)) event.preventDefault();
  };
  addEventListener('unhandledrejection', onRejection);
  return () => removeEventListener('unhandledrejection', onRejection);
}

/**
 * For an error boundary: whether the page is reloading for `error` (draw nothing then, not the crash
 * screen). Decided once per boundary; the reload starts when it commits.
 */
export function useReloadForChunkError(error: unknown): boolean {
  const [isReload] = useState(() => claimReload(error));
  useEffect(() => {
    if (isReload) reload();
  }, [isReload]);
  return isReload;
}
