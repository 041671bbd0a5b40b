// GET /products/ailink/{id} – the AI interlink workbench for one product's description.
import { notFound } from 'next/navigation';
import { InterlinkWorkbench } from '@/areas/interlinks/interlink-workbench';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/products/ailink/:id', ({ params }) => {
  if (!/^[1-9]\d{0,15}$/.test(params.id)) notFound();
  return <InterlinkWorkbench sourceType="product" sourceId={Number(params.id)} />;
});

export const metadata = page.metadata;
export default page.Page;
