// Where a record is edited, read from the route table (lib/routes.ts) rather than spelt by the screen that
// links to it: a screen of one area linking to another's record (a file's uses, a conversation's question)
// names only the resource, so the link follows when that area's routes change.
import { ROUTES } from './routes';

/** The console address of a record's update form (`/<area>/update/<id>`), or undefined when its resource has none. */
export function updatePathOf(resource: string, id: number | string): string | undefined {
  const route = ROUTES.find((candidate) => candidate.resource === resource && candidate.pattern.endsWith('/update/:id'));
  return route?.pattern.replace(':id', encodeURIComponent(String(id)));
}
