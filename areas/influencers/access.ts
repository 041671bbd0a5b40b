// Influencers (admins).
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'influencers',
  title: 'Influencers',
  path: '/influencers',
  menu: { group: 'influencers-group', order: 10 },
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
