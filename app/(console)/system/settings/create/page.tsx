// GET /system/settings/create – a setting for a key that has none yet (the key select offers only those).
import { ResourceForm } from '@/components/resource/form/resource-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/settings/create', () => <ResourceForm resource="settings" id={null} />);

export const metadata = page.metadata;
export default page.Page;
