'use client';
// What other tabs say of the session (session-news-watch.tsx) matters once the person has gone to another
// tab or window — where they would sign out, or in as someone else — so its code loads when this window
// first loses focus or is hidden, or after a while in any case, never with the page's first load. If that
// code cannot be fetched, the tab learns of a sign-out at its next request, as it did before. The live
// stream's word that the session ended loads it at once.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithFallback } from '@/lib/client/lazy-part';
import { liveHub } from '@/lib/client/live/hub';

/** Loaded after this long even when the window never loses focus (two windows side by side). */
const LOAD_ANYWAY_MS = 10_000;

const SessionNewsWatch = lazyWithFallback(() => import('./session-news-watch').then((module) => module.SessionNewsWatch), () => null);

export function SessionNewsOnLeave() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    if (isWanted) return;
    const want = () => setWanted(true);
    if (liveHub().hasSessionEnded()) want();
    const stopEnded = liveHub().onSessionEnded(want);
    const timer = setTimeout(want, LOAD_ANYWAY_MS);
    window.addEventListener('blur', want);
    document.addEventListener('visibilitychange', want);
    return () => {
      stopEnded();
      clearTimeout(timer);
      window.removeEventListener('blur', want);
      document.removeEventListener('visibilitychange', want);
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionNewsWatch />
    </Suspense>
  );
}
