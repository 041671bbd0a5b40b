'use client';
// The shell's keyboard shortcuts (shortcuts.ts): one listener on the document for the whole console,
// loaded by shortcuts-on-demand.tsx with the first key press outside a field (or Ctrl+K), which it then
// answers with those pressed meanwhile. The sheet that lists them loads when first opened (`?`, or the
// user menu), and the command palette likewise (Ctrl+K / ⌘K, or "Jump to" in the top bar).
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CommandSources } from '@/areas/commands';
import { lazyPart } from '@/lib/client/lazy-part';
import type { MenuItemState } from '@/lib/menu';
import type { CommandPaletteProps } from './command-palette/command-palette';
import { allowedPaths, GO_TO, GO_TO_WAIT_MS, isPalettePress, isShortcutPress, OPEN_PALETTE_EVENT, OPEN_SHORTCUTS_EVENT } from './shortcuts';

const ShortcutSheet = lazy(() => import('./shortcut-sheet').then((module) => ({ default: module.ShortcutSheet })));

// If its code cannot be fetched (network gone), the palette says so and closes: the press can be tried again.
const CommandPalette = lazyPart<CommandPaletteProps>(() => import('./command-palette/command-palette').then((module) => module.CommandPalette), 'The command palette');

type Press = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'defaultPrevented' | 'isComposing' | 'target'>;

/** The row links of the list on screen (the first cell of each row). */
function rowLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('main table tbody tr a[data-row-link]')];
}

/** Moves focus to the next (1) or previous (-1) row of the list. */
function moveRow(step: 1 | -1): boolean {
  const links = rowLinks();
  if (!links.length) return false;
  const row = document.activeElement?.closest('tr');
  const current = links.findIndex((link) => link.closest('tr') === row);
  const next = current === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, current + step));
  links[next].focus();
  links[next].scrollIntoView({ block: 'nearest' });
  return true;
}

export interface KeyboardShortcutsProps {
  menu: readonly MenuItemState[];
  /** What the command palette may offer the role (areas/commands.ts). */
  commands: CommandSources;
  /** The presses that loaded this code, answered in order once it is here. */
  pressed: readonly Press[];
  /** Called once this listener takes the presses. */
  onListening: () => void;
}

export function KeyboardShortcuts({ menu, commands, pressed, onListening }: KeyboardShortcutsProps) {
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const [hasOpenedPalette, setHasOpenedPalette] = useState(false);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  // Where focus was when the palette opened (a field, for Ctrl+K; the button), and goes back to on closing.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const allowed = useMemo(() => allowedPaths(menu), [menu]);
  const goPending = useRef(0);

  useEffect(() => {
    const open = () => {
      setHasOpened(true);
      setOpen(true);
    };
    const togglePalette = (from: EventTarget | null) => {
      // Pressed again in the open palette, Ctrl+K closes it, as Escape would. A press from outside it (one
      // kept while its code loaded, after the press that opened it) leaves it open.
      const palette = document.querySelector('[data-command-palette]');
      if (palette) {
        if (from instanceof Node && palette.contains(from)) setPaletteOpen(false);
        return;
      }
      returnFocusTo.current = from instanceof HTMLElement ? from : null;
      setHasOpenedPalette(true);
      setPaletteOpen(true);
    };
    const openPalette = () => togglePalette(document.activeElement);
    const onKey = (event: Press & { preventDefault?: () => void }) => {
      if (isPalettePress(event)) {
        event.preventDefault?.();
        return togglePalette(event.target);
      }
      if (!isShortcutPress(event)) return;
      const waitingForLetter = Date.now() < goPending.current;
      goPending.current = 0;
      if (waitingForLetter) {
        const path = GO_TO[event.key];
        if (path && allowed.includes(path)) {
          event.preventDefault?.();
          router.push(path);
        }
        return;
      }
      // Shortcuts of the page itself stand down while a dialog or menu has the keyboard.
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      let handled = true;
      if (event.key === '?') open();
      else if (event.key === 'g') goPending.current = Date.now() + GO_TO_WAIT_MS;
      else if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
        if (search) search.focus();
        else handled = false;
      } else if (event.key === 'c') {
        const create = document.querySelector<HTMLAnchorElement>('main a[data-shortcut="create"]');
        if (create) create.click();
        else handled = false;
      } else if (event.key === 'j') handled = moveRow(1);
      else if (event.key === 'k') handled = moveRow(-1);
      else handled = false;
      if (handled) event.preventDefault?.();
    };
    for (const press of pressed) onKey(press);
    document.addEventListener('keydown', onKey);
    onListening();
    window.addEventListener(OPEN_SHORTCUTS_EVENT, open);
    window.addEventListener(OPEN_PALETTE_EVENT, openPalette);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SHORTCUTS_EVENT, open);
      window.removeEventListener(OPEN_PALETTE_EVENT, openPalette);
    };
    // The presses are answered once, when this code arrives; the listener takes the next ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, router]);

  return (
    <>
      {hasOpened && (
        <Suspense fallback={null}>
          <ShortcutSheet isOpen={isOpen} onClose={() => setOpen(false)} menu={menu} />
        </Suspense>
      )}
      {hasOpenedPalette && (
        <Suspense fallback={null}>
          <CommandPalette isOpen={isPaletteOpen} onClose={closePalette} sources={commands} returnFocusTo={() => returnFocusTo.current} />
        </Suspense>
      )}
    </>
  );
}
