// GET /pages/update/{id} – one storefront page: its details and blocks, then SEO, as sections.
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/pages/update/:id', ({ params }) => <ResourceUpdateForm resource="pages" id={params.id} layout="sections" />);

export const metadata = page.metadata;
export default page.Page;
