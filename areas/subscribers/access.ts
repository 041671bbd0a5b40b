// Newsletter subscribers (admins): read, filtered by tag (the tags from their own read-only call), unsubscribed by a step.
import { defineAccess } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'subscribers',
  title: 'Subscribers',
  path: '/subscribers',
  menu: { order: 120 },
  grants: { list: ADMIN, read: ADMIN, actions: { 'POST :id/status': ADMIN } },
  otherResources: { main: { 'subscriber-options': { list: ADMIN } } },
});
