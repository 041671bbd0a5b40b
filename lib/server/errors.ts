// The BFF's one error type, and how any thrown value becomes a response the browser can show.
import { NextResponse } from 'next/server';
import { getLogger } from './log';
import { currentRequestContext } from './request-context';

/** A failure with the status and the message the browser will show (docs/api-contract.md#bff-errors). */
export class BffError extends Error {
  override name = 'BffError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new BffError(401, 'Your session has ended. Sign in again.');
export const forbidden = (message = 'You do not have access to this.') => new BffError(403, message);
export const badRequest = (message: string) => new BffError(400, message);

const GENERIC_MESSAGE = 'Something went wrong on our side. Try again.';

/**
 * The BFF's own failures answer `{ "message": … }` as JSON (the shape of the API's 422 bodies); the
 * browser's fetcher shows `message`. Upstream failures pass through with their own text.
 */
export function errorJson(status: number, message: string, headers: Record<string, string> = {}) {
  return NextResponse.json({ message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** Maps anything thrown by a handler to a response; unknown failures are logged, never shown. */
export function errorResponse(error: unknown, context: string): NextResponse {
  if (error instanceof BffError) return errorJson(error.status, error.message, error.headers);
  // One JSON line per failure, with the request's id and route so it matches the request's own line;
  // the error's name only: a message could quote an upstream answer, and logs must never hold a token.
  const request = currentRequestContext();
  const fields = { handler: context, requestId: request?.requestId, route: request?.route, err: { name: error instanceof Error ? error.name : 'unknown error' } };
  // A bad configuration (config.ts) stops the server at start; should one still reach a handler, the
  // instance is not ready to serve (503, which /api/ready relies on), and the log has the details.
  if (error instanceof Error && error.name === 'ConfigError') {
    getLogger().error({ ...fields, detail: error.message }, 'handler failed: invalid configuration');
    return errorJson(503, 'Not ready: the console’s configuration is invalid.');
  }
  getLogger().error(fields, 'handler failed');
  return errorJson(500, GENERIC_MESSAGE);
}
