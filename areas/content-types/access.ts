// Content types (both roles): the upstream defines them; the console only edits them (no create, no delete).
import { defineAccess } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'content-types',
  title: 'Content types',
  path: '/content-types',
  menu: { group: 'content-group', order: 40 },
  grants: { list: BOTH, read: BOTH, update: BOTH },
  screens: { update: true },
});
