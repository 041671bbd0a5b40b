// GET /api/ready – readiness for load balancers and orchestrators: 200 { status: 'ready' } when the
// configuration is valid, the instance is not stopping and the main API answers; else 503 { message }
// naming the reason. With REDIS_URL the body adds `redis: 'ok' | 'degraded'`: Redis gone pauses live
// updates but leaves the screens working, so it keeps the instance in. Never sends a user's token.
// GET /api/health (liveness) stays upstream-free.
import { NextResponse } from 'next/server';
import { publicHandler } from '@/lib/server/handler';
import { assertMainApiReady, assertNotDraining, redisReadiness } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

export const GET = publicHandler('ready', async ({ config, request }) => {
  assertNotDraining();
  const [, redis] = await Promise.all([assertMainApiReady(config, request.signal), redisReadiness(config)]);
  return NextResponse.json(redis ? { status: 'ready', redis } : { status: 'ready' });
});
