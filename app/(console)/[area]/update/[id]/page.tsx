// GET /<area>/update/{id} – one record in the form of a declared resource (lib/resources), or the placeholder.
import type { Metadata } from 'next';
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { AreaPlaceholder } from '@/components/shell/area-placeholder';
import { resourceForRoute } from '@/areas/registry';
import { openRoute, pathFromSegments, routeMetadata } from '@/lib/server/route-page';

interface AreaUpdatePageProps {
  params: Promise<{ area: string; id: string }>;
}

export async function generateMetadata({ params }: AreaUpdatePageProps): Promise<Metadata> {
  const { area, id } = await params;
  return routeMetadata(pathFromSegments(area, 'update', id));
}

export default async function AreaUpdatePage({ params }: AreaUpdatePageProps) {
  const { area, id } = await params;
  const { route } = await openRoute(pathFromSegments(area, 'update', id));
  const resource = resourceForRoute(route, 'update');
  return resource ? <ResourceUpdateForm resource={resource} id={id} /> : <AreaPlaceholder title={route.title} />;
}
