// GET /api/drafts/key – the signed-in account's key for the unsaved forms the browser keeps encrypted
// (lib/client/drafts/): the session and its role are checked here again (401 without a session, 403 for a
// role that has no form), then the upstream's GET /v1/me, and the answer is never stored (no-store, set by
// the handler wrapper).
import { NextResponse } from 'next/server';
import type { DraftKeyResponse } from '@/lib/contract/drafts';
import { fetchMe } from '@/lib/server/auth-api';
import { canKeepDrafts, draftKeyFor } from '@/lib/server/draft-key';
import { forbidden } from '@/lib/server/errors';
import { sessionHandler, withRenewal } from '@/lib/server/handler';

export const GET = sessionHandler('drafts-key', async (ctx) => {
  const { request, session, config } = ctx;
  if (!canKeepDrafts(session.role)) throw forbidden();
  // Asked every time, as /api/me does: the cookie of a deleted account still opens, and only the upstream
  // knows the account is gone (its 401, again after the session's renewal, ends the session here too). Its
  // answer also says when the account was made, which a later account given the same id does not share.
  const me = await withRenewal(ctx, (current) => fetchMe(config, current.upstream.access_token, request.signal));
  const body: DraftKeyResponse = { key: draftKeyFor({ id: me.id, createdAt: me.created_at }, config) };
  return NextResponse.json(body);
});
