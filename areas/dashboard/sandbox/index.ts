// The dashboard's part of the stand-in API (sandbox/area.ts): its figures, computed with SQL over the
// other areas' stored rows (figures.ts) and the order facts kept beside them (order-facts.ts), answered
// by routes.ts. It has no records of its own.
import type { ReadTask } from '@/sandbox/read-pool';
import type { SandboxArea } from '@/sandbox/area';
import { computeFigures } from './figures';
import { createDashboardRoutes, FIGURES_READ } from './routes';

export const dashboardSandbox: SandboxArea = {
  name: 'dashboard',
  routes: createDashboardRoutes,
  reads: { [FIGURES_READ]: computeFigures as ReadTask },
};
