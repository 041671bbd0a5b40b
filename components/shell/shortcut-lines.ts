// What the keyboard shortcut sheet lists (shortcut-sheet.tsx): every key and what it does, and the `g`
// lines of the areas the role's menu enables, named as the menu names them.
import type { MenuItemState } from '@/lib/menu';
import { GO_TO } from './shortcuts';

export interface ShortcutLine {
  keys: readonly string[];
  /** The keys are held together (Ctrl+K) rather than pressed one after the other. */
  together?: boolean;
  does: string;
}

/** The enabled menu entries with a path, by path: the areas the role may open and their names. */
function enabledLabels(menu: readonly MenuItemState[], into = new Map<string, string>()): Map<string, string> {
  for (const entry of menu) {
    if (entry.isEnabled && entry.href) into.set(entry.href, entry.label);
    enabledLabels(entry.children ?? [], into);
  }
  return into;
}

/** The sheet's lines: the keys pressed one after another, and what they do. */
export function shortcutLines(menu: readonly MenuItemState[]): ShortcutLine[] {
  const labels = enabledLabels(menu);
  const areas = Object.entries(GO_TO).flatMap(([letter, path]) => {
    const label = labels.get(path);
    return label ? [{ keys: ['g', letter], does: `Go to ${label}` }] : [];
  });
  return [
    { keys: ['Ctrl', 'K'], together: true, does: 'Open the command palette (⌘K on a Mac), in text fields too' },
    { keys: ['?'], does: 'Show this list of shortcuts' },
    { keys: ['/'], does: 'Search the list on screen' },
    { keys: ['c'], does: 'Create a record, where the screen offers it' },
    { keys: ['j'], does: 'Move to the next row of the list' },
    { keys: ['k'], does: 'Move to the previous row of the list' },
    { keys: ['Enter'], does: 'Open the row' },
    ...areas,
  ];
}
