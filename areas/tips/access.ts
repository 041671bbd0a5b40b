// Tips: the list is the editors' (docs/business-rules.md#roles-and-grants); admins still open a tip's form.
// The consultation call to action reads its text from a read-only view of the settings.
import { defineAccess, grantAll } from '@/lib/access';
import { BOTH, EDITOR } from '@/lib/roles';

export const access = defineAccess({
  resource: 'tips',
  title: 'Tips',
  path: '/tips',
  menu: { order: 80 },
  grants: { ...grantAll(BOTH), list: EDITOR },
  screens: { create: true, update: true },
  otherResources: { main: { 'tip-options': { list: BOTH } } },
});
