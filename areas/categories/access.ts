// Product categories (admins).
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'categories',
  title: 'Categories',
  path: '/categories',
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
