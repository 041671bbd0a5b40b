// Every route handler is wrapped here: anti-forgery, session check (seal, lifetime, idle, revocation),
// refresh when due, cookie re-sealing, no-store caching, security headers and error mapping happen in
// one place, so no handler can skip them. Middleware does not run for /api (it guards pages): this
// wrapper is the whole gate for the BFF, which keeps the Edge sandbox off every proxied call.
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isRefreshDue } from '@/lib/session-timing';
import { refreshFailure, refreshUpstreamSession } from './auth-api';
import { getLogger } from './log';
import { refreshNow, refreshWhileDue } from './refresh';
import { getConfig, type Config } from './config';
import { assertSameOriginMutation } from './csrf';
import { errorResponse, unauthorized } from './errors';
import {
  findRequestContext,
  newRequestId,
  REQUEST_ID_HEADER,
  routePattern,
  runInRequestContext,
  type RequestContext,
} from './request-context';
import { getRevocationStore } from './revocation';
import { apiSecurityHeaders, proxiedAnswerCsp } from './security-headers';
import {
  isSealedWithCurrentPassword,
  isTouchDue,
  remainingLifetimeSeconds,
  sealSession,
  sessionCookieName,
  sessionCookieOptions,
  touchSession,
  unsealSession,
  type SessionData,
  type TouchedSession,
} from './session-codec';
import { UpstreamStatusError } from './upstream';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export interface PublicContext {
  request: NextRequest;
  config: Config;
}

export interface SessionContext extends PublicContext {
  session: SessionData;
  /** Whether the upstream session was refreshed for this request before the handler ran. */
  wasRefreshed: boolean;
  /** Replaces the session; the new one is sealed into the response's cookie. */
  replaceSession: (session: SessionData) => void;
  /**
   * After the upstream refused the session's access token (401) although the BFF held it current: the
   * session refreshed once through the shared single flight and sealed into the response's cookie, as a due
   * refresh is. A host whose clock is a few seconds behind the API's sees tokens lapse before their
   * `expired_at`; ending the session there signed staff out for nothing. Throws the session's end (401)
   * when the refresh is refused or the request has already been renewed once, and the refresh's 503/502
   * when the sign-in service cannot answer (the session stays).
   */
  renewRefusedSession: () => Promise<SessionData>;
}

type Handler<C> = (ctx: C) => Promise<Response>;

/** Every API answer, errors included: never stored, and with the hardening headers. */
function finishAnswer(response: Response, isSecure: boolean): NextResponse {
  const next = response instanceof NextResponse ? response : new NextResponse(response.body, response);
  next.headers.set('cache-control', 'no-store');
  const upstreamCsp = next.headers.get('content-security-policy');
  for (const [name, value] of apiSecurityHeaders(isSecure)) next.headers.set(name, value);
  if (upstreamCsp !== null) next.headers.set('content-security-policy', proxiedAnswerCsp(upstreamCsp));
  return next;
}

/** Writes the session into the response's cookie, living no longer than the session's absolute end. */
export async function writeSessionCookie(response: NextResponse, session: SessionData, config: Config, sealed?: Promise<string>) {
  const now = Date.now();
  const maxAge = remainingLifetimeSeconds(session, config, now);
  const value = await (sealed ?? sealSession(session, config, now));
  response.cookies.set(sessionCookieName(config), value, sessionCookieOptions(config, maxAge));
}

export function clearSessionCookie(response: NextResponse, config: Config) {
  response.cookies.set(sessionCookieName(config), '', sessionCookieOptions(config, 0));
}

/**
 * The live session a request carries, or null: unreadable (tampered, unknown key), past its
 * lifetime or idle limit, or revoked by a logout.
 */
export async function readSession(request: NextRequest, config: Config): Promise<{ session: SessionData; sealed: string } | null> {
  const sealed = request.cookies.get(sessionCookieName(config))?.value;
  const session = await unsealSession(sealed, config);
  if (!session || !sealed) return null;
  if (await getRevocationStore().isRevoked(session.sid)) return null;
  return { session, sealed };
}

/**
 * The request's context, opened by the request gate (found by the id it stamped), or a fresh one when the
 * handler runs without the gate (tests); the handler's name goes into its log line.
 */
function requestContextOf(request: NextRequest, name: string): RequestContext {
  const context = findRequestContext(request.headers.get(REQUEST_ID_HEADER)) ?? {
    requestId: newRequestId(),
    method: request.method,
    route: routePattern(request.nextUrl.pathname),
    startedAt: performance.now(),
  };
  context.handler = name;
  return context;
}

/** Runs the handler inside its request's context, so its upstream calls carry the request id. */
function inRequestContext(name: string, run: (request: NextRequest, context: RequestContext) => Promise<NextResponse>) {
  return (request: NextRequest, _route?: RouteContext): Promise<NextResponse> => {
    const context = requestContextOf(request, name);
    return runInRequestContext(context, () => run(request, context));
  };
}

/** A handler that needs no session (sign-in, health). Mutations still need the anti-forgery proof. */
export function publicHandler(name: string, handler: Handler<PublicContext>) {
  return inRequestContext(name, async (request) => {
    let config: Config | undefined;
    try {
      config = getConfig();
      assertSameOriginMutation(request, config);
      return finishAnswer(await handler({ request, config }), config.isSecure);
    } catch (error) {
      return finishAnswer(errorResponse(error, name), config?.isSecure ?? true);
    }
  });
}

/**
 * A handler for signed-in staff. The session is verified here again (middleware is only the first
 * gate); an upstream session at or past `expired_at − 5 s` is refreshed before the handler runs, and one the
 * upstream refuses before then is refreshed when the handler asks (`renewRefusedSession`).
 */
export function sessionHandler(name: string, handler: Handler<SessionContext>) {
  return inRequestContext(name, async (request, context) => {
    let config: Config | undefined;
    /** The session renewed after a refusal: its old refresh token is spent, so even an error answer keeps it. */
    let renewed: SessionData | undefined;
    try {
      config = getConfig();
      assertSameOriginMutation(request, config);
      const current = await readSession(request, config);
      if (!current) throw unauthorized();
      let { session } = current;
      context.userId = session.id;

      let needsSeal = !isSealedWithCurrentPassword(current.sealed, config);
      let touch: TouchedSession | undefined;
      if (isTouchDue(session, config)) {
        touch = touchSession(current.sealed, session, config);
        session = touch.session;
        needsSeal = true;
      }
      const settings = config;
      const outcome = await refreshWhileDue(session.upstream, (token) => refreshUpstreamSession(settings, token), (expiredAt) => isRefreshDue(expiredAt));
      const wasRefreshed = outcome.kind !== 'current';
      if (outcome.kind === 'refreshed') {
        session = { ...session, upstream: outcome.session };
        needsSeal = true;
      } else if (outcome.kind !== 'current') throw refreshFailure(outcome);

      const replaceSession = (next: SessionData) => {
        session = next;
        needsSeal = true;
      };
      let isRenewed = false;
      const renewRefusedSession = async (): Promise<SessionData> => {
        // One renewal a request: a token refused again right after its refresh is refused for good.
        if (isRenewed) throw unauthorized();
        isRenewed = true;
        const renewal = await refreshNow(session.upstream, (token) => refreshUpstreamSession(settings, token), (expiredAt) => isRefreshDue(expiredAt));
        if (renewal.kind !== 'refreshed') throw refreshFailure(renewal);
        getLogger().info({ requestId: context.requestId, route: context.route, aheadMs: session.upstream.expired_at - Date.now() }, 'upstream refused a current access token; session refreshed');
        replaceSession({ ...session, upstream: renewal.session });
        renewed = session;
        return session;
      };
      const response = finishAnswer(await handler({ request, config, session, wasRefreshed, replaceSession, renewRefusedSession }), config.isSecure);
      // The touched session's seal is shared with the requests that came with the same cookie, unless
      // a refresh or the handler changed the session since.
      if (needsSeal) await writeSessionCookie(response, session, config, touch?.session === session ? touch.sealed : undefined);
      return response;
    } catch (error) {
      const response = finishAnswer(errorResponse(error, name), config?.isSecure ?? true);
      // A session that can no longer be used is removed, so the browser goes back to sign-in.
      if (config && response.status === 401) clearSessionCookie(response, config);
      else if (config && renewed) await writeSessionCookie(response, renewed, config);
      return response;
    }
  });
}

/**
 * Runs an upstream call that throws the upstream's refusal (readJsonOrThrow's UpstreamStatusError) with the
 * session's access token; a 401 renews the session once (`renewRefusedSession`) and runs the call again with
 * the new token. A second 401 ends the session.
 */
export async function withRenewal<T>(ctx: Pick<SessionContext, 'session' | 'renewRefusedSession'>, call: (session: SessionData) => Promise<T>): Promise<T> {
  try {
    return await call(ctx.session);
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }
  const renewed = await ctx.renewRefusedSession();
  try {
    return await call(renewed);
  } catch (error) {
    throw isRefusal(error) ? unauthorized() : error;
  }
}

const isRefusal = (error: unknown) => error instanceof UpstreamStatusError && error.status === 401;
