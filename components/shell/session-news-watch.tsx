'use client';
// Listens for what other tabs say of the session (lib/client/session-news.ts) and, when it concerns this
// tab — a sign-out, or a different user signed in — draws the dialog that says so; the dialog's code loads
// only then. A sign-in by this tab's own user after a sign-out closes the dialog again. The live stream's
// word that the session ended (signed out in another browser) draws the same dialog, unless another tab's
// news, which says more, is already shown.
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/lib/client/lazy-part';
import { liveHub } from '@/lib/client/live/hub';
import { onSessionNews } from '@/lib/client/session-news';
import { useMe } from '@/lib/client/use-me';
import type { SessionNotice } from './session-news-dialog';

const SessionNewsDialog = lazyPart(() => import('./session-news-dialog').then((module) => module.SessionNewsDialog), 'The sign-in notice');

export function SessionNewsWatch() {
  const { data: me } = useMe();
  const [news, setNews] = useState<SessionNotice | null>(() => (liveHub().hasSessionEnded() ? { kind: 'session-ended' } : null));
  const userId = me?.id;

  useEffect(
    () =>
      onSessionNews((heard) => {
        if (heard.kind === 'signed-in' && heard.userId === userId) setNews(null);
        else setNews(heard);
      }),
    [userId],
  );
  useEffect(() => liveHub().onSessionEnded(() => setNews((shown) => shown ?? { kind: 'session-ended' })), []);

  if (!news || !me) return null;
  return (
    <Suspense fallback={null}>
      <SessionNewsDialog news={news} currentName={me.name} onClose={() => setNews(null)} />
    </Suspense>
  );
}
