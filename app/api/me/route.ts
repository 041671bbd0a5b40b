// GET /api/me – the current user from GET /v1/me (retried per docs/api-contract.md#auth-calls), plus the session's expiry;
// the photo's file id becomes the BFF path the browser loads it from.
import { NextResponse } from 'next/server';
import type { MeResponse } from '@/lib/contract/auth';
import { fileContentPath } from '@/lib/resources/file-types';
import { fetchMe } from '@/lib/server/auth-api';
import { sessionHandler, withRenewal } from '@/lib/server/handler';

export const GET = sessionHandler('me', async (ctx) => {
  const { request, config } = ctx;
  // A token refused before its expiry is renewed and asked with again (handler.ts); the tab's timer then
  // follows the renewed session's expiry.
  const { me, expiresAt } = await withRenewal(ctx, async (session) => ({
    me: await fetchMe(config, session.upstream.access_token, request.signal),
    expiresAt: session.upstream.expired_at,
  }));
  const body: MeResponse = { ...me, photo: me.photo === null ? null : fileContentPath(me.photo), expiresAt };
  return NextResponse.json(body);
});
