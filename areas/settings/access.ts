// Settings (admins), under System. Forms that need a setting's values read them through the areas' option calls.
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'settings',
  title: 'Settings',
  path: '/system/settings',
  menu: { group: 'system-group', order: 30, key: 'system-settings' },
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
