// GET /bundles/create – a new bundle: the generic form of the declared resource.
import type { Metadata } from 'next';
import { BundleItemsTotal } from '@/components/catalogue/bundle-items-total';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/bundles/create')?.title };

export default async function BundlesCreatePage() {
  await requireRoute('/bundles/create');
  return (
    <ResourceForm resource="bundles" id={null}>
      <BundleItemsTotal />
    </ResourceForm>
  );
}
