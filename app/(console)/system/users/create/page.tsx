// GET /system/users/create – a new staff account, who can sign in at once when active.
import { ResourceCreateForm } from '@/components/resource/form/resource-create-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/users/create', () => <ResourceCreateForm resource="users" />);

export const metadata = page.metadata;
export default page.Page;
