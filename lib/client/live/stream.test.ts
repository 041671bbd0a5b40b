// The tabs' one stream: a leader elected with the Web Locks API holds the only connection and passes its
// events to the other tabs over BroadcastChannel (Node's own, both real here, the tabs being streams of one
// process); the tab that takes over resumes from the last change id; refusals stop or back off.
import { LIVE_EVENT_NAMES, LIVE_RETRY_MS, type LiveChange } from '@/lib/contract/live';
import { NodeEventSource, startSseServer, type SseServer } from './sse.test-support';
import { EVENT_NAMES, LiveStream, RETRY_MS, type LiveStreamOptions, type LiveStreamState } from './stream';

let server: SseServer;
const tabs: LiveStream[] = [];

beforeEach(async () => {
  server = await startSseServer();
});

afterEach(async () => {
  for (const tab of tabs.splice(0)) tab.stop();
  await server.close();
});

function openTab(options: Partial<LiveStreamOptions> = {}): LiveStream {
  const tab = new LiveStream({ baseUrl: server.url, createEventSource: (url) => new NodeEventSource(url), firstBackoffMs: 200, ...options });
  tabs.push(tab);
  tab.start();
  return tab;
}

async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function change(recordId: string, resource = 'products'): LiveChange {
  return { resource, recordId, action: 'updated', version: 2, by: { id: 1, name: 'Ada' }, at: 1_000 };
}

it("listens for the contract's events and waits its retry", () => {
  expect(EVENT_NAMES).toEqual(LIVE_EVENT_NAMES);
  expect(RETRY_MS).toBe(LIVE_RETRY_MS);
});

describe('the live stream across tabs', () => {
  it('opens one connection for two tabs and gives both every change', async () => {
    const first = openTab();
    await until(() => first.getState() === 'live', 'the first tab live');
    const second = openTab();
    const heard: [string, string][] = [];
    first.onChange((c) => heard.push(['first', c.recordId]));
    second.onChange((c) => heard.push(['second', c.recordId]));
    // Let the second tab's bid for the lock settle: it must stay a follower.
    await until(() => second.getState() === 'live', 'the second tab to hear the leader is live');

    server.send('change', change('7'), '41');
    await until(() => heard.length === 2, 'both tabs to hear the change');

    expect(server.openCount()).toBe(1);
    expect(server.requests).toHaveLength(1);
    expect(first.isLeading()).toBe(true);
    expect(second.isLeading()).toBe(false);
    expect(heard.sort()).toEqual([
      ['first', '7'],
      ['second', '7'],
    ]);
    expect(second.getLastEventId()).toBe('41');
  });

  it('resumes from the last change id when the leader tab closes', async () => {
    const first = openTab();
    await until(() => first.getState() === 'live', 'the first tab live');
    const second = openTab();
    await until(() => second.getState() === 'live', 'the second tab following');
    server.send('change', change('1'), '100');
    server.send('change', change('2'), '101');
    await until(() => second.getLastEventId() === '101', 'the follower to remember the last id');

    first.stop();
    await until(() => second.isLeading() && second.getState() === 'live', 'the second tab to lead');

    expect(server.requests.at(-1)?.url).toBe('/api/events?lastEventId=101');
    expect(server.openCount()).toBe(1);
  });

  it('gives a tab that joins late the presence the leader heard', async () => {
    const first = openTab();
    await until(() => first.getState() === 'live', 'the first tab live');
    server.send('presence', { resource: 'products', recordId: '9', viewers: [{ userId: 2, name: 'Grace', editing: true }] });
    await until(() => first.getPresence('products', '9').length === 1, 'the leader to hear presence');

    const second = openTab();
    await until(() => second.getPresence('products', '9').length === 1, 'the late tab to learn who is there');
    expect(second.getPresence('products', '9')).toEqual([{ userId: 2, name: 'Grace', editing: true }]);

    server.send('presence', { resource: 'products', recordId: '9', viewers: [] });
    await until(() => second.getPresence('products', '9').length === 0, 'the viewer to leave');
  });

  it('says paused in every tab when the server does, and live again after', async () => {
    const first = openTab();
    await until(() => first.getState() === 'live', 'the first tab live');
    const second = openTab();
    await until(() => second.getState() === 'live', 'the follower live');
    const seen: LiveStreamState[] = [];
    second.onState((state) => seen.push(state));

    server.send('state', { state: 'paused' });
    await until(() => second.getState() === 'paused', 'the follower paused');
    expect(first.getState()).toBe('paused');
    server.send('state', { state: 'live' });
    await until(() => second.getState() === 'live', 'the follower live again');
    expect(seen).toEqual(['paused', 'live']);
  });

  it('stops on 401 and waits for the session before trying again', async () => {
    server.answerWith(401);
    let unauthorized = 0;
    const tab = openTab();
    tab.onUnauthorized(() => (unauthorized += 1));
    await until(() => unauthorized === 1, 'the 401 to be reported');
    expect(tab.getState()).toBe('offline');
    const asked = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The refusal and the one request that read its status, then nothing more until resumed.
    expect(server.requests.length).toBe(asked);

    server.answerWith(200);
    tab.resume();
    await until(() => tab.getState() === 'live', 'the stream live after resume');
  });

  it('tells every tab when told the session ended without the stream saying so', async () => {
    const first = openTab();
    await until(() => first.getState() === 'live', 'live');
    const second = openTab();
    await until(() => second.getState() === 'live', 'following');
    let ended = 0;
    second.onSessionEnded(() => (ended += 1));
    first.markSessionEnded();
    await until(() => ended === 1, 'the follower to hear of it');
    expect(second.hasSessionEnded()).toBe(true);
  });

  it('backs off after 429 and comes back by itself', async () => {
    server.answerWith(429);
    const tab = openTab();
    await until(() => tab.getState() === 'offline', 'the refusal to show');
    server.answerWith(200);
    await until(() => tab.getState() === 'live', 'the stream back after the wait');
    const attempts = server.requests.length;
    // EventSource's attempt plus the status read, then the one that worked.
    expect(attempts).toBe(3);
  });

  it('reconnects by itself with Last-Event-ID when the stream ends', async () => {
    const tab = openTab();
    await until(() => tab.getState() === 'live', 'live');
    server.send('change', change('3'), '55');
    await until(() => tab.getLastEventId() === '55', 'the id');
    server.endAll();
    await until(() => server.requests.length === 2 && server.openCount() === 1, 'the reconnect');
    expect(server.requests[1].lastEventId).toBe('55');
  });

  it('gives each tab its own stream where tabs cannot share one', async () => {
    const first = openTab({ canShare: false });
    const second = openTab({ canShare: false });
    await until(() => first.getState() === 'live' && second.getState() === 'live', 'both live');
    expect(server.openCount()).toBe(2);
  });

  it('tells every tab when the session ended and closes the stream', async () => {
    const first = openTab();
    await until(() => first.getState() === 'live', 'live');
    const second = openTab();
    await until(() => second.getState() === 'live', 'following');
    let ended = 0;
    second.onSessionEnded(() => (ended += 1));
    server.send('session-ended', {});
    await until(() => ended === 1, 'the follower to hear of it');
    await until(() => server.openCount() === 0, 'the stream closed');
    expect(second.getState()).toBe('offline');
    expect(second.hasSessionEnded()).toBe(true);

    // Signed in again: the leader reconnects and the word is withdrawn.
    first.reconnect();
    await until(() => second.getState() === 'live', 'live again');
    expect(second.hasSessionEnded()).toBe(false);
  });
});
