// The one table that decides access: every console route with its roles, the navigation menu built on
// it, and the API resources each role may reach. Middleware, pages, route handlers, the menu and the
// tests all read this module, so they cannot disagree. Pure: safe on the Edge, the server and the client,
// though the browser gets the menu already marked for the role (lib/menu.ts) rather than this table.
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
  /** Upstream resource the screen works on (`/v1/<resource>`); grants the same roles through the BFF. */
  resource?: string;
}

const BOTH: readonly Role[] = ['admin', 'editor'];
const ADMIN: readonly Role[] = ['admin'];
const EDITOR: readonly Role[] = ['editor'];

/** List, create and update routes of one area, all with the same roles and resource. */
function area(
  base: string,
  title: string,
  resource: string,
  roles: readonly Role[],
  actions: { create?: boolean; update?: boolean } = { create: true, update: true },
): RouteDef[] {
  const routes: RouteDef[] = [{ pattern: base, roles, title, resource }];
  if (actions.create) routes.push({ pattern: `${base}/create`, roles, title: `New ${singular(title)}`, resource });
  if (actions.update) routes.push({ pattern: `${base}/update/:id`, roles, title: `Edit ${singular(title)}`, resource });
  return routes;
}

function singular(title: string): string {
  const lower = title.toLowerCase();
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/** Every route of the console (SPEC §2), public /login excluded. */
export const ROUTES: readonly RouteDef[] = [
  { pattern: '/', roles: BOTH, title: 'Dashboard' },
  { pattern: '/dashboard', roles: BOTH, title: 'Dashboard' },
  { pattern: '/me', roles: BOTH, title: 'Account settings', resource: 'me' },
  { pattern: '/videos', roles: BOTH, title: 'Videos', resource: 'videos' },
  ...area('/content', 'Content', 'content', BOTH),
  { pattern: '/content/ailink/:id', roles: BOTH, title: 'Content AI interlink', resource: 'content' },
  ...area('/content-categories', 'Content categories', 'content-categories', BOTH),
  ...area('/content-types', 'Content types', 'content-types', BOTH, { update: true }),
  ...area('/pages', 'Pages', 'pages', BOTH, { update: true }),
  ...area('/products', 'Products', 'products', BOTH),
  { pattern: '/products/bestsellers', roles: BOTH, title: 'Best sellers', resource: 'products' },
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
  },
  { pattern: '/orders', roles: ADMIN, title: 'Orders', resource: 'orders' },
  { pattern: '/customers', roles: ADMIN, title: 'Customers', resource: 'customers' },
  ...area('/team-members', 'Team members', 'team-members', ADMIN),
  ...area('/suggested-questions', 'Suggested questions', 'suggested-questions', ADMIN),
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

/** The routes a role may open (SPEC §6: the route list filtered by role). */
export function routesForRole(role: Role): RouteDef[] {
  return ROUTES.filter((route) => canOpen(role, route));
}

// ---------------------------------------------------------------------------------------------------
// API resources: which roles may call `/v1/<resource>/…` through the BFF.

/** Main-API resources that do not belong to one screen but every signed-in role needs. */
const SHARED_MAIN_RESOURCES: Record<string, readonly Role[]> = {
  // Dosage forms and legal categories product forms offer; editors edit products but not settings.
  'product-options': BOTH,
};

/** AI-host resources and the roles that may call them. */
export const AI_RESOURCES: Record<string, readonly Role[]> = {
  health: BOTH,
  interlinks: BOTH,
};

function rolesByResource(): Record<string, readonly Role[]> {
  const map: Record<string, Role[]> = {};
  for (const route of ROUTES) {
    if (!route.resource) continue;
    const roles = (map[route.resource] ??= []);
    for (const role of route.roles) if (!roles.includes(role)) roles.push(role);
  }
  return { ...map, ...SHARED_MAIN_RESOURCES };
}

/** Main-API resources and the roles that may call them: the union of the roles of their screens. */
export const MAIN_RESOURCES: Record<string, readonly Role[]> = rolesByResource();

/** Whether `role` may call `resource` on the given upstream; unknown resources are refused. */
export function canUseResource(upstream: 'main' | 'ai', resource: string, role: Role): boolean {
  const table = upstream === 'main' ? MAIN_RESOURCES : AI_RESOURCES;
  return Object.hasOwn(table, resource) && table[resource].includes(role);
}

// ---------------------------------------------------------------------------------------------------
// Navigation menu (SPEC §2). An entry is enabled exactly when its route is allowed for the role;
// a group is enabled when any of its children is. Disabled entries stay visible.

export const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { key: 'orders', label: 'Orders', href: '/orders' },
  {
    key: 'products-group',
    label: 'Products',
    children: [
      { key: 'products', label: 'Products', href: '/products' },
      { key: 'bundles', label: 'Bundles', href: '/bundles' },
      { key: 'bestsellers', label: 'Best seller', href: '/products/bestsellers' },
      { key: 'categories', label: 'Categories', href: '/categories' },
      { key: 'suggested-questions', label: 'Questions', href: '/suggested-questions' },
    ],
  },
  {
    key: 'content-group',
    label: 'Content',
    children: [
      { key: 'content', label: 'Content', href: '/content' },
      { key: 'content-categories', label: 'Categories', href: '/content-categories' },
      { key: 'content-types', label: 'Content types', href: '/content-types' },
      { key: 'videos', label: 'Videos', href: '/videos' },
    ],
  },
  { key: 'pages', label: 'Pages', href: '/pages' },
  { key: 'customers', label: 'Customers', href: '/customers' },
  {
    key: 'influencers-group',
    label: 'Influencers',
    children: [
      { key: 'influencers', label: 'Influencers', href: '/influencers' },
      { key: 'invitations', label: 'Invitations', href: '/invitations' },
    ],
  },
  { key: 'tips', label: 'Tips', href: '/tips' },
  {
    key: 'conversations-group',
    label: 'Conversations',
    children: [
      { key: 'conversations', label: 'Conversations', href: '/conversations' },
      { key: 'conversation-feedbacks', label: 'Feedbacks', href: '/conversation-feedbacks' },
    ],
  },
  { key: 'feedbacks', label: 'Feedbacks', href: '/feedbacks' },
  { key: 'team-members', label: 'Team members', href: '/team-members' },
  { key: 'subscribers', label: 'Subscribers', href: '/subscribers' },
  {
    key: 'system-group',
    label: 'System',
    children: [
      { key: 'system-users', label: 'Users', href: '/system/users' },
      { key: 'system-files', label: 'Files', href: '/system/files' },
      { key: 'system-settings', label: 'Settings', href: '/system/settings' },
    ],
  },
];

/** The menu as one role sees it: every entry kept, each marked enabled or not. */
export function menuForRole(role: Role, entries: readonly MenuEntry[] = MENU): MenuItemState[] {
  return entries.map((entry): MenuItemState => {
    if (entry.children) {
      const children = menuForRole(role, entry.children);
      return { ...entry, children, isEnabled: children.some((child) => child.isEnabled) };
    }
    const { children: _none, ...leaf } = entry;
    return { ...leaf, isEnabled: entry.href !== undefined && isPathAllowed(entry.href, role) };
  });
}

// ---------------------------------------------------------------------------------------------------
// Where to go after sign-in.

/** Paths that need no session. */
export const PUBLIC_PATHS = ['/login'] as const;

/**
 * The place to land after sign-in: `next` when it is a same-site relative path, else `/`.
 * Refuses scheme-relative (`//host`), backslash tricks, control characters and encoded slashes.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Control characters (CR/LF injection) and backslashes have no place in a console path.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return '/';
  }
  if (decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return '/';
  try {
    const url = new URL(next, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return '/';
    if (PUBLIC_PATHS.includes(url.pathname as (typeof PUBLIC_PATHS)[number])) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
