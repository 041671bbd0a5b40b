// Videos (both roles): one screen, its records added and edited in a drawer over the list.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'videos',
  title: 'Videos',
  path: '/videos',
  menu: { group: 'content-group', order: 50 },
  grants: grantAll(BOTH),
});
