// Orders (/orders, admins): placed on the storefront; the console reads them and moves them along.
import { defineAccess } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'orders',
  title: 'Orders',
  path: '/orders',
  menu: { order: 20 },
  grants: { list: ADMIN, read: ADMIN, actions: { 'POST :id/status': ADMIN } },
});
