// GET /suggested-questions/update/{id} – one suggested question in the generic form of the declared resource.
import type { Metadata } from 'next';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/suggested-questions/update/:id')?.title };

interface UpdatePageProps {
  params: Promise<{ id: string }>;
}

export default async function SuggestedQuestionsUpdatePage({ params }: UpdatePageProps) {
  const { id } = await params;
  await requireRoute(`/suggested-questions/update/${encodeURIComponent(id)}`);
  return <ResourceForm resource="suggested-questions" id={id} />;
}
