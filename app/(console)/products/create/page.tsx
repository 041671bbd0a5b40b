// GET /products/create – a new product: the generic form of the declared resource.
import type { Metadata } from 'next';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/products/create')?.title };

export default async function ProductsCreatePage() {
  await requireRoute('/products/create');
  return <ResourceForm resource="products" id={null} />;
}
