// The system users' part of the stand-in API (sandbox/area.ts): the staff accounts the sign-in reads live
// in the users table, served by their own calls (routes.ts) under the account rules. The accounts the
// demo starts with, one per sign-in case, are seeded with the sign-in itself (sandbox/seed.ts).
import type { SandboxArea } from '@/sandbox/area';
import { createUserRoutes } from './routes';

export const usersSandbox: SandboxArea = {
  name: 'users',
  servedElsewhere: ['users'],
  routes: ({ deps, db, files }) => createUserRoutes(deps, db, (id) => files.find(id)?.kind),
};
