// The conversations part of the main API under /v1 beyond the generic list and read (sandbox/rest.ts):
// a thread's messages with their ratings, and the one write staff make — flag with a reason, unflag, close,
// reopen, refused when it started from a status the conversation has left (docs/special-calls.md#conversations).
import { Hono } from 'hono';
import { conversationStatusLabel, conversationUpdateSchema } from '@/areas/conversations/definition';
import { staleStatusReason } from '@/lib/resources/step-words';
import { requireUser } from '@/sandbox/auth';
import type { CatalogueStore } from '@/sandbox/catalogue-store';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import { MESSAGE_ROWS } from './seed';
import type { SandboxDb } from '@/sandbox/db';
import { ApiError, idParam, readBody } from '@/sandbox/respond';

export function createConversationRoutes(deps: SandboxDeps, db: SandboxDb, store: CatalogueStore): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const messagesOf = db.prepare<[string, number], { id: number; data: string }>(
    "SELECT id, data FROM catalogue_records WHERE resource = ? AND json_extract(data, '$.conversation_id') = ? ORDER BY id",
  );
  const feedbacksOf = db.prepare<[number], { id: number; data: string }>(
    "SELECT id, data FROM catalogue_records WHERE resource = 'conversation-feedbacks' AND json_extract(data, '$.conversation_id') = ? ORDER BY id",
  );

  const findOr404 = (id: number) => {
    const record = store.find('conversations', id);
    if (!record) throw new ApiError(404, 'Conversation not found');
    return record;
  };

  // GET /v1/conversations/:id/messages – every message in order, and every rating of the conversation
  routes.get('/conversations/:id/messages', signedIn, (c) => {
    const id = idParam(c);
    findOr404(id);
    const messages = messagesOf.all(MESSAGE_ROWS, id).map((row) => {
      const { role, content, created_at } = JSON.parse(row.data) as Record<string, unknown>;
      return { id: row.id, role, content, created_at };
    });
    const feedbacks = feedbacksOf.all(id).map((row) => ({ id: row.id, ...(JSON.parse(row.data) as Record<string, unknown>) }));
    return c.json({ data: { messages, feedbacks } });
  });

  // PUT /v1/conversations/:id – `{ status, flag_reason, from? }`: flag (a reason needed), unflag, close,
  // reopen; 409 when `from` is given and the conversation is no longer in it (someone moved it meanwhile)
  routes.put('/conversations/:id', signedIn, async (c) => {
    const id = idParam(c);
    const { from, ...change } = await readBody(c, conversationUpdateSchema);
    const { id: _id, ...existing } = findOr404(id);
    if (from !== undefined && existing.status !== from) {
      throw new ApiError(409, staleStatusReason('conversation', conversationStatusLabel(existing.status), conversationStatusLabel(from)));
    }
    const at = new Date(deps.now()).toISOString();
    const data = {
      ...existing,
      ...change,
      // A flag is a safety flag; unflagging leaves the mark only where a rating said "unsafe".
      safety_flag: change.status === 'flagged' || hasUnsafeRating(id) ? 'yes' : 'no',
      updated_at: at,
    };
    return c.json({ data: store.update('conversations', id, data) });
  });

  function hasUnsafeRating(id: number): boolean {
    return feedbacksOf.all(id).some((row) => {
      const feedback = JSON.parse(row.data) as { rating?: string; reason?: string };
      return feedback.rating === 'down' && feedback.reason === 'unsafe';
    });
  }

  return routes;
}
