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

export function countCalls(log: CallLog): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    log.record(c.req.method, c.req.path);
    await next();
  };
}
