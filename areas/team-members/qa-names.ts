// The team list's names for QA beyond the generic list's (docs/qa.md, checked by the accessibility walk):
// "Reorder team" and the order editor it loads (team-members-screen.tsx, team-order-editor.tsx).
import type { QaScreenNames } from '@/lib/qa-names';

const REORDER = 'reorder';

export const TEAM_MEMBERS_QA_NAMES: QaScreenNames = {
  landmarks: [],
  genericList: { create: true },
  controls: [
    { role: 'button', name: 'Reorder team' },
    { role: 'region', name: 'Team order', when: 'after Reorder team', revealedBy: REORDER },
    { role: 'button', name: 'Discard changes', when: 'in Team order', revealedBy: REORDER },
    { role: 'button', name: 'Save order', when: 'in Team order', revealedBy: REORDER },
    { role: 'button', name: 'Close', when: 'in Team order', revealedBy: REORDER },
    { role: 'list', name: 'Team members in storefront order', when: 'in Team order', revealedBy: REORDER },
    { role: 'button', name: 'Drag <member name>', when: 'in Team order, one per member', revealedBy: REORDER },
    { role: 'button', name: 'Move <member name> up', when: 'in Team order, one per member', revealedBy: REORDER },
    { role: 'button', name: 'Move <member name> down', when: 'in Team order, one per member', revealedBy: REORDER },
  ],
  reveals: [{ key: REORDER, label: 'Reorder team', open: [{ role: 'button', name: 'Reorder team' }], close: [{ role: 'button', name: 'Close', within: { role: 'region', name: 'Team order' } }] }],
};
