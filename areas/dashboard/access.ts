// The dashboard (/ and /dashboard, both roles): docs/special-calls.md#dashboard — the upstream leaves
// commerce figures out of an editor's answer.
import { defineAccess } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'dashboard',
  title: 'Dashboard',
  path: '/dashboard',
  menu: { order: 10 },
  grants: { list: BOTH, read: BOTH },
  screens: { pages: [{ path: '/', title: 'Dashboard', needs: 'list' }] },
});
