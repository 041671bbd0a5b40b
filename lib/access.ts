// Who may do what, said once per area (areas/<area>/access.ts): the calls each role may make on the
// area's upstream resource, and the screens the area has. The route table (lib/routes.ts), the menu and
// the Edge guard built on it, the API grants the BFF and the sandbox ask (lib/grants.ts) and the buttons a
// screen shows (lib/resources/role-view.ts) are all derived from these declarations, so they cannot
// disagree. Pure data and functions: safe on the Edge.
import type { Role } from './roles';

/** The REST operations of the API contract (docs/api-contract.md#list-query, docs/api-contract.md#single-records). */
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

/** Methods a declared action may use; HEAD is read as GET. */
export type ActionMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call below a resource that is not one of its REST operations: `'<METHOD> <pattern>'`, the pattern
 * made of literal segments and `:id`, e.g. `'POST :id/status'` for `POST /v1/orders/3/status`.
 */
export type ActionKey = `${ActionMethod} ${string}`;

/** The roles granted each call on one resource; an operation or action left out is refused to all. */
export interface ResourceGrant {
  /** `GET /v1/<resource>`: a page of records. */
  list?: readonly Role[];
  /** `GET /v1/<resource>/<id>`: one record. */
  read?: readonly Role[];
  /** `POST /v1/<resource>`: a new record (an upload, for files). */
  create?: readonly Role[];
  /** `PUT` or `PATCH /v1/<resource>/<id>`. */
  update?: readonly Role[];
  /** `DELETE /v1/<resource>/<id>`. */
  delete?: readonly Role[];
  /** Calls below the resource; a literal pattern wins over `:id`, so `GET bestsellers` is never a read. */
  actions?: Readonly<Record<ActionKey, readonly Role[]>>;
}

export type Upstream = 'main' | 'ai';

export interface RouteDef {
  /** Path pattern; `:id` matches exactly one path segment. */
  pattern: string;
  /** Roles allowed to open the route. */
  roles: readonly Role[];
  /** Screen title, shown as the page heading and in the document title. */
  title: string;
  /** Upstream resource the screen works on (`/v1/<resource>`); its grants let the route's roles do so. */
  resource?: string;
  /** The menu entry's label where it differs from the title (docs/console-screens.md#navigation-menu: "Best seller", "Questions"). */
  menuLabel?: string;
}

/** The call a screen of its own makes on the area's resource; whoever may make it opens the screen. */
export type ScreenNeed = Operation | ActionKey;

/**
 * Where a screen sits in the navigation menu (docs/console-screens.md#navigation-menu). The groups and
 * their own places are declared in areas/menu-groups.ts; the whole menu, in order, is printed at the top
 * of the generated areas/access.ts.
 */
export interface MenuPlace {
  /** The group the entry sits in (`'products-group'`); none for an entry of the top level, which draws an icon. */
  group?: string;
  /** Its place among the entries beside it, lowest first; leave gaps (10, 20 …) so a new one fits between. */
  order: number;
  /**
   * The entry's key, the end-to-end tests' handle, where it differs from the default: the area's name for
   * its list, the path's segments joined by hyphens for a page (`content-equivalence`). A top-level entry's
   * icon is the area's `menu-icon.tsx`, found by the area's name, so a top-level entry keeps that key.
   */
  key?: string;
}

/** A group of the menu (areas/menu-groups.ts): its own label, and its place among the top-level entries. */
export interface MenuGroup {
  key: string;
  label: string;
  order: number;
}

/** A menu entry an area's declaration places: the route it opens and where. */
export interface MenuLeaf {
  key: string;
  route: string;
  group?: string;
  order: number;
}

export interface AreaScreens {
  /**
   * Who opens the list, where fewer roles than may list the records (the others read them only in
   * pickers: editors list the team for content's reviewer, not as a screen). The list's grant otherwise.
   */
  list?: readonly Role[];
  /** A create form at `<path>/create`, for whoever may create. */
  create?: boolean;
  /** An update form at `<path>/update/:id`, for whoever may update. */
  update?: boolean;
  /** Screens of their own (a thread, an AI interlink review, the best-seller order), each in the menu if it says where. */
  pages?: readonly { path: string; title: string; menuLabel?: string; needs: ScreenNeed; menu?: MenuPlace }[];
}

export interface AreaAccess {
  /** Upstream resource (`/v1/<resource>`), also the area's name. */
  resource: string;
  /** Plural title: the list's heading and menu label. */
  title: string;
  /** The list's console path; create and update live under it. */
  path: string;
  /** The menu entry's label where it differs from the title. */
  menuLabel?: string;
  /** The list's place in the menu; none for an area whose list is not in the menu. */
  menu?: MenuPlace;
  /** Who may make each call on the resource. */
  grants: ResourceGrant;
  /** The screens beside the list. */
  screens?: AreaScreens;
  /** Other upstream resources only this area's screens call (read-only options, the AI host). */
  otherResources?: Partial<Record<Upstream, Readonly<Record<string, ResourceGrant>>>>;
}

/** An area's access with the routes and menu entries it derives. */
export interface DerivedAccess extends AreaAccess {
  routes: readonly RouteDef[];
  menuLeaves: readonly MenuLeaf[];
}

/** Every operation, for resources a role manages whole. */
export function grantAll(roles: readonly Role[]): ResourceGrant {
  return { list: roles, read: roles, create: roles, update: roles, delete: roles };
}

/** The roles a screen's call is granted: an operation, or one of the declared actions. */
export function rolesOfNeed(grants: ResourceGrant, need: ScreenNeed): readonly Role[] {
  return need.includes(' ') ? (grants.actions?.[need as ActionKey] ?? []) : (grants[need as Operation] ?? []);
}

function singular(title: string): string {
  const lower = title.toLowerCase();
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}

/**
 * An area's access and its routes: the list for whoever lists (or `screens.list`), the forms for whoever
 * creates or updates, each page for whoever may make the call it needs. A screen nobody could open throws,
 * so a screen is never declared without the grant it needs.
 */
export function defineAccess(access: AreaAccess): DerivedAccess {
  const { resource, title, path, menuLabel, grants, screens = {} } = access;
  const route = (pattern: string, roles: readonly Role[], screenTitle: string, label?: string): RouteDef => {
    if (roles.length === 0) throw new Error(`${pattern}: no role is granted what the screen needs`);
    return { pattern, roles, title: screenTitle, resource, ...(label ? { menuLabel: label } : {}) };
  };
  const routes = [route(path, screens.list ?? grants.list ?? [], title, menuLabel)];
  if (screens.create) routes.push(route(`${path}/create`, grants.create ?? [], `New ${singular(title)}`));
  if (screens.update) routes.push(route(`${path}/update/:id`, grants.update ?? [], `Edit ${singular(title)}`));
  for (const page of screens.pages ?? []) routes.push(route(page.path, rolesOfNeed(grants, page.needs), page.title, page.menuLabel));
  const leaf = (key: string, pattern: string, place: MenuPlace): MenuLeaf => ({ key: place.key ?? key, route: pattern, order: place.order, ...(place.group ? { group: place.group } : {}) });
  const menuLeaves = [
    ...(access.menu ? [leaf(resource, path, access.menu)] : []),
    ...(screens.pages ?? []).flatMap((page) => (page.menu ? [leaf(page.path.split('/').filter(Boolean).join('-'), page.path, page.menu)] : [])),
  ];
  return { ...access, routes, menuLeaves };
}
