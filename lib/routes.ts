// The table of screens each role may open, and the navigation menu built on it, derived from the areas'
// access declarations (areas/access.ts, lib/access.ts) plus the account screen every role has. Pages, the
// menu, the Edge guard and the tests all read this module, so they cannot disagree; what each role may
// call on the API (lib/grants.ts) comes from the same declarations. Pure: safe on the Edge, the server and
// the client, though the browser gets the menu already marked for the role (lib/menu.ts) rather than this
// table.
import { AREA_ACCESS } from '@/areas/access';
import { MENU_GROUPS } from '@/areas/menu-groups';
import type { RouteDef } from './access';
import { ENGINE_MENU_LEAVES, menuTreeOf, type MenuDeclaration } from './menu-tree';
import { rolesFor } from './grants';
import type { MenuEntry, MenuItemState } from './menu';
import { BOTH, type Role } from './roles';

export { ROLES, isRole, type Role } from './roles';
export type { RouteDef } from './access';
export type { MenuDeclaration } from './menu-tree';

/** Every route of the console (docs/console-screens.md#routes), public /login excluded. */
export const ROUTES: readonly RouteDef[] = [
  // The profile reads /api/me, which calls GET /v1/me itself: no resource through the proxy.
  { pattern: '/me', roles: BOTH, title: 'Account settings' },
  ...AREA_ACCESS.flatMap((area) => area.routes),
  // The audit log of every record (docs/api-contract.md#history): whoever may read `GET /v1/history`.
  { pattern: '/system/audit', roles: rolesFor('main', 'history', 'list'), title: 'Audit log', resource: 'history' },
];

/** A path segment the route table can match: no encoding tricks, no dot segments. */
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

function splitPath(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const segments = path.split('/').slice(1);
  if (segments.length === 1 && segments[0] === '') return [];
  if (segments[segments.length - 1] === '') segments.pop();
  return segments.every((s) => SAFE_SEGMENT.test(s)) ? segments : null;
}

const COMPILED = ROUTES.map((route) => ({ route, segments: route.pattern.split('/').filter(Boolean) }));

/** The route a pathname opens, or undefined for an unknown path. Query and hash must be stripped first. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const segments = splitPath(pathname);
  if (!segments) return undefined;
  // Literal segments win over `:id`, so /products/bestsellers is never read as an update id.
  let best: { route: RouteDef; literals: number } | undefined;
  for (const { route, segments: pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    let literals = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return true;
      literals += 1;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { route, literals };
  }
  return best?.route;
}

export function canOpen(role: Role, route: RouteDef): boolean {
  return route.roles.includes(role);
}

/** Whether `role` may open `pathname`; unknown paths are never allowed. */
export function isPathAllowed(pathname: string, role: Role): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && canOpen(role, route);
}

/** The routes a role may open (docs/console-screens.md#routes: the route list filtered by role). */
export function routesForRole(role: Role): RouteDef[] {
  return ROUTES.filter((route) => canOpen(role, route));
}

// ---------------------------------------------------------------------------------------------------
// Navigation menu (docs/console-screens.md#navigation-menu). An entry is enabled exactly when its route is allowed for the role;
// a group is enabled when any of its children is. Disabled entries stay visible.

/** The menu of docs/console-screens.md#navigation-menu, in its order; the keys are the shell's icon names and the end-to-end tests' handles. */
export const MENU_TREE: readonly MenuDeclaration[] = menuTreeOf([...AREA_ACCESS.flatMap((area) => area.menuLeaves), ...ENGINE_MENU_LEAVES], MENU_GROUPS);

/**
 * The menu a declaration describes: each leaf links to its route and is labelled with the route's menu
 * label or title. A leaf naming no route (or one with parameters, which no link can open) throws, so a
 * renamed route cannot leave a dead entry behind.
 */
export function buildMenu(declarations: readonly MenuDeclaration[], routes: readonly RouteDef[] = ROUTES): MenuEntry[] {
  return declarations.map((declaration): MenuEntry => {
    if ('children' in declaration) {
      return { key: declaration.key, label: declaration.label, children: buildMenu(declaration.children, routes) };
    }
    const route = routes.find((candidate) => candidate.pattern === declaration.route);
    if (!route || route.pattern.includes(':')) throw new Error(`Menu entry ${declaration.key} points at no route: ${declaration.route}`);
    return { key: declaration.key, label: route.menuLabel ?? route.title, href: route.pattern };
  });
}

export const MENU: readonly MenuEntry[] = buildMenu(MENU_TREE);

/** Why an entry is greyed for a role: "Tips are listed for editors", "Orders are listed for admins". */
export function disabledNote(label: string, roles: readonly Role[]): string {
  const verb = label.endsWith('s') ? 'are' : 'is';
  return `${label} ${verb} listed for ${roles.map((r) => `${r}s`).join(' and ')}`;
}

/** The menu as one role sees it: every entry kept, each marked enabled or not. */
export function menuForRole(role: Role, entries: readonly MenuEntry[] = MENU): MenuItemState[] {
  return entries.map((entry): MenuItemState => {
    if (entry.children) {
      const children = menuForRole(role, entry.children);
      return { ...entry, children, isEnabled: children.some((child) => child.isEnabled) };
    }
    const { children: _none, ...leaf } = entry;
    const isEnabled = entry.href !== undefined && isPathAllowed(entry.href, role);
    const roles = entry.href === undefined ? undefined : matchRoute(entry.href)?.roles;
    // A greyed entry says why, or a new admin is left guessing at Tips.
    return isEnabled || !roles?.length ? { ...leaf, isEnabled } : { ...leaf, isEnabled, note: disabledNote(entry.label, roles) };
  });
}
