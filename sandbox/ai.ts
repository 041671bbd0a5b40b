// The AI host's stand-in, mounted at /ai: every /ai/v1/* call needs the same bearer as the main API.
import { Hono } from 'hono';
import { requireUser } from './auth';
import type { CatalogueStore } from './catalogue-store';
import type { SandboxDeps, SandboxEnv } from './context';
import type { SandboxDb } from './db';
import { createInterlinkRoutes } from './interlinks';
import { createInterlinksStore } from './interlinks-store';
import { ok } from './respond';

export function createAiRoutes(deps: SandboxDeps, db: SandboxDb, catalogue: CatalogueStore): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.use('/v1/*', requireUser(deps));

  // GET /ai/v1/health – whether the AI host is up (and the caller's token is good)
  routes.get('/v1/health', (c) => ok(c, { ok: true }));

  const delayMs = Number(process.env.SANDBOX_AI_DELAY_MS ?? 0) || 0;
  routes.route('/v1', createInterlinkRoutes(catalogue, createInterlinksStore(db), deps.now, delayMs));

  return routes;
}
