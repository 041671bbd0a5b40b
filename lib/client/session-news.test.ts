/** @jest-environment jsdom */
// The news a tab gives the others: heard by every other listener, never by the tab that sent it, and
// anything that is not news (another script's message) ignored.
import { announceSession, onSessionNews, type SessionNews } from './session-news';

/** A BroadcastChannel of this process: every channel of a name hears what another of that name posts. */
class LocalChannel {
  static open = new Set<LocalChannel>();
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  constructor(readonly name: string) {
    LocalChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const channel of LocalChannel.open) if (channel !== this && channel.name === this.name) channel.onmessage?.({ data } as MessageEvent<unknown>);
  }
  close() {
    LocalChannel.open.delete(this);
  }
}

beforeAll(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = LocalChannel;
});

describe('session news', () => {
  it('is not heard by the tab that sent it', () => {
    const heard: SessionNews[] = [];
    const stop = onSessionNews((news) => heard.push(news));
    announceSession({ kind: 'signed-out' });
    stop();
    expect(heard).toEqual([]);
  });

  it('is heard from another tab, and a stranger’s message is not', () => {
    const heard: SessionNews[] = [];
    const stop = onSessionNews((news) => heard.push(news));
    const otherTab = new LocalChannel('wellness-console/session');
    otherTab.postMessage({ kind: 'signed-in', userId: '7', name: 'Eddie Editor', from: 'another-tab' });
    otherTab.postMessage({ kind: 'signed-in', userId: 7, from: 'another-tab' });
    otherTab.postMessage('signed-out');
    otherTab.postMessage({ kind: 'signed-out', from: 'another-tab' });
    otherTab.close();
    stop();
    expect(heard).toEqual([{ kind: 'signed-in', userId: '7', name: 'Eddie Editor' }, { kind: 'signed-out' }]);
  });
});
