// The interlinks' part of the stand-in API (sandbox/area.ts): the AI host's suggest and decide calls,
// served from sandbox data (routes.ts), and the suggestions' own table, emptied by a reset (store.ts).
// SANDBOX_AI_DELAY_MS slows the suggest call, to see the console wait.
import type { SandboxArea } from '@/sandbox/area';
import { createInterlinkRoutes } from './routes';
import { createInterlinksStore, wipeInterlinks } from './store';

export const interlinksSandbox: SandboxArea = {
  name: 'interlinks',
  aiRoutes: ({ deps, db, catalogue }) =>
    createInterlinkRoutes(catalogue, createInterlinksStore(db), deps.now, Number(process.env.SANDBOX_AI_DELAY_MS ?? 0) || 0),
  ownTables: { wipe: wipeInterlinks },
};
