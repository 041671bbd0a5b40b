// The settings' part of the stand-in API (sandbox/area.ts): their records live in a table of their own,
// served by their own calls (routes.ts): one setting per key, a key that never changes, the in-use rule;
// and the six settings the demo starts with, seeded first as the products' options come from them.
import type { SandboxArea } from '@/sandbox/area';
import { createSettingsRoutes } from './routes';
import { seedSettings } from './seed';
import { createSettingsStore } from './store';

export const settingsSandbox: SandboxArea = {
  name: 'settings',
  servedElsewhere: ['settings'],
  routes: ({ deps, db, catalogue }) => createSettingsRoutes(deps, createSettingsStore(db), catalogue),
  seed: ({ store, catalogue }) => seedSettings(store, new Date(catalogue.at).toISOString()),
};
