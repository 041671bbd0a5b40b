// Team members (admins). Editors pick a medical reviewer on content, so they list and read the team, in pickers only.
import { defineAccess } from '@/lib/access';
import { ADMIN, BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'team-members',
  title: 'Team members',
  path: '/team-members',
  menu: { order: 110 },
  grants: { list: BOTH, read: BOTH, create: ADMIN, update: ADMIN, delete: ADMIN, actions: { 'PUT positions': ADMIN } },
  screens: { list: ADMIN, create: true, update: true },
});
