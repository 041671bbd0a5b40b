// The viewer's time zone for showing a moment (lib/format-date.ts): UTC while the server renders and while
// hydrating, so the markup matches, then the browser's own zone.
import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE } from '@/lib/format-date';

const subscribe = () => () => {};
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;

export function useTimeZone(): string {
  return useSyncExternalStore(subscribe, viewerZone, () => DEFAULT_TIME_ZONE);
}
