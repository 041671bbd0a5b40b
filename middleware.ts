// The Edge guard: every request is checked against the session cookie and the route table before a
// page renders. Only a first gate: pages and handlers verify again (lib/server/dal.ts, handler.ts).
import { NextResponse, type NextRequest } from 'next/server';
import { isPathAllowed, safeNextPath } from '@/lib/routes';
import { getConfig } from '@/lib/server/config';
import { sessionCookieName, unsealSession } from '@/lib/server/session-codec';

/** API paths that need no session: their handlers check what they need themselves. */
const PUBLIC_API = new Set(['/api/health', '/api/auth/request-code', '/api/auth/login', '/api/auth/logout']);

/** Where a forbidden or unknown page is sent: a path no route matches, so it renders "Page not found". */
const NOT_FOUND_PATH = '/__not-found';

function redirectTo(request: NextRequest, location: string): NextResponse {
  // A relative Location keeps a spoofed Host header out of the redirect.
  return new NextResponse(null, { status: 307, headers: { location } });
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
    if (session) return redirectTo(request, safeNextPath(request.nextUrl.searchParams.get('next')));
    return NextResponse.next();
  }

  if (!session) {
    const response = redirectTo(request, `/login?next=${encodeURIComponent(`${pathname}${search}`)}`);
    // A cookie that no longer opens is removed, so it is not sent (and checked) again.
    if (sealed) response.cookies.delete(cookieName);
    return response;
  }

  if (!isPathAllowed(pathname, session.role)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  return NextResponse.next();
}

export const config = {
  // Everything but Next's own static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
