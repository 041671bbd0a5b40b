// The navigation menu's tree (docs/console-screens.md#navigation-menu) from the places the areas declare
// (`menu` in areas/<area>/access.ts) and the groups of areas/menu-groups.ts. Types and one pure function,
// importing no area: lib/routes.ts builds the console's menu with it, and the index generator
// (scripts/area-indexes.ts) prints the whole menu with it at the top of areas/access.ts.
import type { MenuGroup, MenuLeaf } from './access';

/** A menu entry as declared: a leaf names the route it opens (label from the route), a group its own label. */
export type MenuDeclaration =
  | { key: string; route: string }
  | { key: string; label: string; children: readonly MenuDeclaration[] };

/** Menu entries of no one area: the audit log (its route is the engine's, lib/routes.ts), under System. */
export const ENGINE_MENU_LEAVES: readonly (MenuLeaf & { label: string })[] = [{ key: 'system-audit', label: 'Audit log', route: '/system/audit', group: 'system-group', order: 40 }];

/**
 * The menu tree from the places the areas declare (`menu` in areas/<area>/access.ts) and the groups of
 * areas/menu-groups.ts, each level in its declared order. Two entries at one place, an entry in a group no
 * one declared, or an empty group throw, so a typo cannot quietly move or drop an entry.
 */
export function menuTreeOf(leaves: readonly MenuLeaf[], groups: readonly MenuGroup[]): MenuDeclaration[] {
  const byOrder = <T extends { order: number; key: string }>(entries: readonly T[], where: string): T[] => {
    const sorted = [...entries].sort((a, b) => a.order - b.order);
    sorted.forEach((entry, i) => {
      if (i > 0 && sorted[i - 1].order === entry.order) throw new Error(`Menu entries ${sorted[i - 1].key} and ${entry.key} share place ${entry.order} in ${where}`);
    });
    return sorted;
  };
  for (const leaf of leaves) {
    if (leaf.group && !groups.some((group) => group.key === leaf.group)) throw new Error(`Menu entry ${leaf.key} names no declared group: ${leaf.group}`);
  }
  const top = [...leaves.filter((leaf) => !leaf.group), ...groups];
  return byOrder(top, 'the top level').map((entry): MenuDeclaration => {
    if ('route' in entry) return { key: entry.key, route: entry.route };
    const children = byOrder(leaves.filter((leaf) => leaf.group === entry.key), entry.label);
    if (children.length === 0) throw new Error(`Menu group ${entry.key} has no entries`);
    return { key: entry.key, label: entry.label, children: children.map((child) => ({ key: child.key, route: child.route })) };
  });
}

