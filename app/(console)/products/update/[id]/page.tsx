// GET /products/update/{id} – one product in the generic form of the declared resource.
import type { Metadata } from 'next';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/products/update/:id')?.title };

interface UpdatePageProps {
  params: Promise<{ id: string }>;
}

export default async function ProductsUpdatePage({ params }: UpdatePageProps) {
  const { id } = await params;
  await requireRoute(`/products/update/${encodeURIComponent(id)}`);
  return <ResourceForm resource="products" id={id} />;
}
