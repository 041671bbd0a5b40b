'use client';
// Loads the keyboard shortcuts and the command palette's opener (keyboard-shortcuts.tsx) with the first key
// press outside a field or Ctrl+K, or when the user menu asks for the sheet or "Jump to" for the palette, so
// no page's first load carries them; the presses made while the code arrives are handed over and answered
// in order.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CommandSources } from '@/areas/commands';
import type { MenuItemState } from '@/lib/menu';
import type { KeyboardShortcutsProps } from './keyboard-shortcuts';
import { isPalettePress, isShortcutPress, OPEN_PALETTE_EVENT, OPEN_SHORTCUTS_EVENT } from './shortcut-press';

const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts').then((module) => ({ default: module.KeyboardShortcuts })));

type Press = KeyboardShortcutsProps['pressed'][number];

export function ShortcutsOnDemand({ menu, commands }: { menu: readonly MenuItemState[]; commands: CommandSources }) {
  const [pressed, setPressed] = useState<Press[] | null>(null);
  // Presses are kept from the first until the listener is there (it says so), then it takes them all.
  const [isListening, setListening] = useState(false);

  useEffect(() => {
    if (isListening) return;
    const keep = (press: Press) => setPressed((earlier) => [...(earlier ?? []), press]);
    const onKey = (event: KeyboardEvent) => {
      const isPalette = isPalettePress(event);
      if (!isPalette && !isShortcutPress(event)) return;
      // Ctrl+K is the console's, not the browser's search, from the first press.
      if (isPalette) event.preventDefault();
      const { key, ctrlKey, metaKey, altKey, shiftKey, isComposing, target } = event;
      keep({ key, ctrlKey, metaKey, altKey, shiftKey, defaultPrevented: !isPalette && event.defaultPrevented, isComposing, target });
    };
    const press = (key: string, ctrlKey: boolean) => ({ key, ctrlKey, metaKey: false, altKey: false, shiftKey: false, defaultPrevented: false, isComposing: false, target: document.activeElement });
    const onOpenSheet = () => keep(press('?', false));
    const onOpenPalette = () => keep(press('k', true));
    document.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SHORTCUTS_EVENT, onOpenSheet);
    window.addEventListener(OPEN_PALETTE_EVENT, onOpenPalette);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SHORTCUTS_EVENT, onOpenSheet);
      window.removeEventListener(OPEN_PALETTE_EVENT, onOpenPalette);
    };
  }, [isListening]);

  if (!pressed) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcuts menu={menu} commands={commands} pressed={pressed} onListening={() => setListening(true)} />
    </Suspense>
  );
}
