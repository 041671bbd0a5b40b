// GET /conversations/{id} – one conversation as a thread (a custom screen, not a generic update form).
import { ConversationThread } from '@/areas/conversations/conversation-thread';
import { updateRouteOf } from '@/lib/record-routes';
import { resourceMetaForRole } from '@/lib/resources/role-view';
import { canOpen } from '@/lib/routes';
import { routePage } from '@/lib/server/route-page';

// The suggested question a conversation started from links to its form where the role may open it.
const QUESTION_ROUTE = updateRouteOf('suggested-questions');

const page = routePage<{ id: string }>('/conversations/:id', ({ params, user }) => (
  <ConversationThread
    id={params.id}
    conversationMeta={resourceMetaForRole('conversations', user.role)}
    feedbackMeta={resourceMetaForRole('conversation-feedbacks', user.role)}
    questionRoute={QUESTION_ROUTE && canOpen(user.role, QUESTION_ROUTE) ? QUESTION_ROUTE.pattern : null}
  />
));

export const metadata = page.metadata;
export default page.Page;
