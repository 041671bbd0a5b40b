// The BFF's one error type, and how any thrown value becomes a response the browser can show.
import { NextResponse } from 'next/server';

/** A failure with the status and the plain-text message the browser will show (spec §7). */
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

/** Plain-text answer, never cached. */
export function textResponse(status: number, message: string, headers: Record<string, string> = {}) {
  return new NextResponse(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Maps anything thrown by a handler to a response; unknown failures are logged, never shown. */
export function errorResponse(error: unknown, context: string): NextResponse {
  if (error instanceof BffError) return textResponse(error.status, error.message, error.headers);
  console.error(`[bff] ${context} failed:`, error instanceof Error ? error.message : 'unknown error');
  return textResponse(500, GENERIC_MESSAGE);
}
