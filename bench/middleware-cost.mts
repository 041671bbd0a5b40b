// The guard's own cost: the real middleware function called directly on realistic requests, so the
// figure is the check itself without HTTP around it. There is no switch to turn the guard off.
import { NextRequest } from 'next/server';
import { percentile } from './load.mts';

export interface MiddlewareFigures {
  /** p50 per call in ms, by scenario. */
  [scenario: string]: number;
}

type Middleware = (request: NextRequest) => Promise<Response> | Response;

async function p50Of(call: () => Promise<unknown>, count: number): Promise<number> {
  for (let i = 0; i < 200; i += 1) await call();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return percentile(samples.sort((a, b) => a - b), 50);
}

/** `sealedCookie` is a valid admin session cookie (`name=value`) for the configured password. */
export async function measureMiddleware(sealedCookie: string, appUrl: string, count = 5_000): Promise<MiddlewareFigures> {
  const { middleware } = (await import('../middleware.ts')) as { middleware: Middleware };
  const make = (path: string, cookie?: string) => () =>
    Promise.resolve(middleware(new NextRequest(`${appUrl}${path}`, { headers: cookie ? { cookie } : {} })));
  return {
    'valid cookie, allowed route': await p50Of(make('/products?page=2', sealedCookie), count),
    'no cookie': await p50Of(make('/products?page=2'), count),
    'valid cookie, forbidden route': await p50Of(make('/tips', sealedCookie), count),
  };
}
