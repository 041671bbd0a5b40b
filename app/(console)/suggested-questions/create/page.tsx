// GET /suggested-questions/create – a new suggested question: the generic form of the declared resource.
import type { Metadata } from 'next';
import { ResourceForm } from '@/components/resource/resource-form';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/suggested-questions/create')?.title };

export default async function SuggestedQuestionsCreatePage() {
  await requireRoute('/suggested-questions/create');
  return <ResourceForm resource="suggested-questions" id={null} />;
}
