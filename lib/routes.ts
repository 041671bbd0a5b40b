// The one table that decides which screens each role may open, and the navigation menu built on it.
// Pages, the menu and the tests all read this module, so they cannot disagree; what each role may call
// on the API is lib/grants.ts, kept in step with this table by its tests. Pure: safe on the Edge, the
// server and the client, though the browser gets the menu already marked for the role (lib/menu.ts)
// rather than this table.
import type { MenuEntry, MenuItemState } from './menu';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export interface RouteDef {
  /** Path pattern; `:id` matches exactly one path segment. */
  pattern: string;
  /** Roles allowed to open the route. */
  roles: readonly Role[];
  /** Screen title, shown as the page heading and in the document title. */
  title: string;
  /** Upstream resource the screen works on (`/v1/<resource>`); lib/grants.ts must let its roles do so. */
  resource?: string;
  /** The menu entry's label where it differs from the title (docs/console-screens.md#navigation-menu: "Best seller", "Questions"). */
  menuLabel?: string;
}

const BOTH: readonly Role[] = ['admin', 'editor'];
const ADMIN: readonly Role[] = ['admin'];
const EDITOR: readonly Role[] = ['editor'];

interface AreaOptions {
  /** The form screens the area has; both unless said. */
  screens?: readonly ('create' | 'update')[];
  /** The list's menu label where it differs from the title. */
  menuLabel?: string;
}

/** List, create and update routes of one area, all with the same roles and resource. */
function area(base: string, title: string, resource: string, roles: readonly Role[], options: AreaOptions = {}): RouteDef[] {
  const { screens = ['create', 'update'], menuLabel } = options;
  const routes: RouteDef[] = [{ pattern: base, roles, title, resource, ...(menuLabel ? { menuLabel } : {}) }];
  if (screens.includes('create')) routes.push({ pattern: `${base}/create`, roles, title: `New ${singular(title)}`, resource });
  if (screens.includes('update')) routes.push({ pattern: `${base}/update/:id`, roles, title: `Edit ${singular(title)}`, resource });
  return routes;
}

function singular(title: string): string {
  const lower = title.toLowerCase();
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/** Every route of the console (docs/console-screens.md#routes), public /login excluded. */
export const ROUTES: readonly RouteDef[] = [
  { pattern: '/', roles: BOTH, title: 'Dashboard' },
  { pattern: '/dashboard', roles: BOTH, title: 'Dashboard' },
  // The profile reads /api/me, which calls GET /v1/me itself: no resource through the proxy.
  { pattern: '/me', roles: BOTH, title: 'Account settings' },
  { pattern: '/videos', roles: BOTH, title: 'Videos', resource: 'videos' },
  ...area('/content', 'Content', 'content', BOTH),
  { pattern: '/content/ailink/:id', roles: BOTH, title: 'Content AI interlink', resource: 'content' },
  ...area('/content-categories', 'Content categories', 'content-categories', BOTH, { menuLabel: 'Categories' }),
  ...area('/content-types', 'Content types', 'content-types', BOTH, { screens: ['update'] }),
  ...area('/pages', 'Pages', 'pages', BOTH, { screens: ['update'] }),
  ...area('/products', 'Products', 'products', BOTH),
  { pattern: '/products/bestsellers', roles: BOTH, title: 'Best sellers', resource: 'products', menuLabel: 'Best seller' },
  { pattern: '/products/ailink/:id', roles: BOTH, title: 'Product AI interlink', resource: 'products' },
  ...area('/bundles', 'Bundles', 'bundles', BOTH),
  { pattern: '/bundles/ailink/:id', roles: BOTH, title: 'Bundle AI interlink', resource: 'bundles' },
  { pattern: '/tips', roles: EDITOR, title: 'Tips', resource: 'tips' },
  { pattern: '/tips/create', roles: BOTH, title: 'New tip', resource: 'tips' },
  { pattern: '/tips/update/:id', roles: BOTH, title: 'Edit tip', resource: 'tips' },
  { pattern: '/conversations', roles: BOTH, title: 'Conversations', resource: 'conversations' },
  { pattern: '/conversations/:id', roles: BOTH, title: 'Conversation', resource: 'conversations' },
  {
    pattern: '/conversation-feedbacks',
    roles: BOTH,
    title: 'Conversation feedbacks',
    resource: 'conversation-feedbacks',
    menuLabel: 'Feedbacks',
  },
  { pattern: '/orders', roles: ADMIN, title: 'Orders', resource: 'orders' },
  { pattern: '/customers', roles: ADMIN, title: 'Customers', resource: 'customers' },
  ...area('/team-members', 'Team members', 'team-members', ADMIN),
  ...area('/suggested-questions', 'Suggested questions', 'suggested-questions', ADMIN, { menuLabel: 'Questions' }),
  { pattern: '/subscribers', roles: ADMIN, title: 'Subscribers', resource: 'subscribers' },
  { pattern: '/feedbacks', roles: ADMIN, title: 'Feedbacks', resource: 'feedbacks' },
  ...area('/categories', 'Categories', 'categories', ADMIN),
  ...area('/influencers', 'Influencers', 'influencers', ADMIN),
  ...area('/invitations', 'Invitations', 'invitations', ADMIN),
  ...area('/system/users', 'Users', 'users', ADMIN),
  { pattern: '/system/files', roles: ADMIN, title: 'Files', resource: 'files' },
  ...area('/system/settings', 'Settings', 'settings', ADMIN),
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

/** A menu entry as declared: a leaf names the route it opens (label from the route), a group its own label. */
export type MenuDeclaration =
  | { key: string; route: string }
  | { key: string; label: string; children: readonly MenuDeclaration[] };

/** The menu of docs/console-screens.md#navigation-menu, in its order; the keys are the shell's icon names and the end-to-end tests' handles. */
const MENU_TREE: readonly MenuDeclaration[] = [
  { key: 'dashboard', route: '/dashboard' },
  { key: 'orders', route: '/orders' },
  {
    key: 'products-group',
    label: 'Products',
    children: [
      { key: 'products', route: '/products' },
      { key: 'bundles', route: '/bundles' },
      { key: 'bestsellers', route: '/products/bestsellers' },
      { key: 'categories', route: '/categories' },
      { key: 'suggested-questions', route: '/suggested-questions' },
    ],
  },
  {
    key: 'content-group',
    label: 'Content',
    children: [
      { key: 'content', route: '/content' },
      { key: 'content-categories', route: '/content-categories' },
      { key: 'content-types', route: '/content-types' },
      { key: 'videos', route: '/videos' },
    ],
  },
  { key: 'pages', route: '/pages' },
  { key: 'customers', route: '/customers' },
  {
    key: 'influencers-group',
    label: 'Influencers',
    children: [
      { key: 'influencers', route: '/influencers' },
      { key: 'invitations', route: '/invitations' },
    ],
  },
  { key: 'tips', route: '/tips' },
  {
    key: 'conversations-group',
    label: 'Conversations',
    children: [
      { key: 'conversations', route: '/conversations' },
      { key: 'conversation-feedbacks', route: '/conversation-feedbacks' },
    ],
  },
  { key: 'feedbacks', route: '/feedbacks' },
  { key: 'team-members', route: '/team-members' },
  { key: 'subscribers', route: '/subscribers' },
  {
    key: 'system-group',
    label: 'System',
    children: [
      { key: 'system-users', route: '/system/users' },
      { key: 'system-files', route: '/system/files' },
      { key: 'system-settings', route: '/system/settings' },
    ],
  },
];

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
