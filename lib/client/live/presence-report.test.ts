/** @jest-environment jsdom */
// The presence heartbeat: a report at once, one every PRESENCE_HEARTBEAT_MS, one at once when editing
// flips (and none when it does not), and a keepalive DELETE with the CSRF header when the screen closes.
import { act, renderHook, waitFor } from '@testing-library/react';
import { PRESENCE_HEARTBEAT_MS } from '@/lib/contract/live-types';
import { fakeLiveSource } from './fake-source.test-support';
import { liveHub, type LiveStreamState } from './hub';
import { usePresenceReport } from './presence-report';

/** A stream whose state the test moves; attached to the tab's hub once (the hub takes one source). */
const source = fakeLiveSource();
liveHub().attach(source);
const streamTurns = (state: LiveStreamState) => act(() => source.turn(state));

interface Sent {
  method: string;
  body: unknown;
  keepalive?: boolean;
  csrf: string | null;
}

function recordFetches(): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(_url)).toBe('/api/presence');
    sent.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)), keepalive: init?.keepalive, csrf: new Headers(init?.headers).get('x-csrf') });
    return { ok: true, status: 204 } as Response;
  }) as typeof fetch;
  return sent;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePresenceReport', () => {
  it('reports at once and every heartbeat, with the CSRF header', () => {
    const sent = recordFetches();
    renderHook(() => usePresenceReport('products', '7', false));
    expect(sent).toEqual([{ method: 'POST', body: { resource: 'products', recordId: '7', editing: false }, keepalive: true, csrf: '1' }]);
    jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS - 1);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 2);
    expect(sent.map((item) => item.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
  });

  it('reports at once when editing flips, not when it stays, and beats carry the latest value', () => {
    const sent = recordFetches();
    const { rerender } = renderHook(({ editing }) => usePresenceReport('products', '7', editing), { initialProps: { editing: false } });
    rerender({ editing: false });
    expect(sent).toHaveLength(1);
    rerender({ editing: true });
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toEqual({ resource: 'products', recordId: '7', editing: true });
    rerender({ editing: true });
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS);
    expect(sent[2].body).toMatchObject({ editing: true });
    rerender({ editing: false });
    expect(sent[3].body).toMatchObject({ editing: false });
  });

  it('reports again each time the stream turns live, and not on its other states or after leaving', () => {
    const sent = recordFetches();
    const { unmount } = renderHook(() => usePresenceReport('products', '7', false));
    expect(sent).toHaveLength(1);
    streamTurns('live');
    expect(sent).toHaveLength(2);
    streamTurns('connecting');
    streamTurns('paused');
    expect(sent).toHaveLength(2);
    streamTurns('live');
    expect(sent.map((item) => item.method)).toEqual(['POST', 'POST', 'POST']);
    unmount();
    streamTurns('live');
    expect(sent.map((item) => item.method)).toEqual(['POST', 'POST', 'POST', 'DELETE']);
  });

  it('leaves with a keepalive DELETE when the screen closes, and beats no more', () => {
    const sent = recordFetches();
    const { unmount } = renderHook(() => usePresenceReport('products', '7', true));
    unmount();
    expect(sent[1]).toEqual({ method: 'DELETE', body: { resource: 'products', recordId: '7', editing: true }, keepalive: true, csrf: '1' });
    jest.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(sent).toHaveLength(2);
  });

  it('leaves one record and reports the next when the open record changes; reports nothing without one', () => {
    const sent = recordFetches();
    const { rerender } = renderHook(({ id }) => usePresenceReport('orders', id, false), { initialProps: { id: null as string | null } });
    expect(sent).toHaveLength(0);
    rerender({ id: '1' });
    rerender({ id: '2' });
    expect(sent.map((item) => `${item.method} ${(item.body as { recordId: string }).recordId}`)).toEqual(['POST 1', 'DELETE 1', 'POST 2']);
  });

  it('leaves when the page is hidden for good and reports again when it comes back from the back-forward cache', () => {
    const sent = recordFetches();
    renderHook(() => usePresenceReport('products', '7', false));
    window.dispatchEvent(new Event('pagehide'));
    const shown = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    window.dispatchEvent(shown);
    expect(sent.map((item) => item.method)).toEqual(['POST', 'DELETE', 'POST']);
  });

  it('hands a report’s answer (who has the record open now) to the caller, and ignores an answer that is no presence', async () => {
    jest.useRealTimers();
    const viewers = [{ userId: 2, name: 'Ada Admin', editing: false }];
    let answer: unknown = { data: { resource: 'products', recordId: '7', viewers } };
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }) as Response) as typeof fetch;
    const heard: unknown[] = [];
    const { rerender } = renderHook(({ editing }) => usePresenceReport('products', '7', editing, (presence) => heard.push(presence)), { initialProps: { editing: false } });
    await waitFor(() => expect(heard).toEqual([{ resource: 'products', recordId: '7', viewers }]));
    answer = { data: { viewers: 'nobody' } };
    rerender({ editing: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveLength(1);
  });
});

