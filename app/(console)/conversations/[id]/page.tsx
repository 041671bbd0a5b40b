// GET /conversations/{id} – one conversation as a thread (a custom screen, not a generic update form).
import { ConversationThread } from '@/areas/conversations/conversation-thread';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { routePage } from '@/lib/server/route-page';

const page = routePage<{ id: string }>('/conversations/:id', ({ params, user }) => (
  <ConversationThread
    id={params.id}
    conversationMeta={resourceMetaForRole('conversations', user.role)}
    feedbackMeta={resourceMetaForRole('conversation-feedbacks', user.role)}
    canOpenQuestions={user.role === 'admin'}
  />
));

export const metadata = page.metadata;
export default page.Page;
