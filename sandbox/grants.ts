// The stand-in upstream enforces the console's grants (lib/grants.ts) on every API call, as the real API
// must, so a BFF that forgot a check would still hand an editor nothing of an admin's.
import type { MiddlewareHandler } from 'hono';
import { rolesForCall, type Upstream } from '@/lib/grants';
import { requireUser } from './auth';
import type { SandboxDeps, SandboxEnv } from './context';
import { ApiError } from './respond';

/** Calls that come before or without a grant: signing in and asking who one is. */
function isOpenToAnyone(segments: readonly string[]): boolean {
  return segments[0] === 'auth' || (segments.length === 1 && segments[0] === 'me');
}

/**
 * Mounted on `<prefix>/v1/*`: 401 without a valid bearer token (as `requireUser`); then 404 'Not found'
 * for a call no role may make (it is not part of the API, like a missing route), 403 'Forbidden' for one
 * another role may make. The routes behind it are reached only when the account's role may.
 */
export function enforceGrants(deps: SandboxDeps, upstream: Upstream, prefix = ''): MiddlewareHandler<SandboxEnv> {
  const signedIn = requireUser(deps);
  const base = `${prefix}/v1/`;
  return async (c, next) => {
    const path = c.req.path;
    const segments = path.startsWith(base) ? path.slice(base.length).split('/') : [];
    if (upstream === 'main' && isOpenToAnyone(segments)) return next();
    return signedIn(c, async () => {
      const roles = rolesForCall(upstream, c.req.method, segments);
      if (roles.length === 0) throw new ApiError(404, 'Not found');
      if (!roles.includes(c.var.user.role)) throw new ApiError(403, 'Forbidden');
      await next();
    });
  };
}
