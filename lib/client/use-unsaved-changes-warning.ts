'use client';
// Warns before unsaved changes are lost: the browser's own prompt on reload or close, and a confirm on
// any in-app link click or Back/Forward press (Next navigates those client-side, which beforeunload never sees).
import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** The parts of the Navigation API's `navigate` event read here (typed locally: not every browser has it). */
interface TraversalEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string };
}

/** The browser's Navigation API, where it has one (Chromium does). */
function browserNavigation(): EventTarget | undefined {
  return (window as { navigation?: EventTarget }).navigation;
}

// Set for the one Back the console itself takes on purpose (a form saved, or left by its Cancel once asked).
let isNextTraversalAllowed = false;

/** Lets the next Back or Forward through without asking: the console goes back itself, the edits saved or given up. */
export function allowNextTraversal(): void {
  isNextTraversalAllowed = true;
  // Spent by this Back alone, asked about or not (no form may be listening).
  window.addEventListener('popstate', () => (isNextTraversalAllowed = false), { once: true });
}

export function useUnsavedChangesWarning(hasUnsavedChanges: boolean): void {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Back and Forward between the console's pages stay in the document, so beforeunload never hears of
    // them, and the router draws the other page as soon as popstate fires, before any later listener could
    // ask. The Navigation API's navigate event comes before the history entry changes and may be cancelled,
    // which keeps the page and its edits exactly as they were.
    const onNavigate = (event: Event) => {
      const { navigationType, destination, cancelable } = event as TraversalEvent;
      if (navigationType !== 'traverse' || !cancelable || new URL(destination.url).pathname === window.location.pathname) return;
      if (isNextTraversalAllowed) {
        isNextTraversalAllowed = false;
        return;
      }
      if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on the document runs before React's handlers on the root, so Link never starts navigating.
    document.addEventListener('click', onClick, true);
    browserNavigation()?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      browserNavigation()?.removeEventListener('navigate', onNavigate);
    };
  }, [hasUnsavedChanges]);
}
