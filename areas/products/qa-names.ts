// The best sellers editor's names for QA (docs/qa.md, checked by the accessibility walk): best-sellers-editor.tsx
// and the sortable list's handles and buttons (components/ui/sortable-list.tsx).
import type { QaScreenNames } from '@/lib/qa-names';

export const BEST_SELLERS_QA_NAMES: QaScreenNames = {
  landmarks: [],
  controls: [
    { role: 'button', name: 'Discard changes' },
    { role: 'button', name: 'Save' },
    { role: 'combobox', name: 'Region' },
    { role: 'list', name: 'Best sellers in <region code>' },
    { role: 'button', name: 'Drag <item name>', when: 'one per item: Space picks it up, the arrow keys move it', isOnOpen: true },
    { role: 'button', name: 'Move <item name> up', when: 'one per item', isOnOpen: true },
    { role: 'button', name: 'Move <item name> down', when: 'one per item', isOnOpen: true },
    { role: 'button', name: 'Remove <item name>', when: 'one per item', isOnOpen: true },
    { role: 'combobox', name: 'Item type' },
    { role: 'combobox', name: 'Add a product', when: 'with the Item type "Product"' },
    { role: 'combobox', name: 'Add a bundle', when: 'with the Item type "Bundle"' },
  ],
};
