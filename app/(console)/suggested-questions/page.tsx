// GET /suggested-questions – the suggested questions list: a generic list screen over the declared resource.
import type { Metadata } from 'next';
import { ResourceList } from '@/components/resource/resource-list';
import { resourceMeta } from '@/lib/resources/registry';
import { matchRoute } from '@/lib/routes';
import { requireRoute } from '@/lib/server/dal';

export const metadata: Metadata = { title: matchRoute('/suggested-questions')?.title };

export default async function SuggestedQuestionsListPage() {
  await requireRoute('/suggested-questions');
  return <ResourceList meta={resourceMeta('suggested-questions')} />;
}
