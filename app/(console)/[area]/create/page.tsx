// GET /<area>/create – the create form of a declared resource (lib/resources), or the placeholder.
import type { Metadata } from 'next';
import { ResourceCreateForm } from '@/components/resource/form/resource-create-form';
import { AreaPlaceholder } from '@/components/shell/area-placeholder';
import { resourceForRoute } from '@/areas/registry';
import { openRoute, pathFromSegments, routeMetadata } from '@/lib/server/route-page';

interface AreaCreatePageProps {
  params: Promise<{ area: string }>;
}

export async function generateMetadata({ params }: AreaCreatePageProps): Promise<Metadata> {
  return routeMetadata(pathFromSegments((await params).area, 'create'));
}

export default async function AreaCreatePage({ params }: AreaCreatePageProps) {
  const { route } = await openRoute(pathFromSegments((await params).area, 'create'));
  const resource = resourceForRoute(route, 'create');
  return resource ? <ResourceCreateForm resource={resource} /> : <AreaPlaceholder title={route.title} />;
}
