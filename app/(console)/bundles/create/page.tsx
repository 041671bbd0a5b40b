// GET /bundles/create – a new bundle: the generic form with the items' total beside it.
import { BundleItemsTotal } from '@/areas/bundles/bundle-items-total';
import { ResourceForm } from '@/components/resource/form/resource-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/bundles/create', () => (
  <ResourceForm resource="bundles" id={null}>
    <BundleItemsTotal />
  </ResourceForm>
));

export const metadata = page.metadata;
export default page.Page;
