// GET /system/settings/create – a setting for a key that has none yet (the key select offers only those).
import { ResourceCreateForm } from '@/components/resource/form/resource-create-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/settings/create', () => <ResourceCreateForm resource="settings" />);

export const metadata = page.metadata;
export default page.Page;
