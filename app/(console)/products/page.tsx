// GET /products – the products list: a generic list screen over the declared resource.
import type { Metadata } from 'next';
import { ResourceList } from '@/components/resource/resource-list';
import { resourceMeta } from '@/lib/resources/registry';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/products')?.title };

export default async function ProductsListPage() {
  await requireRoute('/products');
  return <ResourceList meta={resourceMeta('products')} />;
}
