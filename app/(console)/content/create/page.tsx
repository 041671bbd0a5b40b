// GET /content/create – a new content record: the form's six sections with the block editor.
import { ResourceCreateForm } from '@/components/resource/form/resource-create-form';
import { routePage } from '@/lib/server/route-page';
import { PAGE_SCREEN } from './page-screen';

const page = routePage('/content/create', () => <ResourceCreateForm resource="content" layout={PAGE_SCREEN.layout} restrictions={{ lockedFields: ['status'] }} />);

export const metadata = page.metadata;
export default page.Page;
