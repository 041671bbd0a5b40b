// A conversation thread's names for QA (docs/qa.md, checked by the accessibility walk): conversation-thread.tsx
// and its flag dialog (flag-dialog.tsx). The h1 is the conversation's title.
import type { QaScreenNames } from '@/lib/qa-names';

export const CONVERSATION_QA_NAMES: QaScreenNames = {
  heading: '<the conversation’s title>',
  landmarks: [],
  controls: [
    { role: 'button', name: 'Flag…', when: 'while it is not flagged' },
    { role: 'dialog', name: 'Flag this conversation?', when: 'after Flag…' },
    { role: 'textbox', name: 'Reason', when: 'in “Flag this conversation?”' },
    { role: 'button', name: 'Flag', when: 'in “Flag this conversation?”, beside Cancel' },
    { role: 'button', name: 'Unflag', when: 'while it is flagged' },
    { role: 'button', name: 'Close', when: 'while it is not closed' },
    { role: 'button', name: 'Reopen', when: 'while it is closed' },
    { role: 'group', name: 'Status' },
    { role: 'link', name: '<the question>', roles: ['admin'], when: 'when it started from a suggested question: that question’s form' },
    { role: 'feed', name: 'Messages' },
    { role: 'article', name: '<Customer or Assistant> <date and time>', when: 'one per message; Page Down and Page Up move between them', isOnOpen: true },
    { role: 'group', name: 'Status steps', when: 'under an answer a customer rated: its feedback’s steps' },
  ],
};
