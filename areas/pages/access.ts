// Pages (both roles): the upstream defines them; the console only edits their blocks (no create, no delete).
import { defineAccess } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'pages',
  title: 'Pages',
  path: '/pages',
  menu: { order: 50 },
  grants: { list: BOTH, read: BOTH, update: BOTH },
  screens: { update: true },
});
