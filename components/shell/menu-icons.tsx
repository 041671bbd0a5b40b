// The icon of each top-level menu entry, from the areas' and groups' own (areas/menu-icons.ts). Drawn on the
// server only (the layout hands them to the side nav with the menu, the dashboard is a server component),
// so none of them ships as client code.
import 'server-only';
import { MENU_ICONS } from '@/areas/menu-icons';
import type { IconProps } from './icons';
import type { MenuItemState } from '@/lib/menu';

export function MenuIcon({ entryKey, ...props }: IconProps & { entryKey: string }) {
  // No fallback: an entry drawn with another's icon goes unnoticed, a missing one fails the menu's test.
  const Component = Object.hasOwn(MENU_ICONS, entryKey) ? MENU_ICONS[entryKey] : undefined;
  if (!Component) throw new Error(`The top-level menu entry ${entryKey} has no icon: add areas/<area>/menu-icon.tsx, or the group's to areas/menu-group-icons.tsx`);
  return <Component {...props} />;
}

/** The menu with each top-level entry's icon drawn, for the client side nav. */
export function withMenuIcons(menu: readonly MenuItemState[]): MenuItemState[] {
  return menu.map((entry) => ({ ...entry, icon: <MenuIcon entryKey={entry.key} style={{ flexShrink: 0 }} /> }));
}
