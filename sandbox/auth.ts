// The auth part of the main API (docs/api-contract.md#auth-calls) under /v1: request a code, log in, refresh, and who am I;
// plus the bearer check every protected route uses.
import { Hono, type MiddlewareHandler } from 'hono';
import { loginBodySchema, refreshBodySchema, requestCodeBodySchema, type LoginData, type MeData } from '@/lib/contract/auth';
import type { UserRow } from './auth-store';
import type { SandboxDeps, SandboxEnv } from './context';
import { issueLoginCode, redeemLoginCode } from './login-codes';
import { ApiError, ok, readBody } from './respond';
import { rotateRefreshToken, startSession, userForAccessToken } from './sessions';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Lets the request through only with a valid access token, and puts its account in `c.var.user`. */
export function requireUser(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    // The grants middleware in front of the API has already found the account for this request.
    if (c.get('user')) return next();
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const user = token ? userForAccessToken(deps, token) : undefined;
    if (!user) throw new ApiError(401, 'Unauthorized');
    c.set('user', user);
    await next();
  };
}

function toMe(user: UserRow): MeData & { id: number } {
  return { id: user.id, name: user.name, role: user.role, photo: user.photo, created_at: user.created_at };
}

export function createAuthRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // POST /v1/auth/request-code – sends a login code to an active account; answers alike for any address
  routes.post('/auth/request-code', async (c) => {
    const { email } = await readBody(c, requestCodeBodySchema);
    issueLoginCode(deps, email);
    return ok(c, { sent: true });
  });

  // POST /v1/auth/login – trades an e-mail and its login code for a new session
  routes.post('/auth/login', async (c) => {
    const { email, code } = await readBody(c, loginBodySchema);
    const redemption = redeemLoginCode(deps, email, code);
    if (redemption.outcome === 'locked') throw new ApiError(429, 'Too many attempts, request a new code');
    if (redemption.outcome === 'invalid') throw new ApiError(401, 'Invalid email or login code');
    const { user } = redemption;
    const session = deps.store.transaction(() => {
      deps.store.recordLogin(user.id, deps.now());
      return startSession(deps, user.id);
    });
    const data: Omit<LoginData, 'id'> & { id: number } = { id: user.id, name: user.name, role: user.role, session };
    return ok(c, data);
  });

  // POST /v1/auth/refresh-token – rotates a refresh token into a new session
  routes.post('/auth/refresh-token', async (c) => {
    const { token } = await readBody(c, refreshBodySchema);
    const session = rotateRefreshToken(deps, token);
    if (!session) throw new ApiError(401, 'Invalid refresh token');
    return ok(c, session);
  });

  // GET /v1/me – the signed-in account
  routes.get('/me', requireUser(deps), (c) => ok(c, toMe(c.var.user)));

  return routes;
}
