// The AI host's stand-in, mounted at /ai: every /ai/v1/* call needs the same bearer as the main API. The
// areas' AI calls (the interlinks') come from their sandbox parts.
import { Hono } from 'hono';
import type { AreaParts, SandboxArea } from './area';
import { requireUser } from './auth';
import type { SandboxEnv } from './context';
import { ok } from './respond';

export function createAiRoutes(areas: readonly SandboxArea[], parts: AreaParts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.use('/v1/*', requireUser(parts.deps));

  // GET /ai/v1/health – whether the AI host is up (and the caller's token is good)
  routes.get('/v1/health', (c) => ok(c, { ok: true }));

  for (const area of areas) if (area.aiRoutes) routes.route('/v1', area.aiRoutes(parts));

  return routes;
}
