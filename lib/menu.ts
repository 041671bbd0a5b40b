// The navigation menu's shapes and the one question the browser asks of it: which entry owns the current
// page. The menu itself and who may open what stay in lib/routes.ts, on the server: the shell receives
// the menu already marked for the role, so the route table never ships to the browser.
import type { ReactNode } from 'react';

export interface MenuEntry {
  /** Stable key, also used for test ids. */
  key: string;
  label: string;
  /** Where the entry leads; groups have none. */
  href?: string;
  children?: readonly MenuEntry[];
}

export interface MenuItemState extends MenuEntry {
  isEnabled: boolean;
  /** Why a disabled entry is disabled ("Tips are listed for editors"), shown as its tooltip. */
  note?: string;
  children?: readonly MenuItemState[];
  /** A top-level entry's icon, drawn on the server (components/shell/menu-icons.tsx `withMenuIcons`). */
  icon?: ReactNode;
}

/**
 * The href of the entry that owns `pathname`: the longest one it equals or lies under, so
 * /products/update/3 belongs to Products while /products/bestsellers has an entry of its own.
 */
export function menuOwnerOf(entries: readonly MenuEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const entry of entries) {
    const candidate = entry.children
      ? menuOwnerOf(entry.children, pathname)
      : entry.href && (pathname === entry.href || pathname.startsWith(`${entry.href}/`))
        ? entry.href
        : undefined;
    if (candidate && (!best || candidate.length > best.length)) best = candidate;
  }
  return best;
}

/** Whether an entry (or one of its children) is the owner of the current page (`menuOwnerOf`). */
export function isMenuEntryActive(entry: MenuEntry, ownerHref: string | undefined): boolean {
  if (ownerHref === undefined) return false;
  if (entry.children) return entry.children.some((child) => isMenuEntryActive(child, ownerHref));
  return entry.href === ownerHref;
}
