// GET /content/update/{id} – one content record: its status steps and reference check above the six sections.
import { ContentStatus } from '@/areas/content/content-status';
import { SuggestLinksButton } from '@/areas/interlinks/suggest-links-button';
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { resourceMeta } from '@/areas/registry';
import { routePage } from '@/lib/server/route-page';
import { PAGE_SCREEN } from './page-screen';

const page = routePage<{ id: string }>('/content/update/:id', ({ params }) => {
  const meta = resourceMeta('content');
  const sections = Object.fromEntries(meta.fields.filter((f) => f.type === 'placeholder').map((f) => [f.name, f.label]));
  const status = (
    <ContentStatus id={params.id} resource="content" singular={meta.singular} workflow={meta.workflow!} fields={meta.fields} sections={sections} hasCheck />
  );
  return (
    <ResourceUpdateForm
      resource="content"
      id={params.id}
      layout={PAGE_SCREEN.layout}
      restrictions={{ notice: status, lockedFields: ['status'] }}
      headerActions={<SuggestLinksButton href={`/content/ailink/${encodeURIComponent(params.id)}`} />}
    />
  );
});

export const metadata = page.metadata;
export default page.Page;
