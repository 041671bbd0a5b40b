// What each role may do on each upstream resource, call by call; the BFF proxy and the sandbox both ask it.
// The grants are the areas' (areas/<area>/access.ts, each with the option calls only its screens make),
// plus the calls that no one area owns, on the main API (saved views of every list, the audit log) and the AI
// host. Every area's records have a history (docs/api-contract.md#history): whoever may read a record may read
// its history, and whoever may update it may restore it.
import { AREA_ACCESS } from '@/areas/access';
import { memoize } from './memo';
import { grantAll, type ActionKey, type ActionMethod, type Operation, type ResourceGrant, type Upstream } from './access';
import { ADMIN, BOTH, type Role } from './roles';

export type { ActionKey, ActionMethod, Operation, ResourceGrant, Upstream } from './access';

/** What a request asks of a resource: one of its operations or one of its declared actions. */
export type ResolvedCall =
  | { resource: string; kind: 'op'; op: Operation }
  | { resource: string; kind: 'action'; action: ActionKey };

/**
 * Main-API calls of no one area: the saved views of every list (docs/api-contract.md#saved-views). Both roles
 * make them; which list's views a role sees is the upstream's rule, from the route table of each list's
 * screen (areas/saved-view-lists.ts, custom lists such as the equivalence report too), not a grant.
 */
const SHARED_MAIN_GRANTS: Readonly<Record<string, ResourceGrant>> = {
  'saved-views': { list: BOTH, create: BOTH, update: BOTH, delete: BOTH },
  // The audit log across every record (`GET /v1/history`): admins only.
  history: { list: ADMIN },
};

/** The resources whose records keep a history: every area's own (not the option look-ups or saved views). */
const HISTORY_RESOURCES: ReadonlySet<string> = new Set(AREA_ACCESS.map((area) => area.resource));

/** A record's history calls, granted as the record's read and update: `GET :id/history`, `POST :id/history/:entry/restore`. */
function historyCall(resource: string, method: ActionMethod, below: readonly string[]): ResolvedCall | null | undefined {
  if (!HISTORY_RESOURCES.has(resource) || below[1] !== 'history') return undefined;
  if (below.length === 2) return method === 'GET' ? { resource, kind: 'op', op: 'read' } : null;
  if (below.length === 4 && below[3] === 'restore') return method === 'POST' ? { resource, kind: 'op', op: 'update' } : null;
  return undefined;
}

/**
 * A status job's calls (docs/api-contract.md#status-jobs), granted as the resource's `POST :id/status`: whoever
 * may run a step on one record may run it on every record that matches. `POST status-jobs` starts one,
 * `GET status-jobs/:id` reads it, `POST status-jobs/:id/stop` stops it.
 */
function statusJobCall(grant: ResourceGrant, resource: string, method: ActionMethod, below: readonly string[]): ResolvedCall | null | undefined {
  if (below[0] !== 'status-jobs') return undefined;
  const action: ActionKey = 'POST :id/status';
  if (!grant.actions?.[action]) return undefined;
  const call: ResolvedCall = { resource, kind: 'action', action };
  if (below.length === 1) return method === 'POST' ? call : null;
  if (below.length === 2) return method === 'GET' ? call : null;
  if (below.length === 3 && below[2] === 'stop') return method === 'POST' ? call : null;
  return null;
}

/** AI-host calls of no one area: its health, and the link suggestions the content, product and bundle interlink reviews share. */
const SHARED_AI_GRANTS: Readonly<Record<string, ResourceGrant>> = {
  health: { list: BOTH },
  interlinks: { ...grantAll(BOTH), actions: { 'POST suggest': BOTH } },
};

/** One upstream's grants from every area; a resource two areas both declare is a mistake, so it throws. */
function grantTable(upstream: Upstream, shared: Readonly<Record<string, ResourceGrant>> = {}): Readonly<Record<string, ResourceGrant>> {
  const table: Record<string, ResourceGrant> = { ...shared };
  const add = (resource: string, grant: ResourceGrant) => {
    if (Object.hasOwn(table, resource)) throw new Error(`Two declarations grant ${upstream} resource ${resource}`);
    table[resource] = grant;
  };
  for (const area of AREA_ACCESS) {
    if (upstream === 'main') add(area.resource, area.grants);
    for (const [resource, grant] of Object.entries(area.otherResources?.[upstream] ?? {})) add(resource, grant);
  }
  return table;
}

/** Main-API resources (`/v1/<resource>`): the areas' resources, the option calls their forms read, and saved views. */
export const MAIN_GRANTS = grantTable('main', SHARED_MAIN_GRANTS);

/** AI-host resources (`AI_API_URL/v1/<resource>`). */
export const AI_GRANTS = grantTable('ai', SHARED_AI_GRANTS);

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

  const history = historyCall(resource, asked, below);
  if (history !== undefined) return history;
  const job = upstream === 'main' ? statusJobCall(grant, resource, asked, below) : undefined;
  if (job !== undefined) return job;

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

/** `rolesForCall`, remembered by upstream, method and path: the grant tables never change while running. */
const rolesForCallRemembered = memoize(rolesForCall, (upstream, method, segments) => `${upstream} ${method} ${segments.join('\0')}`);

/** Whether `role` may make this call (method and path segments after `v1`); anything undeclared is refused. */
export function canCall(upstream: Upstream, role: Role, method: string, segments: readonly string[]): boolean {
  return rolesForCallRemembered(upstream, method, segments).includes(role);
}

/** Whether `role` has any grant at all on `resource`: the question record pickers ask of a resource. */
export function canUseResource(upstream: Upstream, resource: string, role: Role): boolean {
  const grant = grantOf(upstream, resource);
  if (!grant) return false;
  const { actions = {}, ...operations } = grant;
  return [...Object.values(operations), ...Object.values(actions)].some((roles) => roles.includes(role));
}
