// The Edge guard: every request is checked against the session cookie before anything renders, and
// every response gets its security headers (TRACE, CONNECT and dot-segment paths are refused earlier: lib/server/request-gate.ts) with a fresh CSP nonce (Next reads it from the request's
// CSP header for its own scripts; the root layout reads `x-nonce` for Emotion and next-themes).
// Signed-out visitors go to sign-in; pages and handlers then verify the session again (lifetime, idle,
// revocation — this isolate cannot see revocations) and check the role against the route table
// (lib/server/dal.ts requireRoute, lib/server/handler.ts), because only the page layer can draw the
// not-found screen: a middleware rewrite to it would be resolved against the Host header.
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/routes';
import { getConfig, type Config } from '@/lib/server/config';
import { createNonce, securityHeaders } from '@/lib/server/security-headers';
import { sessionCookieName, unsealSession } from '@/lib/server/session-codec';

/** API paths that need no session: their handlers check what they need themselves. */
const PUBLIC_API = new Set(['/api/health', '/api/auth/request-code', '/api/auth/login', '/api/auth/logout']);

/** Redirects within the console; the origin comes from APP_URL, never from a (spoofable) Host header. */
function redirectTo(location: string, appOrigin: string): NextResponse {
  return NextResponse.redirect(new URL(location, appOrigin), 307);
}

function jsonError(status: number, message: string): NextResponse {
  return NextResponse.json({ message }, { status, headers: { 'cache-control': 'no-store' } });
}

async function guard(request: NextRequest, config: Config, forward: () => NextResponse): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (PUBLIC_API.has(pathname)) return forward();

  const cookieName = sessionCookieName(config);
  const sealed = request.cookies.get(cookieName)?.value;
  const session = await unsealSession(sealed, config);
  // A cookie that no longer opens is removed, so it is not sent (and checked) again.
  const dropDeadCookie = (response: NextResponse) => {
    if (sealed && !session) response.cookies.delete(cookieName);
    return response;
  };

  if (pathname.startsWith('/api/')) {
    if (session) return forward();
    return dropDeadCookie(jsonError(401, 'Your session has ended. Sign in again.'));
  }

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
  // Everything but Next's own static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
