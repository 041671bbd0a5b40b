// The palette offers a role only what its route table lets it open: lists to search, records opening where
// the list opens them, create forms and exports.
import type { MenuEntry } from '@/lib/menu';
import { isPathAllowed, MENU, ROLES, type Role } from '@/lib/routes';
import { recordAt } from '@/lib/client/recent-records';
import { commandSourcesFor } from './commands';
import { RESOURCES } from './registry';

/** A record href with its `{field}`s filled and its query and fragment dropped: the screen it opens. */
const screenOf = (href: string) => href.replace(/\{[a-z_]+\}/g, '7').replace(/[?#].*$/, '');

describe.each(ROLES)('command sources for %s', (role: Role) => {
  const sources = commandSourcesFor(role);

  it('searches only lists the role may open, and each hit opens a screen the role may open', () => {
    expect(sources.records.length).toBeGreaterThan(0);
    for (const source of sources.records) {
      expect(isPathAllowed(source.listHref, role)).toBe(true);
      expect(isPathAllowed(screenOf(source.href), role)).toBe(true);
      expect(RESOURCES[source.resource as keyof typeof RESOURCES].searchFields.length).toBeGreaterThan(0);
    }
  });

  it("lists its searches in the menu's order, whatever order the area index lists the areas in", () => {
    const linksOf = (entries: readonly MenuEntry[]): string[] => entries.flatMap((entry) => [entry.href ?? '', ...linksOf(entry.children ?? [])]);
    const links = linksOf(MENU);
    const places = sources.records.map((source) => links.indexOf(source.listHref));
    expect(places).not.toContain(-1);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it('offers every screen, create form and export it may open, and nothing else', () => {
    for (const screen of sources.screens) expect(isPathAllowed(screen.href, role)).toBe(true);
    for (const action of sources.actions) expect(isPathAllowed(action.download ? action.href.replace(/^\/api\/export\/(.+)\.csv$/, (_, name: string) => RESOURCES[name as keyof typeof RESOURCES].basePath) : action.href, role)).toBe(true);
    const creatable = Object.values(RESOURCES).filter((definition) => definition.actions.create && isPathAllowed(`${definition.basePath}/create`, role));
    expect(sources.actions.filter((action) => action.key.startsWith('create:')).map((action) => action.href).sort()).toEqual(creatable.map((definition) => `${definition.basePath}/create`).sort());
  });

  it('reads back from its address each record a hit opens, so the shell remembers it as opened', () => {
    for (const source of sources.records.filter((candidate) => candidate.opens)) {
      const address = new URL(source.href.replace('{id}', '7'), 'http://console');
      expect(recordAt([source], address.pathname, address.searchParams)).toBe(`${source.resource}/7`);
    }
  });

  it('names every screen and action once', () => {
    const labels = [...sources.screens, ...sources.actions].map((command) => command.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('command sources by role', () => {
  it('gives an editor no orders, customers, system screens or admin-only lists, and no exports', () => {
    const editor = commandSourcesFor('editor');
    const resources = editor.records.map((source) => source.resource);
    expect(resources).toEqual(expect.arrayContaining(['products', 'content', 'videos', 'conversations']));
    for (const adminOnly of ['orders', 'customers', 'users', 'files', 'settings', 'feedbacks', 'influencers', 'subscribers']) expect(resources).not.toContain(adminOnly);
    expect(editor.screens.map((screen) => screen.href).filter((href) => /^\/(orders|customers|system)/.test(href))).toEqual([]);
    expect(editor.actions.filter((action) => action.download)).toEqual([]);
  });

  it('gives an admin the drawers and exports of the people lists, named by the form headings', () => {
    const admin = commandSourcesFor('admin');
    expect(admin.records.find((source) => source.resource === 'orders')).toMatchObject({ href: '/orders?order={id}', opens: { path: '/orders', param: 'order' }, titleField: 'order_number', regionField: 'region' });
    expect(admin.records.find((source) => source.resource === 'products')).toMatchObject({ href: '/products/update/{id}', opens: { path: '/products/update/' } });
    expect(admin.records.find((source) => source.resource === 'conversations')).toMatchObject({ href: '/conversations/{id}', opens: { path: '/conversations/' } });
    // A rating opens its conversation: the address names no rating to remember.
    const ratings = admin.records.find((source) => source.resource === 'conversation-feedbacks');
    expect(ratings).toMatchObject({ titleField: 'comment', href: '/conversations/{conversation_id}#message-{message_id}' });
    expect(ratings?.opens).toBeUndefined();
    expect(admin.actions.map((action) => action.label)).toEqual(expect.arrayContaining(['Create product', 'Create content category', 'Export orders as CSV']));
    // Tips are an editor's list: an admin does not search them, though the route table lets admins write one.
    expect(admin.records.map((source) => source.resource)).not.toContain('tips');
    expect(admin.actions.map((action) => action.label)).toContain('Create tip');
  });

  it('leaves out lists whose records open nowhere (files)', () => {
    expect(commandSourcesFor('admin').records.map((source) => source.resource)).not.toContain('files');
  });
});
