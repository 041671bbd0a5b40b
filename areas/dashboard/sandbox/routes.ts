// GET /v1/dashboard and /v1/dashboard/{figure} (docs/special-calls.md#dashboard): the figures of a period
// (figures.ts) — commerce figures for admins only, the editorial and conversation work for both roles. One
// figure per call lets each card of the page load and fail on its own. The query and the role are checked
// here, on the main thread; the figures are read in a read worker (sandbox/read-pool.ts), so a two-year
// chart holds up no other call.
import { Hono, type Context } from 'hono';
import { ADMIN_FIGURES, dashboardQuerySchema, figuresForRole, isFigureName, type DashboardQuery, type FigureName, type Figures } from '@/areas/dashboard/contract';
import { previousPeriod } from '@/areas/dashboard/period';
import type { AreaParts } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { SandboxEnv } from '@/sandbox/context';
import { ApiError, ok, validationError } from '@/sandbox/respond';
import type { FiguresInput } from './figures';
import { ensureCardIndexes } from './card-indexes';
import { ensureOrderFacts } from './order-facts';

/** The read task's name (index.ts registers it). */
export const FIGURES_READ = 'dashboard.figures';

export function createDashboardRoutes({ deps, db, reads }: AreaParts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  ensureOrderFacts(db);
  ensureCardIndexes(db);

  function readQuery(c: Context<SandboxEnv>): DashboardQuery {
    const parsed = dashboardQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  }

  async function answer(c: Context<SandboxEnv>, query: DashboardQuery, names: readonly FigureName[]) {
    const input: FiguresInput = { query, names, now: deps.now() };
    const figures = await reads.run<Partial<Figures>>(FIGURES_READ, input);
    return ok(c, { region: query.region, period: { from: query.from, to: query.to }, previous: previousPeriod(query), figures });
  }

  // GET /v1/dashboard – every figure the caller's role may see, for one region (or all) and period
  routes.get('/dashboard', signedIn, (c) => answer(c, readQuery(c), figuresForRole(c.get('user').role)));

  // GET /v1/dashboard/:figure – one figure, so each card loads and fails on its own
  routes.get('/dashboard/:figure', signedIn, (c) => {
    const name = c.req.param('figure');
    if (!isFigureName(name)) throw new ApiError(404, 'No such dashboard figure');
    const role = c.get('user').role;
    if (!figuresForRole(role).includes(name)) {
      throw new ApiError(403, (ADMIN_FIGURES as readonly string[]).includes(name) ? 'Only admins see this figure' : 'Forbidden');
    }
    return answer(c, readQuery(c), [name]);
  });

  return routes;
}
