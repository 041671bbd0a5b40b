// GET /system/users/create – a new staff account, who can sign in at once when active.
import { ResourceForm } from '@/components/resource/form/resource-form';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/users/create', () => <ResourceForm resource="users" id={null} />);

export const metadata = page.metadata;
export default page.Page;
