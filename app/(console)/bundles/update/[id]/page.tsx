// GET /bundles/update/{id} – one bundle: the generic form with the items' total beside it, and "Suggest links".
import { BundleItemsTotal } from '@/areas/bundles/bundle-items-total';
import { SuggestLinksButton } from '@/areas/interlinks/suggest-links-button';
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/bundles/update/:id', ({ params }) => (
  <ResourceUpdateForm resource="bundles" id={params.id} headerActions={<SuggestLinksButton href={`/bundles/ailink/${encodeURIComponent(params.id)}`} />}>
    <BundleItemsTotal />
  </ResourceUpdateForm>
));

export const metadata = page.metadata;
export default page.Page;
