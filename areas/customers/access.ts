// Customers (admins): storefront accounts, read only.
import { defineAccess } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'customers',
  title: 'Customers',
  path: '/customers',
  menu: { order: 60 },
  grants: { list: ADMIN, read: ADMIN },
});
