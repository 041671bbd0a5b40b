// POST /api/auth/refresh – renews the upstream session now; the browser calls it 5 s before expiry.
import { NextResponse } from 'next/server';
import type { RefreshResponse } from '@/lib/contract/auth';
import { refreshFailure, refreshUpstreamSession } from '@/lib/server/auth-api';
import { sessionHandler } from '@/lib/server/handler';

export const POST = sessionHandler('refresh', async ({ session, config, wasRefreshed, replaceSession }) => {
  let upstream = session.upstream;
  if (!wasRefreshed) {
    const outcome = await refreshUpstreamSession(config, upstream.refresh_token);
    if (outcome.kind !== 'refreshed') throw refreshFailure(outcome);
    upstream = outcome.session;
    replaceSession({ ...session, upstream });
  }
  const body: RefreshResponse = { expiresAt: upstream.expired_at };
  return NextResponse.json(body);
});
