// Every console route deeper than the generic resource pages and without a page of its own.
import type { Metadata } from 'next';
import { AreaPlaceholder } from '@/components/shell/area-placeholder';
import { openRoute, pathFromSegments, routeMetadata } from '@/lib/server/route-page';

interface CatchAllProps {
  params: Promise<{ slug: string[] }>;
}

export async function generateMetadata({ params }: CatchAllProps): Promise<Metadata> {
  return routeMetadata(pathFromSegments(...(await params).slug));
}

export default async function CatchAllPage({ params }: CatchAllProps) {
  const { route } = await openRoute(pathFromSegments(...(await params).slug));
  return <AreaPlaceholder title={route.title} />;
}
