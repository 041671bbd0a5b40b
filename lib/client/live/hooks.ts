'use client';
// What screens use of the live stream (lib/client/live/stream.ts, through the hub in hub.ts): changes to the resources they show, who
// has a record open, the stream's state and its word to reload everything. Safe during server rendering:
// nothing subscribes there, and the state reads 'connecting'.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveChange, PresenceViewer } from '@/lib/contract/live-types';
import { liveHub, type LiveStreamState } from './hub';

/** Calls `onChange` for each change to a record of `resources` (the latest callback, no re-subscribing). */
export function useLiveChanges(resources: string | readonly string[], onChange: (change: LiveChange) => void): void {
  const callback = useLatest(onChange);
  const key = typeof resources === 'string' ? resources : resources.join('\n');
  useEffect(() => {
    const wanted = new Set(key.split('\n'));
    return liveHub().onChange((change) => {
      if (wanted.has(change.resource)) callback.current(change);
    });
  }, [key, callback]);
}

/** Everyone the stream says has the record open (this user's own tabs included), kept current. */
export function useLivePresence(resource: string, recordId: string | number | null | undefined): PresenceViewer[] {
  const id = recordId === null || recordId === undefined ? '' : String(recordId);
  return useSyncExternalStore(
    (notify) =>
      liveHub().onPresence((presence) => {
        if (presence.resource === resource && presence.recordId === id) notify();
      }),
    () => (id ? liveHub().getPresence(resource, id) : NOBODY),
    () => NOBODY,
  );
}

/** The stream's state: what the shell's indicator shows when not live. */
export function useLiveState(): LiveStreamState {
  return useSyncExternalStore(
    (notify) => liveHub().onState(notify),
    () => liveHub().getState(),
    () => 'connecting',
  );
}

/** Calls `onReset` when the stream cannot say what was missed: reload what is on screen. */
export function useLiveReset(onReset: () => void): void {
  const callback = useLatest(onReset);
  useEffect(() => liveHub().onReset(() => callback.current()), [callback]);
}

const NOBODY: PresenceViewer[] = [];

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
