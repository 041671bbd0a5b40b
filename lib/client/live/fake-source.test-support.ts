// For the live parts' unit tests: a stand-in for the tab's stream (stream.ts) to attach to the hub, in a
// state the test moves and knowing the people the test names on every record. The hub takes one source a
// tab (a test file), so a file makes one and attaches it once.
import type { PresenceViewer } from '@/lib/contract/live-types';
import type { Listener, LiveSource, LiveStreamState } from './hub';

export interface FakeLiveSource extends LiveSource {
  /** The stream turns to `state`, and says so to the hub (inside act() where it draws something). */
  turn(state: LiveStreamState): void;
}

/** A stream in `state` (connecting unless told), that knows `presence` (nobody unless told) on every record and says nothing else. */
export function fakeLiveSource({ state = 'connecting', presence = [] }: { state?: LiveStreamState; presence?: PresenceViewer[] } = {}): FakeLiveSource {
  const stateListeners = new Set<Listener<LiveStreamState>>();
  const nothing = () => () => undefined;
  let current = state;
  return {
    getState: () => current,
    getPresence: () => presence,
    hasSessionEnded: () => false,
    onChange: nothing,
    onPresence: nothing,
    onReset: nothing,
    onSessionEnded: nothing,
    onState: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    turn: (next) => {
      current = next;
      stateListeners.forEach((listener) => listener(next));
    },
  };
}
