// GET /content/create – a new content record: the form's six sections with the block editor.
import { ResourceForm } from '@/components/resource/form/resource-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/content/create', () => <ResourceForm resource="content" id={null} layout="sections" restrictions={{ lockedFields: ['status'] }} />);

export const metadata = page.metadata;
export default page.Page;
