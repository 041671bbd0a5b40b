// GET /api/drafts/key – the signed-in user's key for the unsaved forms the browser keeps encrypted
// (lib/client/drafts/): the session and its role are checked here again (401 without a session, 403 for a
// role that has no form), and the answer is never stored (no-store, set by the handler wrapper).
import { NextResponse } from 'next/server';
import type { DraftKeyResponse } from '@/lib/contract/drafts';
import { canKeepDrafts, draftKeyFor } from '@/lib/server/draft-key';
import { forbidden } from '@/lib/server/errors';
import { sessionHandler } from '@/lib/server/handler';

export const GET = sessionHandler('drafts-key', async ({ session, config }) => {
  if (!canKeepDrafts(session.role)) throw forbidden();
  const body: DraftKeyResponse = { key: draftKeyFor(session.id, config) };
  return NextResponse.json(body);
});
