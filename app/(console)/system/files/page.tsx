// GET /system/files – the file library (admins): thumbnails or a list, details, uploads (a custom screen).
import { FilesScreen } from '@/areas/files/files-screen';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage('/system/files', ({ user }) => <FilesScreen meta={resourceMetaForRole('files', user.role)} />);

export const metadata = page.metadata;
export default page.Page;
