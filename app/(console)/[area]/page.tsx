// GET /<area> – the list screen of a declared resource (lib/resources), or the area's placeholder.
// Kept apart from the form pages so a list never loads the form's validation code.
import { Button } from '@chakra-ui/react';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { ResourceList } from '@/components/resource/list/resource-list';
import { AreaPlaceholder } from '@/components/shell/area-placeholder';
import { PageHeader } from '@/components/shell/page-header';
import { resourceForRoute } from '@/lib/resources/registry';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { openRoute, pathFromSegments, routeMetadata } from '@/lib/server/route-page';

interface AreaPageProps {
  params: Promise<{ area: string }>;
}

export async function generateMetadata({ params }: AreaPageProps): Promise<Metadata> {
  return routeMetadata(pathFromSegments((await params).area));
}

export default async function AreaListPage({ params }: AreaPageProps) {
  const { route, user } = await openRoute(pathFromSegments((await params).area));
  const resource = resourceForRoute(route, 'list');
  if (!resource) return <AreaPlaceholder title={route.title} />;
  const meta = resourceMetaForRole(resource, user.role);
  return (
    <>
      <PageHeader
        title={meta.label}
        actions={
          meta.actions.create ? (
            <Button asChild colorPalette="blue">
              <NextLink href={`${meta.basePath}/create`}>Create</NextLink>
            </Button>
          ) : null
        }
      />
      <ResourceList meta={meta} />
    </>
  );
}
