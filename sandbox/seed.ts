// Demo data the sandbox starts with: fictional staff accounts on example.com, one per sign-in case, and
// the catalogue (catalogue-seed.ts).
import type { Role } from '@/lib/routes';
import { seedCatalogue } from './catalogue-seed';
import { createCatalogueStore, isCatalogueEmpty, wipeCatalogue } from './catalogue-store';
import { isDatabaseEmpty, wipeDatabase, type SandboxDb } from './db';
import { seedFiles } from './files-seed';
import { isFilesEmpty, wipeFiles } from './files-store';
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

/** Seeds what a database lacks (accounts, catalogue); leaves data in use alone. */
export function seedIfEmpty(db: SandboxDb, now: number): void {
  if (isDatabaseEmpty(db)) seedDatabase(db, now);
  if (isCatalogueEmpty(db)) {
    const store = createCatalogueStore(db);
    store.transaction(() => seedCatalogue(store));
  }
  if (isFilesEmpty(db)) seedFiles(db);
}

/** Back to the demo data: everything written since is gone. */
export function resetDatabase(db: SandboxDb, now: number): void {
  db.transaction(() => {
    wipeDatabase(db);
    wipeCatalogue(db);
    seedDatabase(db, now);
    seedCatalogue(createCatalogueStore(db));
    wipeFiles(db);
    seedFiles(db);
  })();
}
