// Every top-level menu entry draws its own icon (an area's menu-icon.tsx, a group's in
// areas/menu-group-icons.tsx): a missing one fails here and when drawn, never falling back to another's.
import { MENU_ICONS } from '@/areas/menu-icons';
import { MENU } from '@/lib/routes';
import { MenuIcon } from './menu-icons';

it('has an icon for every top-level entry of the menu', () => {
  expect(MENU.map((entry) => entry.key).filter((key) => !Object.hasOwn(MENU_ICONS, key))).toEqual([]);
});

it('keeps no icon for an entry the menu does not have at its top level', () => {
  const topLevel = new Set(MENU.map((entry) => entry.key));
  expect(Object.keys(MENU_ICONS).filter((key) => !topLevel.has(key))).toEqual([]);
});

it('refuses to draw an entry without an icon rather than lending it another', () => {
  expect(() => MenuIcon({ entryKey: 'ghosts' })).toThrow('The top-level menu entry ghosts has no icon');
  expect(() => MenuIcon({ entryKey: 'constructor' })).toThrow(/has no icon/);
  expect(MenuIcon({ entryKey: 'orders' })).toBeTruthy();
});
