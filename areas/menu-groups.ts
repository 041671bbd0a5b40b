// The groups of the navigation menu and their places among the top-level entries (docs/console-screens.md#navigation-menu).
// Areas put their entries in a group by its key (`menu: { group, order }` in areas/<area>/access.ts); a
// group's icon is in areas/menu-group-icons.tsx. The whole menu, in order, is printed at the top of the
// generated areas/access.ts. Pure data: the Edge guard's route table reads it.
import type { MenuGroup } from '@/lib/access';

export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'products-group', label: 'Products', order: 30 },
  { key: 'content-group', label: 'Content', order: 40 },
  { key: 'influencers-group', label: 'Influencers', order: 70 },
  { key: 'conversations-group', label: 'Conversations', order: 90 },
  { key: 'system-group', label: 'System', order: 130 },
];
