// POST /api/auth/refresh – renews the upstream session now; the browser calls it 5 s before expiry.
import { NextResponse } from 'next/server';
import type { RefreshResponse } from '@/lib/contract/auth';
import { refreshUpstreamSession } from '@/lib/server/auth-api';
import { BffError, unauthorized } from '@/lib/server/errors';
import { sessionHandler } from '@/lib/server/handler';

export const POST = sessionHandler('refresh', async ({ session, config, wasRefreshed, replaceSession }) => {
  let upstream = session.upstream;
  if (!wasRefreshed) {
    const outcome = await refreshUpstreamSession(config, upstream.refresh_token);
    if (outcome.kind === 'rejected') throw unauthorized();
    if (outcome.kind === 'unavailable') {
      throw new BffError(503, 'The sign-in service is unavailable. Try again shortly.', { 'retry-after': '5' });
    }
    upstream = outcome.session;
    replaceSession({ ...session, upstream });
  }
  const body: RefreshResponse = { expiresAt: upstream.expired_at };
  return NextResponse.json(body);
});
