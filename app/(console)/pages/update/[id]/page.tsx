// GET /pages/update/{id} – one storefront page: its details and blocks, then SEO, as sections.
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { routePage } from '@/lib/server/route-page';
import { PAGE_SCREEN } from './page-screen';

const page = routePage<{ id: string }>('/pages/update/:id', ({ params }) => <ResourceUpdateForm resource="pages" id={params.id} layout={PAGE_SCREEN.layout} />);

export const metadata = page.metadata;
export default page.Page;
