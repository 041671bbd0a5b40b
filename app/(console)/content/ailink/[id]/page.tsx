// GET /content/ailink/{id} – the AI interlink workbench for one content record's markdown blocks.
import { notFound } from 'next/navigation';
import { InterlinkWorkbench } from '@/areas/interlinks/interlink-workbench';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/content/ailink/:id', ({ params }) => {
  if (!/^[1-9]\d{0,15}$/.test(params.id)) notFound();
  return <InterlinkWorkbench sourceType="content" sourceId={Number(params.id)} />;
});

export const metadata = page.metadata;
export default page.Page;
