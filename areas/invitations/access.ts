// Invitations (admins): never deleted — revoked or resent by a status step.
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'invitations',
  title: 'Invitations',
  path: '/invitations',
  menu: { group: 'influencers-group', order: 20 },
  grants: { ...grantAll(ADMIN), delete: [], actions: { 'POST :id/status': ADMIN } },
  screens: { create: true, update: true },
});
