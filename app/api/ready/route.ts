// GET /api/ready – readiness for load balancers and orchestrators: 200 { status: 'ready' } when the
// configuration is valid, the instance is not stopping, the main API and (with REDIS_URL) Redis answer; else 503 { message } naming the reason. Never sends
// a user's token. GET /api/health (liveness) stays upstream-free.
import { NextResponse } from 'next/server';
import { publicHandler } from '@/lib/server/handler';
import { assertMainApiReady, assertNotDraining, assertRedisReady } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

export const GET = publicHandler('ready', async ({ config, request }) => {
  assertNotDraining();
  await Promise.all([assertMainApiReady(config, request.signal), assertRedisReady(config)]);
  return NextResponse.json({ status: 'ready' });
});
