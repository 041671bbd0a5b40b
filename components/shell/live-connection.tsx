'use client';
// Runs the tab's part of the live stream (lib/client/live/stream.ts) while a user is signed in to the
// console: starts it once /api/me has answered (never on /login), stops it on leaving. A 401 from the
// stream asks /api/me again, which refreshes the session or goes to /login as any other 401 does; a
// session refreshed, or a sign-in in another tab, lets the stream try again. The stream's word that the
// session ended is drawn by session-news-watch.tsx, as another tab's sign-out is.
import { useEffect } from 'react';
import { liveStream } from '@/lib/client/live/stream';
import { onSessionNews } from '@/lib/client/session-news';
import { useMe } from '@/lib/client/use-me';

/** After a 401 and a good /api/me, wait this long before trying the stream again (no tight loop). */
const RESUME_AFTER_MS = 5_000;

export function LiveConnection() {
  const { data: me, mutate } = useMe();
  const userId = me?.id;
  const expiresAt = me?.expiresAt;

  useEffect(() => {
    if (userId === undefined) return;
    const stream = liveStream();
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    const stopUnauthorized = stream.onUnauthorized(() => {
      void mutate().then(() => {
        clearTimeout(resumeTimer);
        resumeTimer = setTimeout(() => stream.resume(), RESUME_AFTER_MS);
      });
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
  }, [userId, mutate]);

  useEffect(() => {
    if (expiresAt !== undefined) liveStream().resume();
  }, [expiresAt]);

  return null;
}
