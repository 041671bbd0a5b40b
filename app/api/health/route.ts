// GET /api/health – liveness for load balancers and containers; never calls upstream. Through the
// public wrapper like every handler, so it carries the same headers.
import { NextResponse } from 'next/server';
import { publicHandler } from '@/lib/server/handler';

export const dynamic = 'force-dynamic';

export const GET = publicHandler('health', async () => NextResponse.json({ status: 'ok' }));
