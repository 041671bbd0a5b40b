// Next's onRequestError hook (instrumentation.ts): an error no handler caught — a page or layout that
// failed to render, a server action, a route handler that threw past its wrapper — logged once as JSON
// with the request's id (the gate's, from the request's headers), its method, the route's pattern and
// the error's digest (the reference the crash screen shows), never a header, a cookie or the session.
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './request-context';

/** What Next passes about the request (only these fields are read). */
export interface ErroredRequest {
  method: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** What Next passes about where it failed. */
export interface ErrorPlace {
  routePath: string;
  routeType: string;
  routerKind?: string;
  renderSource?: string;
}

export function requestErrorLine(error: unknown, request: ErroredRequest, place: ErrorPlace) {
  const id = request.headers[REQUEST_ID_HEADER];
  const digest = error && typeof error === 'object' && 'digest' in error ? String((error as { digest: unknown }).digest) : undefined;
  return {
    requestId: Array.isArray(id) ? id[0] : id,
    method: request.method,
    route: place.routePath,
    routeType: place.routeType,
    ...(place.renderSource ? { renderSource: place.renderSource } : {}),
    ...(digest ? { digest } : {}),
    err: { name: error instanceof Error ? error.name : 'unknown error' },
  };
}

export function logRequestError(logger: Pick<Logger, 'error'>, error: unknown, request: ErroredRequest, place: ErrorPlace): void {
  logger.error(requestErrorLine(error, request, place), 'request failed');
}
