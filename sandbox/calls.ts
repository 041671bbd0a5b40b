// The call log: how many requests each "METHOD /path" received since start or the last reset.
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context';

export class CallLog {
  #counts = new Map<string, number>();

  record(method: string, path: string): void {
    const key = `${method} ${path}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.#counts);
  }

  clear(): void {
    this.#counts.clear();
  }
}

/**
 * The console's service poll of the change feed (GET /v1/changes, every 500 ms while a stream is open): made on
 * its own clock, not for any screen, so it is neither counted (a test's "nothing was sent" would depend on
 * timing) nor printed (the terminal would scroll twice a second).
 */
export function isFeedPoll(method: string, path: string): boolean {
  return method === 'GET' && path === '/v1/changes';
}

export function countCalls(log: CallLog): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!isFeedPoll(c.req.method, c.req.path)) log.record(c.req.method, c.req.path);
    await next();
  };
}
