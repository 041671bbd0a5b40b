// GET /system/settings/update/{id} – one setting's value and description; its key is shown read only.
import { ResourceUpdateForm } from '@/components/resource/form/resource-update-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/system/settings/update/:id', ({ params }) => <ResourceUpdateForm resource="settings" id={params.id} />);

export const metadata = page.metadata;
export default page.Page;
