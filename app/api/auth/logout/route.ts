// POST /api/auth/logout – ends the console session: revokes its id, so copies of the cookie die too, tells its live
// streams (session-ended), and removes the cookie.
import { NextResponse } from 'next/server';
import { clearSessionCookie, publicHandler, readSession } from '@/lib/server/handler';
import { publishSessionEnded } from '@/lib/server/live/publish';
import { getRevocationStore } from '@/lib/server/revocation';

export const POST = publicHandler('logout', async ({ request, config }) => {
  const current = await readSession(request, config);
  // Until the absolute end, not the idle end: another copy may have been used (and touched) later.
  if (current) {
    const { sid, createdAt } = current.session;
    await getRevocationStore().revoke(sid, createdAt + config.SESSION_TTL_SECONDS * 1000);
    // Every live stream of this session (its tabs, on any instance) hears it at once.
    publishSessionEnded(config, sid);
  }
  const response = new NextResponse(null, { status: 204 });
  clearSessionCookie(response, config);
  return response;
});
