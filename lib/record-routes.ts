// Where a record is edited, read from the route table (lib/routes.ts) rather than spelt by the screen that
// links to it: a screen of one area linking to another's record (a file's uses, a conversation's question)
// names only the resource, so the link follows when that area's routes change. The table weighs a few KB:
// a screen whose first load should not carry it gets the pattern from its server page instead.
import { ROUTES, type RouteDef } from './routes';

/** The route of a resource's update form (`/<area>/update/:id`), or undefined when it has none. */
export function updateRouteOf(resource: string): RouteDef | undefined {
  return ROUTES.find((candidate) => candidate.resource === resource && candidate.pattern.endsWith('/update/:id'));
}

/** A record's address on a route pattern with `:id`. */
function pathWithId(pattern: string, id: number | string): string {
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

/** The console address of a record's update form (`/<area>/update/<id>`), or undefined when its resource has none. */
export function updatePathOf(resource: string, id: number | string): string | undefined {
  const route = updateRouteOf(resource);
  return route && pathWithId(route.pattern, id);
}
