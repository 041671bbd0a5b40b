// GET /<area> – the list screen of a declared resource (lib/resources), or the area's placeholder.
// Kept apart from the form pages so a list never loads the form's validation code.
import type { Metadata } from 'next';
import { ResourceListScreen } from '@/components/resource/list/resource-list-screen';
import { AreaPlaceholder } from '@/components/shell/area-placeholder';
import { resourceForRoute } from '@/areas/registry';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import type { SearchParamsRecord } from '@/lib/server/first-data';
import { openRoute, pathFromSegments, routeMetadata } from '@/lib/server/route-page';

interface AreaPageProps {
  params: Promise<{ area: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params }: AreaPageProps): Promise<Metadata> {
  return routeMetadata(pathFromSegments((await params).area));
}

export default async function AreaListPage({ params, searchParams }: AreaPageProps) {
  const { route, user } = await openRoute(pathFromSegments((await params).area));
  const resource = resourceForRoute(route, 'list');
  if (!resource) return <AreaPlaceholder title={route.title} />;
  return <ResourceListScreen meta={resourceMetaForRole(resource, user.role)} searchParams={searchParams} />;
}
