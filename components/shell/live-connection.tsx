'use client';
// Runs the tab's part of the live stream (lib/client/live/stream.ts) while a user is signed in to the
// console: starts it once /api/me has answered (never on /login), stops it on leaving. A 401 from the
// stream asks /api/me again, which refreshes the session when it can: if not, the session has ended (the
// tab that held the stream may have closed before the stream's word reached the others), and every tab
// says so as the stream's `session-ended` would; a session refreshed, or a sign-in in another tab, lets
// the stream try again. The word itself is drawn by session-news-watch.tsx, as another tab's sign-out is.
import { useEffect } from 'react';
import type { MeResponse } from '@/lib/contract/auth';
import { ApiError, apiFetch } from '@/lib/client/fetcher';
import { liveHub } from '@/lib/client/live/hub';
import type { LiveStream } from '@/lib/client/live/stream';
import { onSessionNews } from '@/lib/client/session-news';
import { ME_KEY, useMe } from '@/lib/client/use-me';

/** After a 401 and a good /api/me, wait this long before trying the stream again (no tight loop). */
const RESUME_AFTER_MS = 5_000;
/** The stream's code loads this long after the shell knows its user, when the screen has been drawn. */
const LOAD_AFTER_MS = 1_000;

let loaded: LiveStream | null = null;

/** The tab's stream, its code loaded once, when the browser is idle after the screen is drawn (not part of any first load). */
function loadStream(): Promise<LiveStream> {
  if (loaded) return Promise.resolve(loaded);
  return new Promise<void>((resolve) => {
    const later = () => setTimeout(resolve, LOAD_AFTER_MS);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(later, { timeout: LOAD_AFTER_MS });
    else later();
  })
    .then(() => import('@/lib/client/live/stream'))
    .then(({ liveStream }) => {
      loaded = liveStream();
      liveHub().attach(loaded);
      return loaded;
    });
}

export function LiveConnection() {
  const { data: me } = useMe();
  const userId = me?.id;
  const expiresAt = me?.expiresAt;

  useEffect(() => {
    if (userId === undefined) return;
    let stop = () => {};
    let isCancelled = false;
    loadStream().then(
      (stream) => {
        if (!isCancelled) stop = run(stream, userId);
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
    if (expiresAt !== undefined) loaded?.resume();
  }, [expiresAt]);

  return null;
}

/** Starts `stream` for `userId`; answers what stops it. */
function run(stream: LiveStream, userId: MeResponse['id']): () => void {
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  const stopUnauthorized = stream.onUnauthorized(() => {
    apiFetch<MeResponse>(ME_KEY, { staysOnUnauthorized: true }).then(
      (fresh) => {
        // Someone else signed in in this browser: this tab keeps showing its user until the person
        // chooses (session-news-watch.tsx); the stream follows the sign-in news, not this answer.
        if (fresh.id !== userId) return;
        clearTimeout(resumeTimer);
        resumeTimer = setTimeout(() => stream.resume(), RESUME_AFTER_MS);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) stream.markSessionEnded();
      },
    );
  });
  // Another tab signed in (this user again, or another): the cookie changed, so the stream must too.
  const stopNews = onSessionNews((news) => {
    if (news.kind === 'signed-in') stream.reconnect();
  });
  stream.start();
  return () => {
    clearTimeout(resumeTimer);
    stopUnauthorized();
    stopNews();
    stream.stop();
  };
}
