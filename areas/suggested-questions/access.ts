// Suggested questions for the AI assistant (admins), "Questions" in the menu.
import { defineAccess, grantAll } from '@/lib/access';
import { ADMIN } from '@/lib/roles';

export const access = defineAccess({
  resource: 'suggested-questions',
  title: 'Suggested questions',
  path: '/suggested-questions',
  menu: { group: 'products-group', order: 50 },
  menuLabel: 'Questions',
  grants: grantAll(ADMIN),
  screens: { create: true, update: true },
});
