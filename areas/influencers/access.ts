// Influencers (admins).
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'influencers',
  title: 'Influencers',
  path: '/influencers',
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
