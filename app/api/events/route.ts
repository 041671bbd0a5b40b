// GET /api/events – the live stream (Server-Sent Events, docs/live.md): changes and presence of the records
// the session's role may read, `reset` when a resume cannot be told, `state` when live updates pause or come
// back, `session-ended` when the session is signed out. 401 without a session (the wrapper), 429 past the
// per-user or per-instance limit, 503 while this instance drains.
import { sessionHandler } from '@/lib/server/handler';
import { openEventStream } from '@/lib/server/live/stream';

export const GET = sessionHandler('live events', async ({ request, session, config }) => openEventStream(request, session, config));
