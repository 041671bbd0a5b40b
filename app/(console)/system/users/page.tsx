// GET /system/users – the staff accounts: the generic list screen of the users resource.
import { ResourceListScreen } from '@/components/resource/list/resource-list-screen';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/users', ({ user, searchParams }) => <ResourceListScreen meta={resourceMetaForRole('users', user.role)} searchParams={searchParams} />);

export const metadata = page.metadata;
export default page.Page;
