// Content (both roles): the studio's list and forms, status steps, the reference check, the AI interlink
// review, and the GB/US equivalence report.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'content',
  title: 'Content',
  path: '/content',
  menu: { group: 'content-group', order: 10 },
  grants: { ...grantAll(BOTH), actions: { 'POST :id/status': BOTH, 'GET :id/check': BOTH, 'GET equivalence': BOTH } },
  screens: {
    create: true,
    update: true,
    pages: [
      { path: '/content/ailink/:id', title: 'Content AI interlink', needs: 'update' },
      { path: '/content/equivalence', title: 'Content equivalence', menuLabel: 'Equivalence', needs: 'GET equivalence', menu: { group: 'content-group', order: 20 } },
    ],
  },
});
