// What every generic console page does first: find the route a path opens, verify the session and
// the role for it (404 otherwise), and title the page without naming routes the role may not open.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isPathAllowed, matchRoute, type RouteDef } from '@/lib/routes';
import { getSessionUser, requireRoute } from './dal';

/** The route `pathname` opens for the signed-in user; the not-found screen when none or not allowed. */
export async function openRoute(pathname: string): Promise<RouteDef> {
  const route = matchRoute(pathname);
  if (!route) notFound();
  await requireRoute(pathname);
  return route;
}

/** The page title: the route's, or "Page not found" where the 404 would otherwise be named. */
export async function routeMetadata(pathname: string): Promise<Metadata> {
  const user = await getSessionUser();
  const isOpenable = user !== null && isPathAllowed(pathname, user.role);
  return { title: isOpenable ? matchRoute(pathname)?.title : 'Page not found' };
}

/** A path from decoded route segments, re-encoded so the route table sees what the browser sent. */
export function pathFromSegments(...segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}
