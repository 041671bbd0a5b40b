// The Edge guard for pages: every page request is checked against the session cookie before anything
// renders, and every page gets its security headers (TRACE, CONNECT and dot-segment paths are refused
// earlier: lib/server/request-gate.ts) with a fresh CSP nonce (Next reads it from the request's CSP
// header for its own scripts; the root layout reads `x-nonce` for Emotion and next-themes).
// Signed-out visitors go to sign-in; pages then verify the session again (lifetime, idle, revocation —
// this isolate cannot see revocations) and check the role against the route table (lib/server/dal.ts
// requireRoute), because only the page layer can draw the not-found screen: a middleware rewrite to it
// would be resolved against the Host header.
// /api is not matched: every route handler is wrapped by lib/server/handler.ts, which checks the
// session, the role and the anti-forgery proof and sets the headers itself. Running this Edge sandbox
// as well on every proxied call cost a third of the BFF's throughput (README.md#performance) and checked nothing new.
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/safe-next-path';
import { getConfig, type Config } from '@/lib/server/config';
import { createNonce, securityHeaders } from '@/lib/server/security-headers';
import { sessionCookieName, unsealSession } from '@/lib/server/session-codec';

/** Redirects within the console; the origin comes from APP_URL, never from a (spoofable) Host header. */
function redirectTo(location: string, appOrigin: string): NextResponse {
  return NextResponse.redirect(new URL(location, appOrigin), 307);
}

async function guard(request: NextRequest, config: Config, forward: () => NextResponse): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const cookieName = sessionCookieName(config);
  const sealed = request.cookies.get(cookieName)?.value;
  const session = await unsealSession(sealed, config);
  // A cookie that no longer opens is removed, so it is not sent (and checked) again.
  const dropDeadCookie = (response: NextResponse) => {
    if (sealed && !session) response.cookies.delete(cookieName);
    return response;
  };

  if (pathname === '/login') {
    if (session) return redirectTo(safeNextPath(request.nextUrl.searchParams.get('next')), config.appOrigin);
    return dropDeadCookie(forward());
  }

  if (!session) {
    return dropDeadCookie(redirectTo(`/login?next=${encodeURIComponent(`${pathname}${search}`)}`, config.appOrigin));
  }
  const response = forward();
  // Nothing rendered for a signed-in user may be kept by a browser or a shared cache.
  response.headers.set('cache-control', 'no-store');
  return response;
}

export async function middleware(request: NextRequest) {
  const config = getConfig();
  const nonce = createNonce();
  const headers = securityHeaders({ nonce, isSecure: config.isSecure, isDev: process.env.NODE_ENV === 'development' });

  const forward = () => {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('content-security-policy', headers['content-security-policy']);
    return NextResponse.next({ request: { headers: requestHeaders } });
  };

  const response = await guard(request, config, forward);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages: everything but Next's own static files and the API (see the top of this file).
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/).*)'],
};
