// The tab's live stream at work (live-connection.tsx loads this, with the stream's code, when the browser
// is idle after the screen is drawn): the stream made once and attached to the hub the screens listen to,
// started for the signed-in user, and kept going through a 401 (the session refreshed or not) and another
// tab's sign-in.
import type { MeResponse } from '@/lib/contract/auth';
import { ApiError, apiFetch } from '@/lib/client/fetcher';
import { liveHub } from '@/lib/client/live/hub';
import { liveStream, type LiveStream } from '@/lib/client/live/stream';
import { onSessionNews } from '@/lib/client/session-news';
import { ME_KEY } from '@/lib/client/use-me';

/** After a 401 and a good /api/me, wait this long before trying the stream again (no tight loop). */
const RESUME_AFTER_MS = 5_000;

let made: LiveStream | null = null;

/** The tab's one stream, attached to the hub when first made. */
function tabStream(): LiveStream {
  if (!made) {
    made = liveStream();
    liveHub().attach(made);
  }
  return made;
}

/** Tries again at once (the session was refreshed). */
export function resumeStream(): void {
  made?.resume();
}

/** Starts the tab's stream for `userId`; answers what stops it. */
export function runStream(userId: MeResponse['id']): () => void {
  const stream = tabStream();
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
