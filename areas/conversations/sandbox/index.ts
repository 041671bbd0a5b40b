// The conversations' part of the stand-in API (sandbox/area.ts): a thread's messages and the one write
// staff make (routes.ts), beside the generic list and read; and the demo chats with their ratings, which
// are the conversation feedbacks' records too (seed.ts).
import type { SandboxArea } from '@/sandbox/area';
import { createConversationRoutes } from './routes';
import { seedConversations } from './seed';

export const conversationsSandbox: SandboxArea = {
  name: 'conversations',
  routes: ({ deps, db, catalogue }) => createConversationRoutes(deps, db, catalogue),
  seed: ({ store }) => seedConversations(store),
};
