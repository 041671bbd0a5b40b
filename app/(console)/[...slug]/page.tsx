// Every console route from the route table without a page of its own: a declared resource's list,
// create or update screen when the route belongs to one (lib/resources), else its title, honestly empty.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import { ResourceForm } from '@/components/resource/resource-form';
import { ResourceList } from '@/components/resource/resource-list';
import { PageHeader } from '@/components/shell/page-header';
import { isResourceName, resourceMeta } from '@/lib/resources/registry';
import { isPathAllowed, matchRoute, type RouteDef } from '@/lib/routes';
import { getSessionUser, requireRoute } from '@/lib/server/dal';

interface CatchAllProps {
  params: Promise<{ slug: string[] }>;
}

async function pathnameOf(params: CatchAllProps['params']): Promise<string> {
  const { slug } = await params;
  return `/${slug.join('/')}`;
}

/** The generic screen of a declared resource for this route, or null when there is none. */
function resourceScreen(route: RouteDef, pathname: string): ReactElement | null {
  if (!route.resource || !isResourceName(route.resource)) return null;
  const meta = resourceMeta(route.resource);
  if (route.pattern === meta.basePath) return <ResourceList meta={meta} />;
  if (route.pattern === `${meta.basePath}/create`) return <ResourceForm resource={route.resource} id={null} />;
  if (route.pattern === `${meta.basePath}/update/:id`) {
    return <ResourceForm resource={route.resource} id={pathname.split('/').pop() ?? ''} />;
  }
  return null;
}

export async function generateMetadata({ params }: CatchAllProps): Promise<Metadata> {
  const pathname = await pathnameOf(params);
  const user = await getSessionUser();
  // The title of a route the role may not open would tell what the not-found screen hides.
  const isOpenable = user !== null && isPathAllowed(pathname, user.role);
  return { title: isOpenable ? matchRoute(pathname)?.title : 'Page not found' };
}

export default async function CatchAllPage({ params }: CatchAllProps) {
  const pathname = await pathnameOf(params);
  const route = matchRoute(pathname);
  if (!route) notFound();
  await requireRoute(pathname);
  return resourceScreen(route, pathname) ?? <PageHeader title={route.title} description="This area opens in a coming release." />;
}
