// What every generic console page does first: find the route a path opens, verify the session and
// the role for it (404 otherwise), and title the page without naming routes the role may not open.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ROUTES, isPathAllowed, matchRoute, type RouteDef } from '@/lib/routes';
import { getSessionUser, requireRoute, type SessionUser } from './dal';
import type { SearchParamsRecord } from './first-data';

/** The route `pathname` opens for the signed-in user, and the user; the not-found screen when none or not allowed. */
export async function openRoute(pathname: string): Promise<{ route: RouteDef; user: SessionUser }> {
  const route = matchRoute(pathname);
  if (!route) notFound();
  const user = await requireRoute(pathname);
  return { route, user };
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

type RouteParams = Record<string, string>;

interface RoutePageContext<P extends RouteParams> {
  user: SessionUser;
  params: P;
  /** The page's query, for screens that fetch what it asks for with the HTML. */
  searchParams: Promise<SearchParamsRecord>;
  route: RouteDef;
}

/**
 * A custom page for one route of the table, its path stated once: the title comes from the route, and
 * the page verifies the session and role for the path its params fill in before it renders.
 *
 *   const page = routePage('/bundles/update/:id', ({ params }) => <ResourceForm resource="bundles" id={params.id} />);
 *   export const metadata = page.metadata;
 *   export default page.Page;
 */
export function routePage<P extends RouteParams = RouteParams>(pattern: string, render: (context: RoutePageContext<P>) => ReactNode | Promise<ReactNode>) {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No route ${pattern} in lib/routes.ts`);
  async function Page({ params, searchParams }: { params: Promise<P>; searchParams: Promise<SearchParamsRecord> }) {
    const values = await params;
    const path = pattern.replace(/:([a-z]+)/gi, (_, key: string) => encodeURIComponent(values[key] ?? ''));
    const user = await requireRoute(path);
    return render({ user, params: values, route: route!, searchParams });
  }
  return { metadata: { title: route.title } satisfies Metadata, Page };
}
