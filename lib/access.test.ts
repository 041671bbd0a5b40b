// Access said once agrees everywhere: for every role, area and operation, the menu, the route table (and
// so the Edge guard and the pages), the BFF's grants and the buttons a screen is told to show say the
// same. No button leads to a not-found screen or a 403, and no allowed action is hidden.
import { AREA_ACCESS } from '@/areas/access';
import { defineAccess, type DerivedAccess } from './access';
import { canCall } from './grants';
import { isResourceName, resourceMeta } from '@/areas/registry';
import { resourceMetaForRole } from './resources/role-view';
import { ROLES, isPathAllowed, menuForRole, type Role } from './routes';
import type { MenuItemState } from './menu';

function menuEntry(items: readonly MenuItemState[], href: string): MenuItemState | undefined {
  for (const item of items) {
    const found = item.href === href ? item : item.children && menuEntry(item.children, href);
    if (found) return found;
  }
  return undefined;
}

const cases = ROLES.flatMap((role) => AREA_ACCESS.map((area) => [role, area.resource, area] as [Role, string, DerivedAccess]));

describe.each(cases)('%s on %s', (role, resource, area) => {
  const opensList = isPathAllowed(area.path, role);

  it('the menu entry is enabled exactly when the list opens', () => {
    const entry = menuEntry(menuForRole(role), area.path);
    if (entry) expect(entry.isEnabled).toBe(opensList);
  });

  it('whoever opens the list may list the records', () => {
    if (opensList) expect(canCall('main', role, 'GET', [resource])).toBe(true);
  });

  it('each screen of the area opens for whoever may make its calls, and for no one else', () => {
    for (const route of area.routes) {
      const sample = route.pattern.replace(':id', '7');
      if (isPathAllowed(sample, role)) expect(route.roles).toContain(role);
    }
    const create = `${area.path}/create`;
    if (area.screens?.create) expect(isPathAllowed(create, role)).toBe(canCall('main', role, 'POST', [resource]));
    const update = `${area.path}/update/7`;
    if (area.screens?.update) expect(isPathAllowed(update, role)).toBe(canCall('main', role, 'PUT', [resource, '7']));
  });

  it('the screen shows Create, row forms and Delete exactly when the role may use them', () => {
    if (!isResourceName(resource) || !opensList) return;
    const { actions } = resourceMetaForRole(resource, role);
    const create = area.screens?.create === true && canCall('main', role, 'POST', [resource]);
    expect(actions.create).toBe(create);
    if (actions.create) expect(isPathAllowed(`${area.path}/create`, role)).toBe(true);
    const update = area.screens?.update === true && canCall('main', role, 'PUT', [resource, '7']);
    expect(actions.update).toBe(update);
    if (actions.update) expect(isPathAllowed(`${area.path}/update/7`, role)).toBe(true);
    expect(actions.delete).toBe(canCall('main', role, 'DELETE', [resource, '7']));
  });

  it('every workflow step the screen offers is a call the role may make', () => {
    if (!isResourceName(resource)) return;
    for (const step of resourceMetaForRole(resource, role).workflow?.steps ?? []) {
      expect([step.key, canCall('main', role, 'POST', [resource, '7', 'status'])]).toEqual([step.key, true]);
    }
  });
});

describe('an access declaration', () => {
  it('derives the list, the forms and the pages from the grants', () => {
    const derived = defineAccess({
      resource: 'widgets',
      title: 'Widgets',
      path: '/widgets',
      grants: { list: ['admin', 'editor'], read: ['admin', 'editor'], create: ['admin'], update: ['editor'], actions: { 'PUT order': ['admin'] } },
      screens: { create: true, update: true, pages: [{ path: '/widgets/order', title: 'Widget order', needs: 'PUT order' }] },
    });
    expect(derived.routes).toEqual([
      { pattern: '/widgets', roles: ['admin', 'editor'], title: 'Widgets', resource: 'widgets' },
      { pattern: '/widgets/create', roles: ['admin'], title: 'New widget', resource: 'widgets' },
      { pattern: '/widgets/update/:id', roles: ['editor'], title: 'Edit widget', resource: 'widgets' },
      { pattern: '/widgets/order', roles: ['admin'], title: 'Widget order', resource: 'widgets' },
    ]);
  });

  it('places in the menu the list and the pages that say where, keyed by the area or the page path unless they say', () => {
    const derived = defineAccess({
      resource: 'widgets',
      title: 'Widgets',
      path: '/widgets',
      menu: { group: 'things-group', order: 20 },
      grants: { list: ['admin'], actions: { 'PUT order': ['admin'], 'GET report': ['admin'] } },
      screens: {
        pages: [
          { path: '/widgets/order', title: 'Widget order', needs: 'PUT order', menu: { group: 'things-group', order: 30 } },
          { path: '/widgets/report', title: 'Widget report', needs: 'GET report', menu: { order: 70, key: 'widget-report' } },
          { path: '/widgets/:id', title: 'Widget', needs: 'GET report' },
        ],
      },
    });
    expect(derived.menuLeaves).toEqual([
      { key: 'widgets', route: '/widgets', group: 'things-group', order: 20 },
      { key: 'widgets-order', route: '/widgets/order', group: 'things-group', order: 30 },
      { key: 'widget-report', route: '/widgets/report', order: 70 },
    ]);
    expect(defineAccess({ resource: 'widgets', title: 'Widgets', path: '/widgets', grants: { list: ['admin'] } }).menuLeaves).toEqual([]);
  });

  it('refuses a screen no role is granted the call for', () => {
    expect(() => defineAccess({ resource: 'widgets', title: 'Widgets', path: '/widgets', grants: { list: ['admin'] }, screens: { create: true } })).toThrow(
      '/widgets/create: no role is granted what the screen needs',
    );
  });

  it('gives every defined resource the screens its access declares', () => {
    for (const area of AREA_ACCESS) {
      if (!isResourceName(area.resource)) continue;
      const meta = resourceMeta(area.resource);
      expect([meta.basePath, meta.label, meta.actions.create, meta.actions.update]).toEqual([area.path, area.title, area.screens?.create === true, area.screens?.update === true]);
    }
  });
});
