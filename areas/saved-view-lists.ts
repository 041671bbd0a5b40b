// The lists whose views can be saved (docs/api-contract.md#saved-views), by the name a view gives its list:
// every declared resource's list under the resource's name, and the custom lists that are no resource under
// a name of their own, declared by their area (`viewLists` in areas/<area>/parts.ts: the GB/US equivalence
// report, `content-equivalence`). A role sees, saves and changes
// a list's views exactly when the route table lets it open the list's screen, so no grant says it again.
// The sandbox's saved-views calls read this table.
import type { ViewList } from '@/lib/area-parts';
import { isPathAllowed, type Role } from '@/lib/routes';
import { AREA_PARTS } from './parts';
import { RESOURCES } from './registry';

export type { ViewList } from '@/lib/area-parts';

const fieldsOf = (columns: readonly { field: string }[]) => columns.map((column) => column.field);

/** Custom list screens with a column chooser and saved views, each under a name no resource has. */
const CUSTOM_LISTS: readonly (readonly [string, ViewList])[] = Object.values(AREA_PARTS).flatMap(({ viewLists }) => Object.entries(viewLists ?? {}));

function viewLists(): Readonly<Record<string, ViewList>> {
  const lists: Record<string, ViewList> = {};
  for (const [name, definition] of Object.entries(RESOURCES)) lists[name] = { path: definition.basePath, columns: fieldsOf(definition.columns) };
  for (const [name, list] of CUSTOM_LISTS) {
    // Two lists under one name would share their views.
    if (Object.hasOwn(lists, name)) throw new Error(`The custom list ${name} has the name of a resource or another list`);
    lists[name] = list;
  }
  return lists;
}

/** Every list with saved views, by name. */
export const VIEW_LISTS = viewLists();

/** Whether `name` names a list with saved views (own keys only, so `constructor` names none). */
export function isViewListName(name: string): boolean {
  return Object.hasOwn(VIEW_LISTS, name);
}

/** Whether `role` may open the list `name` names, and so see, save and change its views. */
export function mayOpenViewList(name: string, role: Role): boolean {
  return isViewListName(name) && isPathAllowed(VIEW_LISTS[name].path, role);
}
