'use client';
// Whether the left navigation is collapsed to its icon rail, remembered in localStorage on wide screens.
import { useCallback, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'console.sidebar-collapsed';
const CHANGE_EVENT = 'console:sidebar-collapsed';
/** Below Chakra's `md` breakpoint (48rem). */
export const NARROW_QUERY = '(max-width: 47.99em)';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(isCollapsed: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEY, isCollapsed ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribeStored(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export interface SidebarState {
  isCollapsed: boolean;
  isNarrow: boolean;
  toggle: () => void;
  expand: () => void;
  /** After a navigation: on narrow screens the open sidebar covers the page, so it closes. */
  closeIfNarrow: () => void;
}

export function useSidebar(): SidebarState {
  // The server knows neither the screen nor the stored choice: it renders the wide, expanded layout.
  const stored = useSyncExternalStore(subscribeStored, readStored, () => null);
  const isNarrow = useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
  // On a phone an expanded 200 px sidebar hides the page, so narrow screens always start collapsed and
  // opening it there is not remembered.
  const [isOpenOnNarrow, setOpenOnNarrow] = useState(false);
  const isCollapsed = isNarrow ? !isOpenOnNarrow : stored === '1';

  const toggle = useCallback(() => {
    if (isNarrow) setOpenOnNarrow((open) => !open);
    else writeStored(!isCollapsed);
  }, [isNarrow, isCollapsed]);

  const expand = useCallback(() => {
    if (isNarrow) setOpenOnNarrow(true);
    else writeStored(false);
  }, [isNarrow]);

  const closeIfNarrow = useCallback(() => setOpenOnNarrow(false), []);

  return { isCollapsed, isNarrow, toggle, expand, closeIfNarrow };
}
