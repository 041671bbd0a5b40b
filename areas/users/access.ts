// Console users (admins), under System.
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'users',
  title: 'Users',
  path: '/system/users',
  menu: { group: 'system-group', order: 10, key: 'system-users' },
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
