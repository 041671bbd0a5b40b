// GET /bundles/update/{id} – one bundle in the generic form of the declared resource.
import type { Metadata } from 'next';
import { BundleItemsTotal } from '@/components/catalogue/bundle-items-total';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/bundles/update/:id')?.title };

interface UpdatePageProps {
  params: Promise<{ id: string }>;
}

export default async function BundlesUpdatePage({ params }: UpdatePageProps) {
  const { id } = await params;
  await requireRoute(`/bundles/update/${encodeURIComponent(id)}`);
  return (
    <ResourceForm resource="bundles" id={id}>
      <BundleItemsTotal />
    </ResourceForm>
  );
}
