// Files (/system/files, admins). Every area with images picks and uploads files (the content studio shows
// thumbnails), so both roles list, read and upload; renaming and deleting a file that others use stays
// with admins, who own the screen.
import { defineAccess } from '@/lib/access';
import { ADMIN, BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'files',
  title: 'Files',
  path: '/system/files',
  menu: { group: 'system-group', order: 20, key: 'system-files' },
  grants: { list: BOTH, read: BOTH, create: BOTH, update: ADMIN, delete: ADMIN, actions: { 'GET :id/content': BOTH } },
  screens: { list: ADMIN },
});
