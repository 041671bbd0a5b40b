// The console's keyboard shortcuts (docs/console-screens.md#keyboard-shortcuts): the pure rules the shell's
// listener follows — never while typing in a field, never with Ctrl, Alt or ⌘, and `g` then a letter to
// go to an area the role may open. Part of every page's first load: the sheet's words live in
// shortcut-lines.ts, loaded with the sheet.
import type { MenuItemState } from '@/lib/menu';

/** `g` then this letter opens the area at this path, when the role may open it. */
export const GO_TO: Readonly<Record<string, string>> = {
  d: '/dashboard',
  o: '/orders',
  p: '/products',
  b: '/bundles',
  c: '/content',
  e: '/content/equivalence',
  v: '/videos',
  u: '/customers',
  i: '/influencers',
  t: '/tips',
  m: '/conversations',
  f: '/feedbacks',
  s: '/subscribers',
};

/** The user menu's item asks the shell to open the sheet with this event. */
export const OPEN_SHORTCUTS_EVENT = 'console:open-shortcuts';

/** How long `g` waits for its letter, in milliseconds. */
export const GO_TO_WAIT_MS = 1_500;

/** The paths of the menu entries the role may open. */
export function allowedPaths(menu: readonly MenuItemState[]): string[] {
  return menu.flatMap((entry) => [...(entry.isEnabled && entry.href ? [entry.href] : []), ...allowedPaths(entry.children ?? [])]);
}

/** Whether a key press is someone typing: in a field, an editable element, or a select. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || !(target as Element).closest) return false;
  const element = target as HTMLElement;
  return Boolean(element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]'));
}

/** A key press a shortcut may answer: a plain key, outside a field, not already handled. */
export function isShortcutPress(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'isComposing' | 'target'>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented && !event.isComposing && !isTyping(event.target);
}
