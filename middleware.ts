// The Edge guard: every request is checked against the session cookie before anything renders.
// Signed-out visitors go to sign-in; pages and handlers then verify the session again and check the
// role against the route table (lib/server/dal.ts requireRoute, lib/server/handler.ts), because only
// the page layer can draw the not-found screen: a middleware rewrite to it would be resolved against
// the Host header and proxied as an outside URL.
import { NextResponse, type NextRequest } from 'next/server';
import { safeNextPath } from '@/lib/routes';
import { getConfig } from '@/lib/server/config';
import { sessionCookieName, unsealSession } from '@/lib/server/session-codec';

/** API paths that need no session: their handlers check what they need themselves. */
const PUBLIC_API = new Set(['/api/health', '/api/auth/request-code', '/api/auth/login', '/api/auth/logout']);

/** Redirects within the console; the origin comes from APP_URL, never from a (spoofable) Host header. */
function redirectTo(location: string, appOrigin: string): NextResponse {
  return NextResponse.redirect(new URL(location, appOrigin), 307);
}

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (PUBLIC_API.has(pathname)) return NextResponse.next();

  const config = getConfig();
  const cookieName = sessionCookieName(config);
  const sealed = request.cookies.get(cookieName)?.value;
  const session = await unsealSession(sealed, config);

  if (pathname.startsWith('/api/')) {
    if (session) return NextResponse.next();
    const response = new NextResponse('Your session has ended. Sign in again.', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
    if (sealed) response.cookies.delete(cookieName);
    return response;
  }

  if (pathname === '/login') {
    if (session) return redirectTo(safeNextPath(request.nextUrl.searchParams.get('next')), config.appOrigin);
    return NextResponse.next();
  }

  if (!session) {
    const response = redirectTo(`/login?next=${encodeURIComponent(`${pathname}${search}`)}`, config.appOrigin);
    // A cookie that no longer opens is removed, so it is not sent (and checked) again.
    if (sealed) response.cookies.delete(cookieName);
    return response;
  }
  return NextResponse.next();
}

export const config = {
  // Everything but Next's own static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
