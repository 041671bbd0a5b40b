// Conversations with the AI assistant (both roles): read in a thread of their own, flagged or marked reviewed; started only by the assistant.
import { defineAccess } from '@/lib/access';
import { BOTH } from '@/lib/roles';

export const access = defineAccess({
  resource: 'conversations',
  title: 'Conversations',
  path: '/conversations',
  menu: { group: 'conversations-group', order: 10 },
  grants: { list: BOTH, read: BOTH, update: BOTH, actions: { 'GET :id/messages': BOTH } },
  screens: { pages: [{ path: '/conversations/:id', title: 'Conversation', needs: 'GET :id/messages' }] },
});
