'use client';
// Loads the keyboard shortcuts (keyboard-shortcuts.tsx) with the first key press outside a field, or when
// the user menu asks for their sheet, so no page's first load carries them; the presses made while the
// code arrives are handed over and answered in order.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MenuItemState } from '@/lib/menu';
import type { KeyboardShortcutsProps } from './keyboard-shortcuts';
import { isShortcutPress, OPEN_SHORTCUTS_EVENT } from './shortcut-press';

const KeyboardShortcuts = lazy(() => import('./keyboard-shortcuts').then((module) => ({ default: module.KeyboardShortcuts })));

type Press = KeyboardShortcutsProps['pressed'][number];

export function ShortcutsOnDemand({ menu }: { menu: readonly MenuItemState[] }) {
  const [pressed, setPressed] = useState<Press[] | null>(null);
  // Presses are kept from the first until the listener is there (it says so), then it takes them all.
  const [isListening, setListening] = useState(false);

  useEffect(() => {
    if (isListening) return;
    const keep = (press: Press) => setPressed((earlier) => [...(earlier ?? []), press]);
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutPress(event)) return;
      const { key, ctrlKey, metaKey, altKey, defaultPrevented, isComposing, target } = event;
      keep({ key, ctrlKey, metaKey, altKey, defaultPrevented, isComposing, target });
    };
    const onOpen = () => keep({ key: '?', ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, isComposing: false, target: document.body });
    document.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SHORTCUTS_EVENT, onOpen);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SHORTCUTS_EVENT, onOpen);
    };
  }, [isListening]);

  if (!pressed) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcuts menu={menu} pressed={pressed} onListening={() => setListening(true)} />
    </Suspense>
  );
}
