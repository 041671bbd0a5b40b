/** @jest-environment jsdom */
// The shortcuts' rules: they never fire while typing or with a modifier, and `g` offers only the areas
// the role's menu enables.
import type { MenuItemState } from '@/lib/menu';
import { shortcutLines } from './shortcut-lines';
import { allowedPaths, isPalettePress, isShortcutPress, isTyping } from './shortcuts';

const press = (target: EventTarget | null, extra: Partial<KeyboardEvent> = {}) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  isComposing: false,
  target,
  ...extra,
});

describe('the command palette’s press', () => {
  const key = (extra: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...extra });

  it('is Ctrl+K or ⌘K, in either case, and nothing else', () => {
    expect(isPalettePress(key({ ctrlKey: true }))).toBe(true);
    expect(isPalettePress(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isPalettePress(key({}))).toBe(false);
    expect(isPalettePress(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPalettePress(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPalettePress(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});

describe('keyboard shortcuts', () => {
  it('stand down while typing: in a field, a text area, a select, an editable element or a combobox', () => {
    document.body.innerHTML = `
      <input id="text"><textarea id="area"></textarea><select id="choice"></select>
      <div contenteditable="true"><p id="editable">x</p></div><div role="combobox" id="combo"></div>
      <button id="button">Save</button><a id="link" href="/x">x</a>`;
    for (const id of ['text', 'area', 'choice', 'editable', 'combo']) expect([id, isTyping(document.getElementById(id))]).toEqual([id, true]);
    for (const id of ['button', 'link']) expect([id, isTyping(document.getElementById(id))]).toEqual([id, false]);
    expect(isTyping(document.body)).toBe(false);
  });

  it('answer plain keys only: never with Ctrl, ⌘ or Alt, nor a key already handled or being composed', () => {
    expect(isShortcutPress(press(document.body))).toBe(true);
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { defaultPrevented: true }, { isComposing: true }]) {
      expect(isShortcutPress(press(document.body, extra))).toBe(false);
    }
    document.body.innerHTML = '<input id="search" type="search">';
    expect(isShortcutPress(press(document.getElementById('search')))).toBe(false);
  });

  it('go only to the areas the role’s menu enables, and the sheet lists only those', () => {
    const menu: MenuItemState[] = [
      { key: 'dashboard', label: 'Dashboard', href: '/dashboard', isEnabled: true },
      { key: 'orders', label: 'Orders', href: '/orders', isEnabled: false },
      { key: 'content-group', label: 'Content', isEnabled: true, children: [{ key: 'content', label: 'Content', href: '/content', isEnabled: true }] },
    ];
    const allowed = allowedPaths(menu);
    expect(allowed).toEqual(['/dashboard', '/content']);
    const goLines = shortcutLines(menu).filter((line) => line.keys[0] === 'g');
    expect(goLines.map((line) => [line.keys.join(' '), line.does])).toEqual([
      ['g d', 'Go to Dashboard'],
      ['g c', 'Go to Content'],
    ]);
  });
});
