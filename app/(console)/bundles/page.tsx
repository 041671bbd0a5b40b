// GET /bundles – the bundles list: a generic list screen over the declared resource.
import type { Metadata } from 'next';
import { ResourceList } from '@/components/resource/resource-list';
import { resourceMeta } from '@/lib/resources/registry';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/bundles')?.title };

export default async function BundlesListPage() {
  await requireRoute('/bundles');
  return <ResourceList meta={resourceMeta('bundles')} />;
}
