// GET /categories/create – a new category: the generic form of the declared resource.
import type { Metadata } from 'next';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/categories/create')?.title };

export default async function CategoriesCreatePage() {
  await requireRoute('/categories/create');
  return <ResourceForm resource="categories" id={null} />;
}
