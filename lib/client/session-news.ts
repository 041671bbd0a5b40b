// Tells the console's other tabs in this browser when someone signs in or out, so no tab keeps showing a
// signed-out session, or another user's console, without a word: before this a tab learnt of a sign-out
// elsewhere only when its next save was sent to /login. BroadcastChannel carries the news; a browser
// without it gets it through a localStorage write, whose `storage` event reaches the other tabs.

/** What a tab tells the others. */
export type SessionNews = { kind: 'signed-out' } | { kind: 'signed-in'; userId: string; name: string };

const CHANNEL = 'wellness-console/session';

function isSessionNews(value: unknown): value is SessionNews {
  if (typeof value !== 'object' || value === null) return false;
  const news = value as Record<string, unknown>;
  return news.kind === 'signed-out' || (news.kind === 'signed-in' && typeof news.userId === 'string' && typeof news.name === 'string');
}

/** Tells every other tab of this console in this browser. */
export function announceSession(news: SessionNews): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(news);
    channel.close();
    return;
  }
  try {
    // A fresh value each time, so the same news twice still fires `storage`.
    localStorage.setItem(CHANNEL, JSON.stringify({ ...news, at: Date.now() }));
    localStorage.removeItem(CHANNEL);
  } catch {
    // Storage refused (private mode, full): the other tabs learn at their next request instead.
  }
}

/** Calls `listener` with each piece of news another tab announces; answers the unsubscribe. */
export function onSessionNews(listener: (news: SessionNews) => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isSessionNews(event.data)) listener(event.data);
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CHANNEL || !event.newValue) return;
    try {
      const news: unknown = JSON.parse(event.newValue);
      if (isSessionNews(news)) listener(news);
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
