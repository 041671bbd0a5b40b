// Content categories (both roles), "Categories" under Content in the menu.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'content-categories',
  title: 'Content categories',
  path: '/content-categories',
  menu: { group: 'content-group', order: 30 },
  menuLabel: 'Categories',
  grants: grantAll(BOTH),
  screens: { create: true, update: true },
});
