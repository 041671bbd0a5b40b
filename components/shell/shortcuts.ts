// The console's keyboard shortcuts (docs/console-screens.md#keyboard-shortcuts): `g` then a letter goes to
// an area the role may open. Loaded with the listener (keyboard-shortcuts.tsx); what every page carries
// is only shortcut-press.ts, and the sheet's words are in shortcut-lines.ts.
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

/** How long `g` waits for its letter, in milliseconds. */
export const GO_TO_WAIT_MS = 1_500;

/** The paths of the menu entries the role may open. */
export function allowedPaths(menu: readonly MenuItemState[]): string[] {
  return menu.flatMap((entry) => [...(entry.isEnabled && entry.href ? [entry.href] : []), ...allowedPaths(entry.children ?? [])]);
}

export { isPalettePress, isShortcutPress, isTyping, OPEN_PALETTE_EVENT, OPEN_SHORTCUTS_EVENT } from './shortcut-press';
