// GET /api/metrics – the server's metrics in Prometheus's text format (lib/server/metrics.ts), for a
// scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. With no METRICS_TOKEN configured there are
// no metrics (404); a missing or wrong token is 401. This call is never counted in the metrics itself.
import { createHash, timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import { BffError } from '@/lib/server/errors';
import { publicHandler } from '@/lib/server/handler';
import { getMetrics } from '@/lib/server/metrics';

export const dynamic = 'force-dynamic';

/** Compares in constant time: both sides are hashed first, so their lengths never differ. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const GET = publicHandler('metrics', async ({ request, config }) => {
  if (!config.METRICS_TOKEN) throw new BffError(404, 'Not found');
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameToken(given, config.METRICS_TOKEN)) throw new BffError(401, 'The metrics need their bearer token.', { 'www-authenticate': 'Bearer' });
  const { registry } = getMetrics();
  return new NextResponse(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
});
