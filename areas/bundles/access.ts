// Bundles (both roles): two or more products of one region sold together, and their AI interlink review.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'bundles',
  title: 'Bundles',
  path: '/bundles',
  menu: { group: 'products-group', order: 20 },
  grants: grantAll(BOTH),
  screens: { create: true, update: true, pages: [{ path: '/bundles/ailink/:id', title: 'Bundle AI interlink', needs: 'update' }] },
});
