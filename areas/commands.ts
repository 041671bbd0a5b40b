// What the command palette (components/shell/command-palette) may offer one role, worked out on the server
// from the areas' declarations and the route table, and handed to the shell as plain data: the resources
// whose records it searches (only lists the role may open, each record opening where the list would open
// it), the screens it may open and the actions it may take.
import type { MenuEntry } from '@/lib/menu';
import { MENU, isPathAllowed, matchRoute, routesForRole, type Role } from '@/lib/routes';
import { recordTitleField } from '@/lib/resources/record-title';
import type { ResourceDefinition } from '@/lib/resources/types';
import { RESOURCES } from './registry';

/** A resource the palette searches with its list's own search (`?search=`), five hits at a time. */
export interface RecordSource {
  resource: string;
  /** The group's heading: the list's title ("Products"). */
  label: string;
  /** What one hit is ("Product"). */
  singular: string;
  /** The list's address, where "See all" leads with the search typed. */
  listHref: string;
  /** The record property a hit is named by. */
  titleField: string;
  /** The properties the list's search looks in, each with what a person calls it, to say why a hit matched. */
  searchFields: readonly { field: string; label: string }[];
  /** The record property holding its storefront region, when records have one. */
  regionField?: string;
  /** The list's default sort, so a hit list reads as the list would. */
  sort: { field: string; order: 'asc' | 'desc' };
  /** Where a hit opens: `{field}` is filled from the record (`/products/update/{id}`, `/orders?order={id}`). */
  href: string;
  /**
   * The same place as the shell's watcher of opened records reads it from the address: the id follows
   * `path` (`/products/update/`), or is the `param` of the page at `path` (`/orders`, `order`). None
   * where a hit's address names no record of its own (a rating opens its conversation).
   */
  opens?: { path: string; param?: string };
}

/** Something the role may do from the palette: open a create form, or download a list as CSV. */
export interface ActionCommand {
  /** Stable key, also the palette item's value. */
  key: string;
  label: string;
  href: string;
  /** A file to download rather than a screen to open. */
  download?: boolean;
}

/** A screen the role may open, named by its heading ("Conversation feedbacks", where the menu says "Feedbacks"). */
export interface ScreenCommand {
  href: string;
  label: string;
}

export interface CommandSources {
  screens: readonly ScreenCommand[];
  records: readonly RecordSource[];
  actions: readonly ActionCommand[];
}

/** What a searched property is called: its column's heading, else its form label, else its name. */
function searchFieldLabel(definition: ResourceDefinition, field: string): string {
  const label = definition.columns.find((column) => column.field === field)?.label ?? definition.fields.find((candidate) => candidate.name === field)?.label;
  if (label) return label;
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where the role opens one record of the list, as the list itself would: its own screen, drawer or form. */
function recordHref(definition: ResourceDefinition, role: Role): string | undefined {
  if (definition.rowLink) return isPathAllowed(definition.rowLink.replace(/[?#].*$/, '').replace(/\{[a-z_]+\}/g, '1'), role) ? definition.rowLink : undefined;
  if (definition.detail) return `${definition.basePath}?${definition.detail.param}={id}`;
  if (definition.actions.update && isPathAllowed(`${definition.basePath}/update/1`, role)) return `${definition.basePath}/update/{id}`;
  return undefined;
}

/** Where `href` puts a record's id, for reading it back from an address; undefined when it puts none alone. */
function opensOf(href: string): RecordSource['opens'] {
  const drawer = /^([^?#]+)\?([a-z_]+)=\{id\}$/.exec(href);
  if (drawer) return { path: drawer[1], param: drawer[2] };
  const screen = /^([^?#{]+\/)\{id\}$/.exec(href);
  return screen ? { path: screen[1] } : undefined;
}

/** Every menu link in the order the menu shows it, groups opened. */
const menuLinks = (entries: readonly MenuEntry[]): string[] => entries.flatMap((entry) => [...(entry.href ? [entry.href] : []), ...menuLinks(entry.children ?? [])]);

/**
 * The resources in the menu's order (one not in the menu last), so the palette's groups and actions follow
 * the menu a user knows rather than the order the area index happens to list them in.
 */
function inMenuOrder(definitions: readonly ResourceDefinition[]): ResourceDefinition[] {
  const links = menuLinks(MENU);
  const place = (definition: ResourceDefinition) => {
    const index = links.indexOf(definition.basePath);
    return index === -1 ? links.length : index;
  };
  return [...definitions].sort((a, b) => place(a) - place(b));
}

/** The palette's searches and actions for `role`: never a list, form or export the role may not open. */
export function commandSourcesFor(role: Role): CommandSources {
  const records: RecordSource[] = [];
  const creates: ActionCommand[] = [];
  const exports: ActionCommand[] = [];
  for (const definition of inMenuOrder(Object.values(RESOURCES) as ResourceDefinition[])) {
    // A create form may be open to a role that does not list the records (admins write tips).
    const createForm = definition.actions.create ? matchRoute(`${definition.basePath}/create`) : undefined;
    if (createForm && isPathAllowed(createForm.pattern, role)) {
      // The form's own heading names it ("New content category"), where two areas' nouns are alike.
      creates.push({ key: `create:${definition.resource}`, label: createForm.title.replace(/^New /, 'Create '), href: createForm.pattern });
    }
    if (!isPathAllowed(definition.basePath, role)) continue;
    const href = recordHref(definition, role);
    if (href && definition.searchFields.length > 0) {
      const opens = opensOf(href);
      records.push({
        resource: definition.resource,
        label: definition.label,
        singular: definition.singular,
        listHref: definition.basePath,
        titleField: recordTitleField(definition),
        searchFields: definition.searchFields.map((field) => ({ field, label: searchFieldLabel(definition, field) })),
        ...(definition.regionField ? { regionField: definition.regionField } : {}),
        sort: definition.defaultSort,
        href,
        ...(opens ? { opens } : {}),
      });
    }
    if (definition.csvExport) {
      exports.push({
        key: `export:${definition.resource}`,
        label: `Export ${definition.label.toLowerCase()} as CSV`,
        href: `/api/export/${definition.resource}.csv`,
        download: true,
      });
    }
  }
  // Forms open from their lists (or as create actions), a screen with `:id` needs a record, and `/` is
  // only the way to the dashboard.
  const screens = routesForRole(role)
    .filter((route) => route.pattern !== '/' && !route.pattern.includes(':') && !route.pattern.endsWith('/create'))
    .map((route) => ({ href: route.pattern, label: route.title }));
  return { screens, records, actions: [...creates, ...exports] };
}
