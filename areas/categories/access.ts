// Product categories (admins).
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'categories',
  title: 'Categories',
  path: '/categories',
  menu: { group: 'products-group', order: 40 },
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
