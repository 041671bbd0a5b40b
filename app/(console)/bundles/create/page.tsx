// GET /bundles/create – a new bundle: the generic form with the items' total beside it.
import { BundleItemsTotal } from '@/areas/bundles/bundle-items-total';
import { ResourceCreateForm } from '@/components/resource/form/resource-create-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/bundles/create', () => (
  <ResourceCreateForm resource="bundles">
    <BundleItemsTotal />
  </ResourceCreateForm>
));

export const metadata = page.metadata;
export default page.Page;
