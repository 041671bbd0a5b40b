'use client';
// Where the user came from inside the console: the page before this one, as it last stood (its search,
// filters and page). A form whose role may not open its list (an admin's tip) goes back there on Cancel,
// save or delete instead of to a list that answers "not found", and to the dashboard when the tab has
// shown no other page (go-back.ts). Fed by the shell (LocationWatch), read by the forms; kept apart from
// going back, so every page's shell carries only the watcher.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

interface CameFrom {
  /** The console address shown before the current page, or null on the tab's first page. */
  href: string | null;
  /**
   * Whether that page is the history entry right behind this one, so the browser's Back returns to it:
   * true after a link or push, false after Back or Forward (what lies behind is then unknown).
   */
  isBehind: boolean;
}

let current: { path: string; href: string } | null = null;
let cameFrom: CameFrom = { href: null, isBehind: false };
let wasPopped = false;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    wasPopped = true;
  });
}

/**
 * Records the address on screen. A new path makes the last one the place the user came from; a new query
 * on the same path (a list's filters, kept with replace) only updates how that page stands.
 */
export function noteLocation(path: string, search: string): void {
  const href = search ? `${path}?${search}` : path;
  if (current && current.path === path) {
    current = { path, href };
    wasPopped = false;
    return;
  }
  if (current) {
    cameFrom = { href: current.href, isBehind: !wasPopped };
    for (const listener of listeners) listener();
  }
  current = { path, href };
  wasPopped = false;
}

/** Forgets every page seen (tests). */
export function resetCameFrom(): void {
  current = null;
  cameFrom = { href: null, isBehind: false };
  wasPopped = false;
}

export function readCameFrom(): CameFrom {
  return cameFrom;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: CameFrom = { href: null, isBehind: false };

/** Where the user came from; null on the server and on the tab's first page. */
export function useCameFrom(): CameFrom {
  return useSyncExternalStore(subscribe, readCameFrom, () => NONE);
}

/** The shell's watcher of the address (under a Suspense boundary, as useSearchParams asks). */
export function LocationWatch(): null {
  const path = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => noteLocation(path, search), [path, search]);
  return null;
}
