// GET /api/ready – readiness for load balancers and orchestrators: 200 { status: 'ready' } when the
// configuration is valid and the main API answers; else 503 { message } naming the reason. Never sends
// a user's token. GET /api/health (liveness) stays upstream-free.
import { NextResponse } from 'next/server';
import { publicHandler } from '@/lib/server/handler';
import { assertMainApiReady } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

export const GET = publicHandler('ready', async ({ config, request }) => {
  await assertMainApiReady(config, request.signal);
  return NextResponse.json({ status: 'ready' });
});
