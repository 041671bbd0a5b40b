// GET /api/events – the live stream (Server-Sent Events, docs/live.md): changes and presence of the records
// the session's role may read, `reset` when a resume cannot be told, `state` when live updates pause or come
// back, `session-ended` when the session is signed out. 401 without a session (the wrapper), 429 past the
// per-user or per-instance limit, 503 while this instance drains.
import type { NextRequest } from 'next/server';
import { sessionHandler } from '@/lib/server/handler';
import { openEventStream } from '@/lib/server/live/stream';

const stream = sessionHandler('live events', async ({ request, session, config }) => openEventStream(request, session, config));

export async function GET(request: NextRequest) {
  const answer = await stream(request);
  // `no-transform` keeps `next start`'s gzip off the stream: compressed, each event waits on a flush, and a
  // proxy that buffers compressed bodies would hold them.
  if (answer.status === 200) answer.headers.set('cache-control', 'no-store, no-transform');
  return answer;
}
