// Test-only fault injection: the next N requests to a method and path fail with a chosen status, after
// an optional delay, or lose their connection (status 0), before any route sees them.
import type { MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { SandboxEnv } from './context';

/** Statuses whose responses may not carry a body. */
const BODYLESS_STATUSES = new Set([204, 205, 304]);

export const faultSchema = z.object({
  method: z
    .string()
    .trim()
    .min(1)
    .transform((method) => method.toUpperCase()),
  path: z.string().startsWith('/', 'Path must start with /'),
  /** 0 drops the connection without an answer, as a network failure would. */
  status: z.union([z.literal(0), z.number().int().min(200).max(599)]),
  times: z.number().int().min(1).default(1),
  delay_ms: z.number().int().min(0).max(120_000).default(0),
  body: z.string().default('Injected fault'),
});
export type Fault = z.output<typeof faultSchema>;

export class FaultPlan {
  #pending: { fault: Fault; remaining: number }[] = [];

  add(fault: Fault): void {
    this.#pending.push({ fault, remaining: fault.times });
  }

  /** The earliest planned fault matching the request, used up by this call. */
  take(method: string, path: string): Fault | undefined {
    const index = this.#pending.findIndex(({ fault }) => fault.method === method && fault.path === path);
    if (index === -1) return undefined;
    const entry = this.#pending[index];
    entry.remaining -= 1;
    if (entry.remaining === 0) this.#pending.splice(index, 1);
    return entry.fault;
  }

  clear(): void {
    this.#pending = [];
  }
}

export function injectFaults(plan: FaultPlan): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const fault = plan.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delay_ms > 0) await sleep(fault.delay_ms);
    if (fault.status === 0) {
      const socket = c.env?.incoming?.socket;
      if (!socket) throw new Error('A dropped-connection fault needs the Node HTTP server');
      socket.destroy();
      c.set('isDropped', true);
      return RESPONSE_ALREADY_SENT;
    }
    const body = BODYLESS_STATUSES.has(fault.status) ? null : fault.body;
    return new Response(body, { status: fault.status, headers: { 'content-type': 'text/plain; charset=UTF-8' } });
  };
}
