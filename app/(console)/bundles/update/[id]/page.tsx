// GET /bundles/update/{id} – one bundle: the generic form with the items' total beside it.
import { BundleItemsTotal } from '@/components/catalogue/bundle-items-total';
import { ResourceForm } from '@/components/resource/form/resource-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/bundles/update/:id', ({ params }) => (
  <ResourceForm resource="bundles" id={params.id}>
    <BundleItemsTotal />
  </ResourceForm>
));

export const metadata = page.metadata;
export default page.Page;
