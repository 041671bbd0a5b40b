// Which key presses a shortcut may answer (never while typing in a field, never with Ctrl, Alt or ⌘, but
// for the command palette's Ctrl+K), and the events that ask for the shortcut sheet and the palette: all
// that every page carries of them, so shortcuts-on-demand.tsx can load the rest with the first press.

/** The user menu's item asks the shell to open the sheet with this event. */
export const OPEN_SHORTCUTS_EVENT = 'console:open-shortcuts';

/** The top bar's "Jump to" asks the shell to open the command palette with this event. */
export const OPEN_PALETTE_EVENT = 'console:open-palette';

/** Ctrl+K, or ⌘K on a Mac: the command palette's press, answered in fields too (it types nothing there). */
export function isPalettePress(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
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
