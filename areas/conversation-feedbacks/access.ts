// Ratings of the assistant's answers (both roles), "Feedbacks" under Conversations in the menu.
import { defineAccess } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'conversation-feedbacks',
  title: 'Conversation feedbacks',
  path: '/conversation-feedbacks',
  menu: { group: 'conversations-group', order: 20 },
  menuLabel: 'Feedbacks',
  grants: { list: BOTH, read: BOTH, actions: { 'POST :id/status': BOTH } },
});
