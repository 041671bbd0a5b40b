// Screens subscribe to the hub before the stream's code has loaded; once attached, the hub passes on all
// the stream says, and what it knew before.
import type { LiveChange, LivePresence, PresenceViewer } from '@/lib/contract/live-types';
import { LiveHub, type LiveSource, type LiveStreamState } from './hub';

/** A stand-in stream: the hub's whole view of one (LiveSource), driven by the test. */
class Source implements LiveSource {
  state: LiveStreamState = 'connecting';
  ended = false;
  presence = new Map<string, PresenceViewer[]>();
  readonly sets = { change: new Set<(c: LiveChange) => void>(), presence: new Set<(p: LivePresence) => void>(), reset: new Set<() => void>(), state: new Set<(s: LiveStreamState) => void>(), ended: new Set<() => void>() };
  getState = () => this.state;
  getPresence = (resource: string, recordId: string) => this.presence.get(`${resource}/${recordId}`) ?? [];
  hasSessionEnded = () => this.ended;
  onChange = (listener: (c: LiveChange) => void) => add(this.sets.change, listener);
  onPresence = (listener: (p: LivePresence) => void) => add(this.sets.presence, listener);
  onReset = (listener: () => void) => add(this.sets.reset, listener);
  onState = (listener: (s: LiveStreamState) => void) => add(this.sets.state, listener);
  onSessionEnded = (listener: () => void) => add(this.sets.ended, listener);
}

function add<T>(set: Set<T>, listener: T) {
  set.add(listener);
  return () => void set.delete(listener);
}

const change: LiveChange = { resource: 'products', recordId: '1', action: 'updated', version: 2, by: { id: 1, name: 'Ada' }, at: 1 };

it('reads as connecting, with nobody present, until a stream is attached', () => {
  const hub = new LiveHub();
  expect(hub.getState()).toBe('connecting');
  expect(hub.getPresence('products', '1')).toEqual([]);
  expect(hub.getPresence('products', '1')).toBe(hub.getPresence('products', '2'));
  expect(hub.hasSessionEnded()).toBe(false);
});

it('passes on what the attached stream says to listeners subscribed before and after', () => {
  const hub = new LiveHub();
  const early: LiveChange[] = [];
  hub.onChange((c) => early.push(c));
  const source = new Source();
  hub.attach(source);
  const late: LiveChange[] = [];
  const stopLate = hub.onChange((c) => late.push(c));
  for (const listener of source.sets.change) listener(change);
  expect(early).toEqual([change]);
  expect(late).toEqual([change]);

  stopLate();
  for (const listener of source.sets.change) listener(change);
  expect(late).toHaveLength(1);

  const states: LiveStreamState[] = [];
  hub.onState((s) => states.push(s));
  source.state = 'paused';
  for (const listener of source.sets.state) listener('paused');
  expect(states).toEqual(['paused']);
  expect(hub.getState()).toBe('paused');

  const viewers = [{ userId: 2, name: 'Eddie', editing: true }];
  source.presence.set('products/1', viewers);
  expect(hub.getPresence('products', '1')).toBe(viewers);
});

it('tells its listeners what the stream knew before it was attached', () => {
  const hub = new LiveHub();
  const states: LiveStreamState[] = [];
  let ended = 0;
  hub.onState((s) => states.push(s));
  hub.onSessionEnded(() => (ended += 1));
  const source = new Source();
  source.state = 'live';
  source.ended = true;
  hub.attach(source);
  expect(states).toEqual(['live']);
  expect(ended).toBe(1);
  expect(hub.hasSessionEnded()).toBe(true);
});

it('listens to one stream only', () => {
  const hub = new LiveHub();
  const first = new Source();
  const second = new Source();
  hub.attach(first);
  hub.attach(second);
  expect(second.sets.change.size).toBe(0);
  expect(first.sets.change.size).toBe(1);
});
