import {
  MAIN_RESOURCES,
  ROUTES,
  canUseResource,
  isPathAllowed,
  matchRoute,
  menuForRole,
  routesForRole,
  safeNextPath,
} from './routes';
import { isMenuEntryActive, menuOwnerOf, type MenuItemState } from './menu';

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

  it('refuses unknown paths to everyone', () => {
    expect(isPathAllowed('/nope', 'admin')).toBe(false);
    expect(isPathAllowed('/__not-found', 'editor')).toBe(false);
  });
});

describe('menu', () => {
  it('disables entries exactly where the route is not allowed, keeping them visible', () => {
    const editor = menuForRole('editor');
    expect(find(editor, 'Orders').isEnabled).toBe(false);
    expect(find(editor, 'Customers').isEnabled).toBe(false);
    expect(find(editor, 'Tips').isEnabled).toBe(true);
    expect(find(editor, 'Pages').isEnabled).toBe(true);
    expect(find(menuForRole('admin'), 'Tips').isEnabled).toBe(false);
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

describe('API resources', () => {
  it('grants each resource the union of its screens’ roles', () => {
    expect(MAIN_RESOURCES.tips).toEqual(expect.arrayContaining(['admin', 'editor']));
    expect(canUseResource('main', 'products', 'editor')).toBe(true);
  });

  it.each(['orders', 'customers', 'influencers', 'invitations', 'team-members', 'suggested-questions', 'subscribers', 'feedbacks', 'categories', 'users', 'files', 'settings'])(
    'refuses %s to editors',
    (resource) => {
      expect(canUseResource('main', resource, 'editor')).toBe(false);
      expect(canUseResource('main', resource, 'admin')).toBe(true);
    },
  );

  it('refuses unknown resources and inherited object keys', () => {
    expect(canUseResource('main', 'secrets', 'admin')).toBe(false);
    expect(canUseResource('main', 'constructor', 'admin')).toBe(false);
    expect(canUseResource('ai', 'products', 'admin')).toBe(false);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/products?page=2', '/products?page=2'],
    ['/content/update/3', '/content/update/3'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/orders%0d%0aSet-Cookie:x=1', '/'],
    ['/orders\r\nLocation: https://evil.example', '/'],
    ['/login', '/'],
    ['/%E0%A4%A', '/'],
  ])('%p lands on %p', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
