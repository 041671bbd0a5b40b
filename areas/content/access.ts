// Content (both roles): the studio's list and forms, status steps, the reference check, and the AI interlink review.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'content',
  title: 'Content',
  path: '/content',
  grants: { ...grantAll(BOTH), actions: { 'POST :id/status': BOTH, 'GET :id/check': BOTH } },
  screens: { create: true, update: true, pages: [{ path: '/content/ailink/:id', title: 'Content AI interlink', needs: 'update' }] },
});
