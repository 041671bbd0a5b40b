// GET /products/update/{id} – one product in the generic form, with "Suggest links" to its AI interlink workbench.
import { SuggestLinksButton } from '@/areas/interlinks/suggest-links-button';
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/products/update/:id', ({ params }) => (
  <ResourceUpdateForm resource="products" id={params.id} headerActions={<SuggestLinksButton href={`/products/ailink/${encodeURIComponent(params.id)}`} />} />
));

export const metadata = page.metadata;
export default page.Page;
