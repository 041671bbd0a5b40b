// Content's part of the stand-in API (sandbox/area.ts): its records are rows of the shared store, but every
// call is its own (routes.ts): the region rules, the two-way equivalents, the status workflow with its
// publish requirements (kept on every write, as `statusRequirements`), the broken-reference check. And the
// demo content (seed.ts), after the team members and products it names.
import { publishRefusal } from '@/areas/content/rules';
import type { Region } from '@/lib/resources/types';
import type { SandboxArea } from '@/sandbox/area';
import type { ReadTask } from '@/sandbox/read-pool';
import { EQUIVALENCE_READ, readEquivalenceReport } from './equivalence';
import { createContentRoutes, recordLookup } from './routes';
import { seedContent } from './seed';

export const contentSandbox: SandboxArea = {
  name: 'content',
  servedElsewhere: ['content'],
  routes: ({ deps, db, catalogue, files, statusGuard, statusJobs, reads }) =>
    createContentRoutes(deps, db, catalogue, (id) => files.find(id) !== undefined, statusGuard, statusJobs, reads),
  // Published content keeps what publishing asked of it (a medical item's reviewer and review date, a clean
  // reference check) through every later save and restore, not only on the step.
  statusRequirements: {
    content: (record, { store, fileOf }) =>
      record.status === 'published' ? publishRefusal({ ...record, region: record.region as Region }, recordLookup(store, (id) => fileOf(id) !== undefined)) : null,
  },
  seed: ({ store, catalogueEndsAt }) => seedContent(store, catalogueEndsAt),
  reads: { [EQUIVALENCE_READ]: readEquivalenceReport as ReadTask },
};
