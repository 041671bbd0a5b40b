// GET /system/settings – the settings list (key, a short value, description): the generic list screen of the
// settings resource, here because the generic [area] pages serve one-segment paths only.
import { ResourceListScreen } from '@/components/resource/list/resource-list-screen';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/settings', ({ user, searchParams }) => <ResourceListScreen meta={resourceMetaForRole('settings', user.role)} searchParams={searchParams} />);

export const metadata = page.metadata;
export default page.Page;
