// Data-access layer for server pages: every page verifies the session and the route again here, so
// the middleware is never the only gate. Pages cannot set cookies, so they never refresh: they read.
import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { isPathAllowed, type Role } from '@/lib/routes';
import { getConfig } from './config';
import { getRevocationStore } from './revocation';
import { sessionCookieName, unsealSession, type SessionData } from './session-codec';

export interface SessionUser {
  id: string;
  name: string;
  role: Role;
}

/** The live session of the request's cookie, or null. Cached for one render; never leaves the server. */
export const getSession = cache(async (): Promise<SessionData | null> => {
  // Cookies first: reading them is what marks every page using the session as per-request.
  const store = await cookies();
  const config = getConfig();
  const session = await unsealSession(store.get(sessionCookieName(config))?.value, config);
  // The Edge middleware cannot see revocations (another isolate); this layer can, and must.
  if (!session || (await getRevocationStore().isRevoked(session.sid))) return null;
  return session;
});

/** The signed-in user from the session cookie, or null. Cached for one render. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getSession();
  return session && { id: session.id, name: session.name, role: session.role };
});

/** The signed-in user; without one, off to sign-in with the page remembered. */
export async function requireUser(pathname: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(pathname)}`);
  return user;
}

/** The signed-in user, allowed on `pathname` by the route table; otherwise the not-found screen. */
export async function requireRoute(pathname: string): Promise<SessionUser> {
  const user = await requireUser(pathname);
  if (!isPathAllowed(pathname, user.role)) notFound();
  return user;
}
