// True once the component runs in the browser after hydration; false while the server renders.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
