// The AI interlink workbench's names for QA (docs/qa.md, checked by the accessibility walk): the same on
// /content, /products and /bundles/ailink/:id (interlink-workbench.tsx), the h1 being the route's title.
import type { QaName, QaScreenNames } from '@/lib/qa-names';
import { INTERLINK_TYPES, TYPE_LABELS } from './types';

export const INTERLINK_QA_NAMES: QaScreenNames = {
  landmarks: [
    { role: 'form', name: 'Bulk review' },
    { role: 'region', name: 'Text' },
    { role: 'region', name: 'Suggestions' },
  ],
  controls: [
    { role: 'link', name: '<the record’s name>', when: 'in the description: its edit form' },
    { role: 'button', name: 'Undo' },
    { role: 'button', name: 'Suggest links', when: 'while no suggesting runs' },
    { role: 'button', name: 'Cancel suggesting', when: 'while suggesting runs' },
    { role: 'group', name: 'Counts' },
    { role: 'group', name: 'Filter by target type' },
    ...['All', ...INTERLINK_TYPES.map((type) => TYPE_LABELS[type])].map((name): QaName => ({ role: 'button', name })),
    { role: 'group', name: 'Keyboard shortcuts' },
    { role: 'form', name: 'Bulk review' },
    { role: 'spinbutton', name: 'Score threshold' },
    { role: 'checkbox', name: 'Reject the rest' },
    { role: 'button', name: 'Preview bulk accept' },
    { role: 'heading', level: 2, name: 'Text' },
    { role: 'heading', level: 2, name: 'Suggestions' },
    { role: 'list', name: 'Pending suggestions', when: 'once there are suggestions to review' },
    { role: 'list', name: 'Reviewed suggestions', when: 'once suggestions are accepted or rejected' },
    { role: 'button', name: 'Accept', when: 'one per pending suggestion' },
    { role: 'button', name: 'Reject', when: 'one per pending suggestion' },
  ],
};
