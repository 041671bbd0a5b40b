// Content's part of the stand-in API (sandbox/area.ts): its records are rows of the shared store, but every
// call is its own (routes.ts): the region rules, the two-way equivalents, the status workflow with its
// publish requirements, the broken-reference check. And the demo content (seed.ts), after the team
// members and products it names.
import type { SandboxArea } from '@/sandbox/area';
import { createContentRoutes } from './routes';
import { seedContent } from './seed';

export const contentSandbox: SandboxArea = {
  name: 'content',
  servedElsewhere: ['content'],
  routes: ({ deps, db, catalogue, files }) => createContentRoutes(deps, db, catalogue, (id) => files.find(id) !== undefined),
  seed: ({ store, story }) => seedContent(store, story),
};
