import { AREA_ACCESS } from '@/areas/access';
import { MENU_GROUPS } from '@/areas/menu-groups';
import { ENGINE_MENU_LEAVES, menuTreeOf } from './menu-tree';
import { MENU, ROUTES, buildMenu, isPathAllowed, matchRoute, menuForRole, routesForRole } from './routes';
import { isMenuEntryActive, menuOwnerOf, type MenuEntry, type MenuItemState } from './menu';

function find(menu: MenuItemState[], label: string, parent?: string): MenuItemState {
  const scope = parent ? menu.find((e) => e.label === parent)?.children ?? [] : menu;
  const entry = scope.find((e) => e.label === label);
  if (!entry) throw new Error(`no menu entry ${parent ? `${parent} › ` : ''}${label}`);
  return entry;
}

describe('route table', () => {
  it('matches literal segments before :id, so best sellers is not an update screen', () => {
    expect(matchRoute('/products/bestsellers')?.title).toBe('Best sellers');
    expect(matchRoute('/products/update/42')?.pattern).toBe('/products/update/:id');
    expect(matchRoute('/products/update')).toBeUndefined();
  });

  it('ignores one trailing slash and refuses encoded or dot segments', () => {
    expect(matchRoute('/orders/')?.pattern).toBe('/orders');
    expect(matchRoute('/products/update/%2e%2e')).toBeUndefined();
    expect(matchRoute('/products/update/..')).toBeUndefined();
    expect(matchRoute('orders')).toBeUndefined();
  });

  it('gives the /tips list to editors only and tip forms to both roles', () => {
    expect(isPathAllowed('/tips', 'editor')).toBe(true);
    expect(isPathAllowed('/tips', 'admin')).toBe(false);
    expect(isPathAllowed('/tips/create', 'admin')).toBe(true);
    expect(isPathAllowed('/tips/update/7', 'editor')).toBe(true);
  });

  it('keeps admin-only areas from editors', () => {
    for (const path of ['/orders', '/customers', '/system/users/update/1', '/categories/create', '/feedbacks']) {
      expect(isPathAllowed(path, 'editor')).toBe(false);
      expect(isPathAllowed(path, 'admin')).toBe(true);
    }
  });

  it('lets editors open content categories, content types and pages (the route table governs)', () => {
    expect(isPathAllowed('/content-categories/update/3', 'editor')).toBe(true);
    expect(isPathAllowed('/content-types/update/3', 'editor')).toBe(true);
    expect(isPathAllowed('/pages', 'editor')).toBe(true);
  });

  it('has no create route for content types or pages', () => {
    expect(matchRoute('/content-types/create')).toBeUndefined();
    expect(matchRoute('/pages/create')).toBeUndefined();
  });

  it('filters the route list by role', () => {
    const editor = routesForRole('editor').map((r) => r.pattern);
    const admin = routesForRole('admin').map((r) => r.pattern);
    expect(editor).toContain('/tips');
    expect(editor).not.toContain('/orders');
    expect(admin).not.toContain('/tips');
    expect(admin.length + editor.length).toBeGreaterThan(ROUTES.length);
  });

  it('opens the audit log to whoever may read the audit log, admins', () => {
    expect(matchRoute('/system/audit')).toMatchObject({ title: 'Audit log', roles: ['admin'], resource: 'history' });
    expect(isPathAllowed('/system/audit', 'editor')).toBe(false);
  });

  it('refuses unknown paths to everyone', () => {
    expect(isPathAllowed('/nope', 'admin')).toBe(false);
    expect(isPathAllowed('/__not-found', 'editor')).toBe(false);
  });
});

/** The menu as label trees, for comparing with the list in docs/console-screens.md#navigation-menu. */
function leaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));
}

describe('menu', () => {
  // The declared places decide the menu: each area's `menu` (areas/<area>/access.ts) and the groups of
  // areas/menu-groups.ts. The whole menu in order is printed at the top of areas/access.ts.
  it('draws every declared entry once, under its group, in the declared order', () => {
    const declared = [...AREA_ACCESS.flatMap((area) => area.menuLeaves), ...ENGINE_MENU_LEAVES];
    const inOrder = <T extends { order: number }>(entries: readonly T[]) => [...entries].sort((a, b) => a.order - b.order);
    const top = inOrder([...declared.filter((leaf) => !leaf.group), ...MENU_GROUPS]);
    expect(MENU.map((entry) => entry.key)).toEqual(top.map((entry) => entry.key));
    for (const group of MENU_GROUPS) {
      const entry = MENU.find((candidate) => candidate.key === group.key);
      expect(entry?.label).toBe(group.label);
      expect(entry?.children?.map((child) => [child.key, child.href])).toEqual(inOrder(declared.filter((leaf) => leaf.group === group.key)).map((leaf) => [leaf.key, leaf.route]));
    }
    expect(leaves(MENU)).toHaveLength(declared.length);
  });

  it('opens the console on the dashboard and ends with the system screens, as docs/console-screens.md#navigation-menu says', () => {
    expect(MENU[0]).toMatchObject({ key: 'dashboard', label: 'Dashboard' });
    expect(MENU.at(-1)).toMatchObject({ key: 'system-group', label: 'System' });
  });

  it('refuses two entries at one place, a group no one declared and an empty group', () => {
    const leaf = (key: string, order: number, group?: string) => ({ key, route: `/${key}`, order, ...(group ? { group } : {}) });
    expect(() => menuTreeOf([leaf('a', 10), leaf('b', 10)], [])).toThrow('Menu entries a and b share place 10 in the top level');
    expect(() => menuTreeOf([leaf('a', 10, 'g'), leaf('b', 10, 'g')], [{ key: 'g', label: 'G', order: 5 }])).toThrow('share place 10 in G');
    expect(() => menuTreeOf([leaf('a', 10, 'ghost-group')], [])).toThrow('Menu entry a names no declared group: ghost-group');
    expect(() => menuTreeOf([leaf('a', 10)], [{ key: 'g', label: 'G', order: 5 }])).toThrow('Menu group g has no entries');
    expect(menuTreeOf([leaf('b', 20, 'g'), leaf('a', 10, 'g'), leaf('c', 30)], [{ key: 'g', label: 'G', order: 40 }])).toEqual([
      { key: 'c', route: '/c' },
      { key: 'g', label: 'G', children: [{ key: 'a', route: '/a' }, { key: 'b', route: '/b' }] },
    ]);
  });

  it('points every leaf at a route and labels it with the route’s menu label or title', () => {
    for (const leaf of leaves(MENU)) {
      const route = ROUTES.find((candidate) => candidate.pattern === leaf.href);
      expect([leaf.key, route?.menuLabel ?? route?.title]).toEqual([leaf.key, leaf.label]);
    }
    expect(matchRoute('/suggested-questions')?.title).toBe('Suggested questions');
  });

  it('keys each entry by its declaration: the area, or the key it declares', () => {
    const keys = (entries: readonly MenuEntry[]): string[] => entries.flatMap((e) => [e.key, ...(e.children ? keys(e.children) : [])]);
    expect(new Set(keys(MENU)).size).toBe(keys(MENU).length);
    for (const area of AREA_ACCESS) {
      if (area.menu) expect(leaves(MENU).find((leaf) => leaf.href === area.path)?.key).toBe(area.menu.key ?? area.resource);
    }
  });

  it('refuses a leaf that points at no route, or at one no link can open', () => {
    expect(() => buildMenu([{ key: 'ghost', route: '/ghosts' }])).toThrow('Menu entry ghost points at no route: /ghosts');
    expect(() => buildMenu([{ key: 'edit', route: '/products/update/:id' }])).toThrow(/points at no route/);
    expect(() => buildMenu([{ key: 'g', label: 'Group', children: [{ key: 'ghost', route: '/ghosts' }] }])).toThrow(/ghost/);
  });

  it('marks a leaf with exactly the shape the shell reads', () => {
    expect(menuForRole('editor')[0]).toEqual({ key: 'dashboard', label: 'Dashboard', href: '/dashboard', isEnabled: true });
  });

  it('disables entries exactly where the route is not allowed, keeping them visible', () => {
    const editor = menuForRole('editor');
    expect(find(editor, 'Orders').isEnabled).toBe(false);
    expect(find(editor, 'Customers').isEnabled).toBe(false);
    expect(find(editor, 'Tips').isEnabled).toBe(true);
    expect(find(editor, 'Pages').isEnabled).toBe(true);
    expect(find(menuForRole('admin'), 'Tips').isEnabled).toBe(false);
  });

  it('says why an entry is greyed, and says nothing on an enabled one', () => {
    expect(find(menuForRole('admin'), 'Tips').note).toBe('Tips are listed for editors');
    expect(find(menuForRole('editor'), 'Orders').note).toBe('Orders are listed for admins');
    expect(find(menuForRole('editor'), 'Tips').note).toBeUndefined();
  });

  it('filters nested children and enables a group when any child is enabled', () => {
    const editor = menuForRole('editor');
    expect(find(editor, 'Categories', 'Products').isEnabled).toBe(false);
    expect(find(editor, 'Questions', 'Products').isEnabled).toBe(false);
    expect(find(editor, 'Best seller', 'Products').isEnabled).toBe(true);
    expect(find(editor, 'Content types', 'Content').isEnabled).toBe(true);
    expect(find(editor, 'Products').isEnabled).toBe(true);
    expect(find(editor, 'System').isEnabled).toBe(false);
    expect(find(editor, 'Influencers').isEnabled).toBe(false);
    expect(find(editor, 'Users', 'System').isEnabled).toBe(false);
  });

  it('enables every admin entry but Tips', () => {
    const disabled: string[] = [];
    (function walk(entries: MenuItemState[]) {
      for (const e of entries) {
        if (!e.isEnabled) disabled.push(e.label);
        if (e.children) walk([...e.children]);
      }
    })(menuForRole('admin'));
    expect(disabled).toEqual(['Tips']);
  });

  it('marks the entry owning the current page, preferring the most specific one', () => {
    const admin = menuForRole('admin');
    const products = find(admin, 'Products', 'Products');
    const bestSeller = find(admin, 'Best seller', 'Products');
    const owner = (pathname: string) => menuOwnerOf(admin, pathname);
    expect(owner('/products/update/4')).toBe('/products');
    expect(isMenuEntryActive(products, owner('/products/update/4'))).toBe(true);
    expect(isMenuEntryActive(products, owner('/products/bestsellers'))).toBe(false);
    expect(isMenuEntryActive(bestSeller, owner('/products/bestsellers'))).toBe(true);
    expect(isMenuEntryActive(find(admin, 'Products'), owner('/bundles/create'))).toBe(true);
    expect(isMenuEntryActive(find(admin, 'Content'), owner('/products'))).toBe(false);
    expect(owner('/nowhere')).toBeUndefined();
    expect(isMenuEntryActive(products, owner('/nowhere'))).toBe(false);
  });
});
