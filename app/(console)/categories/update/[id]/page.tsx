// GET /categories/update/{id} – one category in the generic form of the declared resource.
import type { Metadata } from 'next';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/categories/update/:id')?.title };

interface UpdatePageProps {
  params: Promise<{ id: string }>;
}

export default async function CategoriesUpdatePage({ params }: UpdatePageProps) {
  const { id } = await params;
  await requireRoute(`/categories/update/${encodeURIComponent(id)}`);
  return <ResourceForm resource="categories" id={id} />;
}
