// GET /bundles/ailink/{id} – the AI interlink workbench for one bundle's description.
import { notFound } from 'next/navigation';
import { InterlinkWorkbench } from '@/areas/interlinks/interlink-workbench';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/bundles/ailink/:id', ({ params }) => {
  if (!/^[1-9]\d{0,15}$/.test(params.id)) notFound();
  return <InterlinkWorkbench sourceType="bundle" sourceId={Number(params.id)} />;
});

export const metadata = page.metadata;
export default page.Page;
