// The audit log's names for QA (docs/qa.md, checked by the accessibility walk): its filters, always drawn,
// and the table of entries and its pager once any change has been recorded (audit-log-screen.tsx).
import { pagerQaNames, type QaScreenNames } from '@/lib/qa-names';

export const AUDIT_LOG_QA_NAMES: QaScreenNames = {
  landmarks: [],
  controls: [
    { role: 'group', name: 'Audit log filters' },
    { role: 'combobox', name: 'User' },
    { role: 'combobox', name: 'Record type' },
    { role: 'combobox', name: 'Action' },
    { role: 'textbox', name: 'From', when: 'a date field' },
    { role: 'textbox', name: 'To', when: 'a date field' },
    { role: 'button', name: 'Clear filters', when: 'while a filter is set' },
    { role: 'table', name: 'Audit log', when: 'once a change has been recorded' },
    { role: 'link', name: '<record type> #<id>', when: 'in each entry but a deletion' },
    ...pagerQaNames('once a change has been recorded'),
  ],
};
