// Demo data the sandbox starts with: fictional staff accounts on example.com, one per sign-in case.
import type { Role } from '@/lib/routes';
import { isDatabaseEmpty, wipeDatabase, type SandboxDb } from './db';
import type { UserStatus } from './auth-store';

interface SeedUser {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
}

export const SEED_USERS: readonly SeedUser[] = [
  { name: 'Ada Admin', email: 'admin@example.com', role: 'admin', status: 'active' },
  { name: 'Eddie Editor', email: 'editor@example.com', role: 'editor', status: 'active' },
  { name: 'Grace Hopper-Smith', email: 'grace.hopper-smith@example.com', role: 'editor', status: 'active' },
  { name: 'Omar Okafor', email: 'omar.okafor@example.com', role: 'admin', status: 'active' },
  { name: 'Ivy Invited', email: 'invited@example.com', role: 'editor', status: 'invited' },
  { name: 'Dora Disabled', email: 'disabled@example.com', role: 'editor', status: 'disabled' },
];

export function seedDatabase(db: SandboxDb, now: number): void {
  const insert = db.prepare(
    `INSERT INTO users (name, email, role, status, created_at, updated_at)
     VALUES (@name, @email, @role, @status, @at, @at)`,
  );
  const at = new Date(now).toISOString();
  db.transaction(() => {
    for (const user of SEED_USERS) insert.run({ ...user, at });
  })();
}

/** Seeds a database that has no accounts yet; leaves one in use alone. */
export function seedIfEmpty(db: SandboxDb, now: number): void {
  if (isDatabaseEmpty(db)) seedDatabase(db, now);
}

/** Back to the demo data: everything written since is gone. */
export function resetDatabase(db: SandboxDb, now: number): void {
  db.transaction(() => {
    wipeDatabase(db);
    seedDatabase(db, now);
  })();
}
