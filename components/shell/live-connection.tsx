'use client';
// Runs the tab's part of the live stream (lib/client/live/stream.ts) while a user is signed in to the
// console: starts it once /api/me has answered (never on /login), stops it on leaving. A 401 from the
// stream asks /api/me again, which refreshes the session when it can: if not, the session has ended (the
// tab that held the stream may have closed before the stream's word reached the others), and every tab
// says so as the stream's `session-ended` would; a session refreshed, or a sign-in in another tab, lets
// the stream try again. The word itself is drawn by session-news-watch.tsx, as another tab's sign-out is.
import { useEffect } from 'react';
import { useMe } from '@/lib/client/use-me';

/** The stream's code loads this long after the shell knows its user, when the screen has been drawn. */
const LOAD_AFTER_MS = 1_000;

type Run = typeof import('./live-connection-run');

let loaded: Run | null = null;

/**
 * The stream and what runs it (live-connection-run.ts), loaded once, when the browser is idle after the
 * screen is drawn: no page's first load carries either.
 */
function loadRun(): Promise<Run> {
  if (loaded) return Promise.resolve(loaded);
  return new Promise<void>((resolve) => {
    const later = () => setTimeout(resolve, LOAD_AFTER_MS);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(later, { timeout: LOAD_AFTER_MS });
    else later();
  })
    .then(() => import('./live-connection-run'))
    .then((module) => (loaded = module));
}

export function LiveConnection() {
  const { data: me } = useMe();
  const userId = me?.id;
  const expiresAt = me?.expiresAt;

  useEffect(() => {
    if (userId === undefined) return;
    let stop = () => {};
    let isCancelled = false;
    loadRun().then(
      (run) => {
        if (!isCancelled) stop = run.runStream(userId);
      },
      // The code could not be fetched (network gone): the screens work on, without news.
      () => undefined,
    );
    return () => {
      isCancelled = true;
      stop();
    };
  }, [userId]);

  useEffect(() => {
    if (expiresAt !== undefined) loaded?.resumeStream();
  }, [expiresAt]);

  return null;
}
