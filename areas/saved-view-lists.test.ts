// The lists with saved views: every resource's list under its name, the equivalence report under its own,
// each open to exactly the roles its screen's route lets in.
import { matchRoute, ROLES } from '@/lib/routes';
import { EQUIVALENCE_COLUMNS } from './content/equivalence-list';
import { RESOURCES } from './registry';
import { VIEW_LISTS, isViewListName, mayOpenViewList } from './saved-view-lists';

describe('the lists with saved views', () => {
  it("has every resource's list under the resource's name, with its screen and columns", () => {
    for (const [name, definition] of Object.entries(RESOURCES)) {
      expect([name, VIEW_LISTS[name]]).toEqual([name, { path: definition.basePath, columns: definition.columns.map((column) => column.field) }]);
    }
  });

  it('has the equivalence report under a name of its own, with its columns', () => {
    expect(VIEW_LISTS['content-equivalence']).toEqual({ path: '/content/equivalence', columns: EQUIVALENCE_COLUMNS.map((column) => column.field) });
    expect(Object.keys(VIEW_LISTS)).toHaveLength(Object.keys(RESOURCES).length + 1);
  });

  it("opens each list's views to exactly the roles its screen's route lets in", () => {
    for (const [name, { path }] of Object.entries(VIEW_LISTS)) {
      const route = matchRoute(path);
      expect([name, route?.pattern]).toEqual([name, path]);
      for (const role of ROLES) expect([name, role, mayOpenViewList(name, role)]).toEqual([name, role, route!.roles.includes(role)]);
    }
    expect(ROLES.filter((role) => mayOpenViewList('content-equivalence', role))).toEqual(matchRoute('/content/equivalence')!.roles);
    expect(mayOpenViewList('orders', 'editor')).toBe(false);
  });

  it('knows no list by another name', () => {
    for (const name of ['content/equivalence', 'equivalence', 'saved-views', 'constructor', '__proto__', '']) {
      expect([name, isViewListName(name), mayOpenViewList(name, 'admin')]).toEqual([name, false, false]);
    }
  });
});
