// What each role may do on each upstream resource, call by call; the BFF proxy and the sandbox both ask it.
import type { Role } from './routes';

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

/** What a request asks of a resource: one of its operations or one of its declared actions. */
export type ResolvedCall =
  | { resource: string; kind: 'op'; op: Operation }
  | { resource: string; kind: 'action'; action: ActionKey };

const BOTH: readonly Role[] = ['admin', 'editor'];
const ADMIN: readonly Role[] = ['admin'];
const EDITOR: readonly Role[] = ['editor'];

/** Every operation, for resources a role manages whole. */
function all(roles: readonly Role[]): ResourceGrant {
  return { list: roles, read: roles, create: roles, update: roles, delete: roles };
}

/** Main-API resources (`/v1/<resource>`): the routes of docs/console-screens.md#routes, plus what forms read beside them. */
export const MAIN_GRANTS: Readonly<Record<string, ResourceGrant>> = {
  products: { ...all(BOTH), actions: { 'GET bestsellers': BOTH, 'PUT bestsellers': BOTH } },
  bundles: all(BOTH),
  categories: all(ADMIN),
  content: { ...all(BOTH), actions: { 'POST :id/status': BOTH, 'GET :id/check': BOTH } },
  'content-categories': all(BOTH),
  // The upstream defines the content types and pages; the console only edits them (no create route).
  'content-types': { list: BOTH, read: BOTH, update: BOTH },
  pages: { list: BOTH, read: BOTH, update: BOTH },
  videos: all(BOTH),
  // The tips list is the editors' (docs/business-rules.md#roles-and-grants); admins still open a tip's form.
  tips: { ...all(BOTH), list: EDITOR },
  orders: { list: ADMIN, read: ADMIN, actions: { 'POST :id/status': ADMIN } },
  customers: { list: ADMIN, read: ADMIN },
  influencers: all(ADMIN),
  invitations: { ...all(ADMIN), delete: [], actions: { 'POST :id/status': ADMIN } },
  // Editors pick a medical reviewer on content, so they read the team; only admins change it.
  'team-members': { list: BOTH, read: BOTH, create: ADMIN, update: ADMIN, delete: ADMIN, actions: { 'PUT positions': ADMIN } },
  'suggested-questions': all(ADMIN),
  subscribers: { list: ADMIN, read: ADMIN, actions: { 'POST :id/status': ADMIN } },
  conversations: { list: BOTH, read: BOTH, update: BOTH, actions: { 'GET :id/messages': BOTH } },
  'conversation-feedbacks': { list: BOTH, read: BOTH, actions: { 'POST :id/status': BOTH } },
  feedbacks: { list: ADMIN, read: ADMIN, actions: { 'POST :id/status': ADMIN } },
  users: all(ADMIN),
  // Every area with images picks and uploads files (the content studio shows thumbnails); renaming and
  // deleting a file that others use stays with admins, who own /system/files.
  files: {
    list: BOTH,
    read: BOTH,
    create: BOTH,
    update: ADMIN,
    delete: ADMIN,
    actions: { 'GET :id/content': BOTH },
  },
  settings: all(ADMIN),
  // Read-only views of settings for forms, so editors never need the admin-only settings resource:
  // dosage forms and legal categories for products, the consultation text for tips.
  'product-options': { list: BOTH },
  'tip-options': { list: BOTH },
  // The tags subscribers carry, for the subscribers list's tag filter.
  'subscriber-options': { list: ADMIN },
  // docs/special-calls.md#dashboard: both roles; the upstream leaves commerce figures out of an editor's answer.
  dashboard: { list: BOTH, read: BOTH },
};

/** AI-host resources (`AI_API_URL/v1/<resource>`). */
export const AI_GRANTS: Readonly<Record<string, ResourceGrant>> = {
  health: { list: BOTH },
  // The AI interlink screens of content, products and bundles are open to both roles.
  interlinks: { ...all(BOTH), actions: { 'POST suggest': BOTH } },
};

const TABLES: Record<Upstream, Readonly<Record<string, ResourceGrant>>> = { main: MAIN_GRANTS, ai: AI_GRANTS };

function grantOf(upstream: Upstream, resource: string): ResourceGrant | undefined {
  const table = TABLES[upstream];
  // Own keys only, so `constructor` or `__proto__` name nothing.
  return Object.hasOwn(table, resource) ? table[resource] : undefined;
}

/** The `:id` calls every resource has, before its declared actions are considered. */
const ID_OPERATIONS: Partial<Record<ActionMethod, Operation>> = { GET: 'read', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const COLLECTION_OPERATIONS: Partial<Record<ActionMethod, Operation>> = { GET: 'list', POST: 'create' };

interface Candidate {
  method: ActionMethod;
  literals: number;
  call: ResolvedCall;
}

/** How many literal segments `pattern` has when it matches `path`, or -1 when it does not match. */
function literalsMatched(pattern: readonly string[], path: readonly string[]): number {
  if (pattern.length !== path.length) return -1;
  let literals = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    if (pattern[i] === ':id') continue;
    if (pattern[i] !== path[i]) return -1;
    literals += 1;
  }
  return literals;
}

/**
 * The operation or action a request asks for, from its method and the path segments after `v1`
 * (`['products', '3']`); null when it asks for nothing the resource declares. A path is matched
 * before its method, the most literal pattern winning: once `bestsellers` is a declared action of
 * products, `/v1/products/bestsellers` is never record "bestsellers", whatever the method.
 */
export function resolveOperation(method: string, segments: readonly string[], upstream: Upstream = 'main'): ResolvedCall | null {
  const [resource, ...below] = segments;
  if (resource === undefined || segments.some((segment) => segment === '')) return null;
  const grant = grantOf(upstream, resource);
  if (!grant) return null;
  const upper = method.toUpperCase();
  const asked = (upper === 'HEAD' ? 'GET' : upper) as ActionMethod;

  if (below.length === 0) {
    const op = COLLECTION_OPERATIONS[asked];
    return op ? { resource, kind: 'op', op } : null;
  }

  const candidates: Candidate[] = [];
  if (below.length === 1) {
    for (const [verb, op] of Object.entries(ID_OPERATIONS) as [ActionMethod, Operation][]) {
      candidates.push({ method: verb, literals: 0, call: { resource, kind: 'op', op } });
    }
  }
  for (const action of Object.keys(grant.actions ?? {}) as ActionKey[]) {
    const space = action.indexOf(' ');
    const literals = literalsMatched(action.slice(space + 1).split('/'), below);
    if (literals >= 0) candidates.push({ method: action.slice(0, space) as ActionMethod, literals, call: { resource, kind: 'action', action } });
  }
  if (candidates.length === 0) return null;
  const mostLiteral = Math.max(...candidates.map((candidate) => candidate.literals));
  return candidates.find((candidate) => candidate.literals === mostLiteral && candidate.method === asked)?.call ?? null;
}

/** The roles granted one operation of a resource; none for an undeclared resource or operation. */
export function rolesFor(upstream: Upstream, resource: string, op: Operation): readonly Role[] {
  return grantOf(upstream, resource)?.[op] ?? [];
}

/** The roles that may make a call (method and path segments after `v1`); none when it is undeclared. */
export function rolesForCall(upstream: Upstream, method: string, segments: readonly string[]): readonly Role[] {
  const call = resolveOperation(method, segments, upstream);
  if (call === null) return [];
  if (call.kind === 'op') return rolesFor(upstream, call.resource, call.op);
  return grantOf(upstream, call.resource)?.actions?.[call.action] ?? [];
}

/** Whether `role` may make this call (method and path segments after `v1`); anything undeclared is refused. */
export function canCall(upstream: Upstream, role: Role, method: string, segments: readonly string[]): boolean {
  return rolesForCall(upstream, method, segments).includes(role);
}

/** Whether `role` has any grant at all on `resource`: the question record pickers ask of a resource. */
export function canUseResource(upstream: Upstream, resource: string, role: Role): boolean {
  const grant = grantOf(upstream, resource);
  if (!grant) return false;
  const { actions = {}, ...operations } = grant;
  return [...Object.values(operations), ...Object.values(actions)].some((roles) => roles.includes(role));
}
