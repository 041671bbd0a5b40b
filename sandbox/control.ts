// Sandbox-only endpoints under /__sandbox that tests use to read the mailbox, count calls, inject
// faults, move the clock on and reset the data to a named scenario. Never part of the real API.
import { Hono } from 'hono';
import { z } from 'zod';
import type { CallLog } from './calls';
import { clockAdvanceSchema, type SandboxClock } from './clock';
import type { SandboxDeps, SandboxEnv } from './context';
import { faultSchema, type FaultPlan } from './faults';
import { ApiError, ok, readBody, validationError } from './respond';
import { SCENARIOS, type ScenarioName } from './scenarios';

const mailboxQuerySchema = z.object({
  email: z.string({ error: 'You must provide email' }).trim().toLowerCase().min(1, 'You must provide email'),
});

const resetBodySchema = z.object({
  scenario: z.enum(SCENARIOS, { error: `Scenario must be one of ${SCENARIOS.join(', ')}` }).default('demo'),
  /** The shop scenario at a fraction of its sizes (a unit test's small shop); the others ignore it. */
  scale: z.number({ error: 'Scale must be a number' }).gt(0, 'Scale must be more than 0').max(1, 'Scale must be at most 1').optional(),
});

export function createControlRoutes(
  deps: SandboxDeps,
  calls: CallLog,
  faults: FaultPlan,
  clock: SandboxClock,
  resetTo: (scenario: ScenarioName, scale?: number) => void,
): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // GET /__sandbox/mailbox?email= – the latest login code sent to an address
  routes.get('/mailbox', (c) => {
    const query = mailboxQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const mail = deps.store.findLatestMail(query.data.email);
    if (!mail) throw new ApiError(404, 'No login code was sent to that email');
    return ok(c, mail);
  });

  // GET /__sandbox/tokens?email= – the latest token pair issued to an account (tests prove none leaks)
  routes.get('/tokens', (c) => {
    const query = mailboxQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const user = deps.store.findUserByEmail(query.data.email);
    const tokens = user ? deps.latestTokens.get(user.id) : undefined;
    if (!tokens) throw new ApiError(404, 'No tokens were issued to that email');
    return ok(c, tokens);
  });

  // GET /__sandbox/calls – request counts by "METHOD /path"
  routes.get('/calls', (c) => ok(c, calls.snapshot()));

  // DELETE /__sandbox/calls – starts counting afresh
  routes.delete('/calls', (c) => {
    calls.clear();
    return c.body(null, 204);
  });

  // POST /__sandbox/faults – plans a fault for the next matching requests
  routes.post('/faults', async (c) => {
    const fault = await readBody(c, faultSchema);
    faults.add(fault);
    return ok(c, fault);
  });

  // DELETE /__sandbox/faults – drops every planned fault
  routes.delete('/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });

  // GET /__sandbox/clock – the sandbox's time, and how far tests have moved it on
  routes.get('/clock', (c) => ok(c, clock.read()));

  // POST /__sandbox/clock {advance_seconds} – moves the clock on, for every expiry the sandbox decides
  // (login codes, access and refresh tokens, invitations): a test asks for a lapse instead of waiting
  routes.post('/clock', async (c) => {
    const { advance_seconds } = await readBody(c, clockAdvanceSchema);
    clock.advance(advance_seconds);
    return ok(c, clock.read());
  });

  // DELETE /__sandbox/clock – back to real time
  routes.delete('/clock', (c) => {
    clock.reset();
    return c.body(null, 204);
  });

  // POST /__sandbox/reset {scenario, scale?} – the data back to a scenario (demo, empty, large, shop): everything
  // written since is gone and every session ended; the counts, faults and clock are left as they are
  routes.post('/reset', async (c) => {
    // No body at all means the demo data, so `curl -X POST …/__sandbox/reset` does the everyday reset.
    const hasBody = (await c.req.raw.clone().text()).trim() !== '';
    const { scenario, scale } = hasBody ? await readBody(c, resetBodySchema) : resetBodySchema.parse({});
    const started = performance.now();
    resetTo(scenario, scale);
    return ok(c, { scenario, took_ms: Math.round(performance.now() - started) });
  });

  return routes;
}
