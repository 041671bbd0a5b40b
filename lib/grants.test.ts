import { AREA_ACCESS } from '@/areas/access';
import { AI_GRANTS, MAIN_GRANTS, canCall, canUseResource, resolveOperation, rolesFor, type ResourceGrant, type Upstream } from './grants';
import { ROLES, ROUTES, type Role, type RouteDef } from './routes';

/** Who may do what: `A` admin, `E` editor, `AE` both, `-` nobody. */
type Who = 'A' | 'E' | 'AE' | '-';

interface Expected {
  list: Who;
  read: Who;
  create: Who;
  update: Who;
  delete: Who;
  actions?: Record<string, Who>;
}

const listOnly = (who: Who): Expected => ({ list: who, read: '-', create: '-', update: '-', delete: '-' });
const whoOf = (roles: readonly Role[] | undefined): Who => {
  const who = `${roles?.includes('admin') ? 'A' : ''}${roles?.includes('editor') ? 'E' : ''}`;
  return who === '' ? '-' : (who as Who);
};
const expectedOf = (grant: ResourceGrant): Expected => ({
  list: whoOf(grant.list),
  read: whoOf(grant.read),
  create: whoOf(grant.create),
  update: whoOf(grant.update),
  delete: whoOf(grant.delete),
  ...(grant.actions ? { actions: Object.fromEntries(Object.entries(grant.actions).map(([action, roles]) => [action, whoOf(roles)])) } : {}),
});

/**
 * What each area declares (areas/<area>/access.ts: its resource's grants and those of the calls only its
 * screens make), and the calls of no one area, written out here.
 */
const EXPECTED: Record<Upstream, Record<string, Expected>> = {
  main: {
    ...Object.fromEntries(AREA_ACCESS.flatMap((area) => [[area.resource, expectedOf(area.grants)], ...Object.entries(area.otherResources?.main ?? {}).map(([resource, grant]) => [resource, expectedOf(grant)])])),
    // Every list's saved views: no call reads one view alone; the upstream hides views of lists a role may not open.
    'saved-views': { list: 'AE', read: '-', create: 'AE', update: 'AE', delete: 'AE' },
    // The audit log across records (GET /v1/history): admins only.
    history: listOnly('A'),
  },
  ai: {
    ...Object.fromEntries(AREA_ACCESS.flatMap((area) => Object.entries(area.otherResources?.ai ?? {}).map(([resource, grant]) => [resource, expectedOf(grant)]))),
    health: listOnly('AE'),
    interlinks: { list: 'AE', read: 'AE', create: 'AE', update: 'AE', delete: 'AE', actions: { 'POST suggest': 'AE' } },
  },
};

const allows = (who: Who, role: Role) => who !== '-' && who.includes(role === 'admin' ? 'A' : 'E');

/** One request per operation and declared action, with the expected answer for `role`. */
function casesFor(upstream: Upstream): [string, Role, string, string[], boolean][] {
  return Object.entries(EXPECTED[upstream]).flatMap(([resource, expected]) => {
    const calls: [string, string[], Who][] = [
      ['GET', [resource], expected.list],
      ['GET', [resource, '7'], expected.read],
      ['POST', [resource], expected.create],
      ['PUT', [resource, '7'], expected.update],
      ['PATCH', [resource, '7'], expected.update],
      ['DELETE', [resource, '7'], expected.delete],
      ...Object.entries(expected.actions ?? {}).map(([action, who]): [string, string[], Who] => {
        const [method, pattern] = action.split(' ');
        return [method, [resource, ...pattern.split('/').map((part) => (part === ':id' ? '7' : part))], who];
      }),
    ];
    return ROLES.flatMap((role) => calls.map(([method, segments, who]): [string, Role, string, string[], boolean] => [resource, role, method, segments, allows(who, role)]));
  });
}

describe('grants table', () => {
  it.each(['main', 'ai'] as const)('declares exactly the expected %s resources and actions', (upstream) => {
    const table = upstream === 'main' ? MAIN_GRANTS : AI_GRANTS;
    expect(Object.keys(table).sort()).toEqual(Object.keys(EXPECTED[upstream]).sort());
    for (const [resource, grant] of Object.entries(table)) {
      expect([resource, Object.keys(grant.actions ?? {}).sort()]).toEqual([resource, Object.keys(EXPECTED[upstream][resource].actions ?? {}).sort()]);
    }
  });

  it.each(casesFor('main'))('main %s: %s %s %j → %p', (_resource, role, method, segments, expected) => {
    expect(canCall('main', role, method, segments)).toBe(expected);
  });

  it.each(casesFor('ai'))('ai %s: %s %s %j → %p', (_resource, role, method, segments, expected) => {
    expect(canCall('ai', role, method, segments)).toBe(expected);
  });

  // Each area's records keep a history: read with the record, restored with its update.
  const AREA_RESOURCES = new Set(AREA_ACCESS.map((area) => area.resource));
  const NO_HISTORY = new Set(Object.keys(EXPECTED.main).filter((resource) => !AREA_RESOURCES.has(resource)));
  const historyCases = Object.entries(EXPECTED.main)
    .filter(([resource]) => !NO_HISTORY.has(resource))
    .flatMap(([resource, expected]) =>
      ROLES.flatMap((role): [string, Role, string, string[], boolean][] => [
        [resource, role, 'GET', [resource, '7', 'history'], allows(expected.read, role)],
        [resource, role, 'POST', [resource, '7', 'history', '3', 'restore'], allows(expected.update, role)],
        [resource, role, 'DELETE', [resource, '7', 'history'], false],
        [resource, role, 'GET', [resource, '7', 'history', '3', 'restore'], false],
        [resource, role, 'POST', [resource, '7', 'history', '3', 'undo'], false],
      ]),
    );
  it.each(historyCases)('history of main %s: %s %s %j → %p', (_resource, role, method, segments, expected) => {
    expect(canCall('main', role, method, segments)).toBe(expected);
  });

  it('has no history of the look-ups and saved views, which are no records of an area', () => {
    expect(NO_HISTORY).toEqual(expect.objectContaining(new Set(['saved-views', 'history'])));
    for (const resource of NO_HISTORY) expect(canCall('main', 'admin', 'GET', [resource, '7', 'history'])).toBe(false);
  });

  it('grants a status job as the resource grants a single step, and nothing else below status-jobs', () => {
    for (const [resource, grant] of Object.entries(MAIN_GRANTS)) {
      const step = grant.actions?.['POST :id/status'] ?? [];
      for (const role of ROLES) {
        const may = step.length > 0 && step.includes(role);
        expect([resource, role, canCall('main', role, 'POST', [resource, 'status-jobs'])]).toEqual([resource, role, may]);
        expect(canCall('main', role, 'GET', [resource, 'status-jobs', '4'])).toBe(may);
        expect(canCall('main', role, 'POST', [resource, 'status-jobs', '4', 'stop'])).toBe(may);
        expect(canCall('main', role, 'DELETE', [resource, 'status-jobs', '4'])).toBe(false);
        expect(canCall('main', role, 'POST', [resource, 'status-jobs', '4', 'restart'])).toBe(false);
      }
    }
    expect(canCall('main', 'editor', 'POST', ['content', 'status-jobs'])).toBe(true);
    expect(canCall('main', 'editor', 'POST', ['orders', 'status-jobs'])).toBe(false);
    expect(canCall('main', 'admin', 'POST', ['products', 'status-jobs'])).toBe(false);
  });

  it('treats HEAD as GET', () => {
    expect(canCall('main', 'editor', 'HEAD', ['tips'])).toBe(true);
    expect(canCall('main', 'admin', 'HEAD', ['tips'])).toBe(false);
    expect(canCall('main', 'editor', 'HEAD', ['files', '3', 'content'])).toBe(true);
  });

  it('says which roles hold an operation, none for anything undeclared', () => {
    expect(rolesFor('main', 'tips', 'list')).toEqual(['editor']);
    expect(rolesFor('main', 'files', 'delete')).toEqual(['admin']);
    expect(rolesFor('main', 'content-types', 'create')).toEqual([]);
    expect(rolesFor('main', 'secrets', 'list')).toEqual([]);
    expect(rolesFor('main', 'constructor', 'list')).toEqual([]);
  });

  it('counts any grant as using a resource, and refuses unknown resources and inherited keys', () => {
    expect(canUseResource('main', 'products', 'editor')).toBe(true);
    expect(canUseResource('main', 'team-members', 'editor')).toBe(true);
    expect(canUseResource('main', 'tips', 'admin')).toBe(true);
    for (const resource of ['orders', 'customers', 'categories', 'suggested-questions', 'settings', 'users']) {
      expect(canUseResource('main', resource, 'editor')).toBe(false);
      expect(canUseResource('main', resource, 'admin')).toBe(true);
    }
    expect(canUseResource('main', 'secrets', 'admin')).toBe(false);
    expect(canUseResource('main', 'constructor', 'admin')).toBe(false);
    expect(canUseResource('ai', 'products', 'admin')).toBe(false);
  });
});

describe('resolveOperation', () => {
  it('reads a collection as list or create and a record as read, update or delete', () => {
    expect(resolveOperation('GET', ['products'])).toEqual({ resource: 'products', kind: 'op', op: 'list' });
    expect(resolveOperation('POST', ['products'])).toEqual({ resource: 'products', kind: 'op', op: 'create' });
    expect(resolveOperation('GET', ['products', '3'])).toEqual({ resource: 'products', kind: 'op', op: 'read' });
    expect(resolveOperation('PATCH', ['products', '3'])).toEqual({ resource: 'products', kind: 'op', op: 'update' });
    expect(resolveOperation('DELETE', ['products', '3'])).toEqual({ resource: 'products', kind: 'op', op: 'delete' });
  });

  it('matches a literal action before :id, so best sellers is never record "bestsellers"', () => {
    expect(resolveOperation('GET', ['products', 'bestsellers'])).toEqual({ resource: 'products', kind: 'action', action: 'GET bestsellers' });
    expect(resolveOperation('PUT', ['products', 'bestsellers'])).toEqual({ resource: 'products', kind: 'action', action: 'PUT bestsellers' });
    expect(resolveOperation('DELETE', ['products', 'bestsellers'])).toBeNull();
    expect(resolveOperation('PATCH', ['products', 'bestsellers'])).toBeNull();
    // Only where it is declared: on bundles, "bestsellers" is just an id.
    expect(resolveOperation('GET', ['bundles', 'bestsellers'])).toEqual({ resource: 'bundles', kind: 'op', op: 'read' });
  });

  it('reaches deeper paths only through declared actions', () => {
    expect(resolveOperation('POST', ['orders', '9', 'status'])).toEqual({ resource: 'orders', kind: 'action', action: 'POST :id/status' });
    expect(resolveOperation('GET', ['orders', '9', 'status'])).toBeNull();
    expect(resolveOperation('POST', ['orders', '9', 'refund'])).toBeNull();
    expect(resolveOperation('POST', ['products', '9', 'status'])).toBeNull();
    expect(resolveOperation('GET', ['files', '9', 'content', 'x'])).toBeNull();
    expect(resolveOperation('GET', ['products', 'bestsellers', '1'])).toBeNull();
  });

  it('refuses methods the contract does not use, and a method on the wrong shape of path', () => {
    expect(resolveOperation('PUT', ['products'])).toBeNull();
    expect(resolveOperation('DELETE', ['products'])).toBeNull();
    expect(resolveOperation('POST', ['products', '3'])).toBeNull();
    expect(resolveOperation('OPTIONS', ['products'])).toBeNull();
    expect(resolveOperation('TRACE', ['products', '3'])).toBeNull();
  });

  it('refuses unknown resources, inherited keys, empty segments and empty paths', () => {
    expect(resolveOperation('GET', ['secrets'])).toBeNull();
    expect(resolveOperation('GET', ['constructor'])).toBeNull();
    expect(resolveOperation('GET', ['__proto__'])).toBeNull();
    expect(resolveOperation('GET', ['health'])).toBeNull();
    expect(resolveOperation('GET', ['health'], 'ai')).toEqual({ resource: 'health', kind: 'op', op: 'list' });
    expect(resolveOperation('GET', ['products', ''])).toBeNull();
    expect(resolveOperation('GET', [])).toBeNull();
    expect(canCall('main', 'admin', 'GET', ['me'])).toBe(false);
  });
});

/** The calls a screen makes of its resource: its route's shape says which. */
function callsOfScreen(route: RouteDef): [string, string[]][] {
  const resource = route.resource!;
  if (route.pattern === '/products/bestsellers') return [['GET', [resource, 'bestsellers']], ['PUT', [resource, 'bestsellers']]];
  if (route.pattern.endsWith('/create')) return [['POST', [resource]]];
  if (route.pattern.endsWith('/update/:id')) return [['GET', [resource, '7']], ['PUT', [resource, '7']]];
  // A detail screen (a conversation, an AI interlink review) reads its record.
  if (route.pattern.endsWith('/:id')) return [['GET', [resource, '7']]];
  return [['GET', [resource]]];
}

describe('grants and the route table', () => {
  const screens = ROUTES.filter((route) => route.resource !== undefined);

  it.each(screens.map((route) => [route.pattern, route.resource!] as const))('%s has a grant entry for %s', (_pattern, resource) => {
    expect(Object.hasOwn(MAIN_GRANTS, resource)).toBe(true);
  });

  it.each(screens.flatMap((route) => route.roles.map((role) => [route.pattern, role, route] as const)))(
    '%s: whoever opens it (%s) may make its calls',
    (_pattern, role, route) => {
      for (const [method, segments] of callsOfScreen(route)) expect([method, segments, canCall('main', role, method, segments)]).toEqual([method, segments, true]);
    },
  );
});
