// Tells the console's other tabs in this browser when someone signs in or out, so no tab keeps showing a
// signed-out session, or another user's console, without a word: before this a tab learnt of a sign-out
// elsewhere only when its next save was sent to /login. BroadcastChannel carries the news; a browser
// without it gets it through a localStorage write, whose `storage` event reaches the other tabs.

/** What a tab tells the others. */
export type SessionNews = { kind: 'signed-out' } | { kind: 'signed-in'; userId: string; name: string };

const CHANNEL = 'wellness-console/session';

/** This tab's mark on what it sends: a channel also delivers to the sender's own other listeners. */
const THIS_TAB = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

type Envelope = SessionNews & { from: string };

/** News from another tab, or null for this tab's own or anything else. */
function fromAnotherTab(value: unknown): SessionNews | null {
  if (typeof value !== 'object' || value === null) return null;
  const { from, ...news } = value as Record<string, unknown>;
  if (typeof from !== 'string' || from === THIS_TAB) return null;
  if (news.kind === 'signed-out') return { kind: 'signed-out' };
  if (news.kind === 'signed-in' && typeof news.userId === 'string' && typeof news.name === 'string') return { kind: 'signed-in', userId: news.userId, name: news.name };
  return null;
}

/** Tells every other tab of this console in this browser. */
export function announceSession(news: SessionNews): void {
  const envelope: Envelope = { ...news, from: THIS_TAB };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(envelope);
    channel.close();
    return;
  }
  try {
    // A fresh value each time, so the same news twice still fires `storage`.
    localStorage.setItem(CHANNEL, JSON.stringify({ ...envelope, at: Date.now() }));
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
      const news = fromAnotherTab(event.data);
      if (news) listener(news);
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CHANNEL || !event.newValue) return;
    try {
      const news = fromAnotherTab(JSON.parse(event.newValue));
      if (news) listener(news);
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
