// Site feedbacks (admins): sent from the storefront; the console only moves their status.
import { defineAccess } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'feedbacks',
  title: 'Feedbacks',
  path: '/feedbacks',
  menu: { order: 100 },
  grants: { list: ADMIN, read: ADMIN, actions: { 'POST :id/status': ADMIN } },
});
