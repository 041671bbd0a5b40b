// Demo data the sandbox starts with: fictional staff accounts on example.com, one per sign-in case, a few
// saved views of theirs (sandbox/saved-views-store.ts), and every area's demo data (docs/business-rules.md#demo-data), seeded in the order of sandbox/areas.ts.
// Deterministic: fixed generators and clocks, and every record passes its resource's schema, so the demo
// data is valid data (one feedback breaks that on purpose; see there).
import { cpSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Role } from '@/lib/routes';
import { createSeedContext } from './area';
import { bulkLoad } from './bulk-load';
import { SANDBOX_AREAS } from './areas';
import type { UserStatus } from './auth-store';
import { createCatalogueStore, isCatalogueEmpty, wipeCatalogue, type CatalogueStore } from './catalogue-store';
import { IN_MEMORY, isDatabaseEmpty, openDatabase, wipeDatabase, type SandboxDb } from './db';
import { fileFolder } from './files-store';
import { seedSavedViews, seedSavedViewsIfNew, wipeSavedViews } from './saved-views-store';

interface SeedUser {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  /** Days before the seed's clock of the last sign-in; never signed in when absent. */
  lastLoginDaysAgo?: number;
}

export const SEED_USERS: readonly SeedUser[] = [
  { name: 'Ada Admin', email: 'admin@example.com', role: 'admin', status: 'active' },
  { name: 'Eddie Editor', email: 'editor@example.com', role: 'editor', status: 'active' },
  { name: 'Grace Hopper-Smith', email: 'grace.hopper-smith@example.com', role: 'editor', status: 'active' },
  { name: 'Omar Okafor', email: 'omar.okafor@example.com', role: 'admin', status: 'active' },
  { name: 'Ivy Invited', email: 'invited@example.com', role: 'editor', status: 'invited' },
  { name: 'Dora Disabled', email: 'disabled@example.com', role: 'editor', status: 'disabled' },
  // The rest fill the System › Users list: enough to page, search and filter, with awkward names.
  { name: 'Amara Nwosu', email: 'amara.nwosu@example.com', role: 'editor', status: 'active', lastLoginDaysAgo: 1 },
  { name: 'Björn Lindqvist', email: 'bjorn.lindqvist@example.com', role: 'editor', status: 'active', lastLoginDaysAgo: 3 },
  { name: 'Chloé Dubois', email: 'chloe.dubois@example.com', role: 'admin', status: 'active', lastLoginDaysAgo: 0 },
  { name: 'Dev Patel', email: 'dev.patel@example.com', role: 'editor', status: 'invited' },
  { name: 'Eleanor Wright', email: 'eleanor.wright@example.com', role: 'editor', status: 'active', lastLoginDaysAgo: 12 },
  { name: 'Fatima Al-Sayed', email: 'fatima.alsayed@example.com', role: 'editor', status: 'disabled', lastLoginDaysAgo: 90 },
  { name: 'Gareth Jones', email: 'gareth.jones@example.com', role: 'admin', status: 'disabled', lastLoginDaysAgo: 200 },
  { name: 'Hana Kobayashi', email: 'hana.kobayashi@example.com', role: 'editor', status: 'active', lastLoginDaysAgo: 5 },
  { name: 'Ífeoluwa Adeyemi-Okonkwo de la Cruz Montgomery', email: 'ifeoluwa.adeyemi@example.com', role: 'editor', status: 'active', lastLoginDaysAgo: 30 },
  { name: 'Jakub Nowak', email: 'jakub.nowak@example.com', role: 'editor', status: 'invited' },
  { name: 'Keira O’Neill', email: 'keira.oneill@example.com', role: 'editor', status: 'active', lastLoginDaysAgo: 2 },
  { name: 'Luis Fernández', email: 'luis.fernandez@example.com', role: 'editor', status: 'active' },
  { name: 'Mei Lin', email: 'mei.lin@example.com', role: 'admin', status: 'invited' },
];

export function seedDatabase(db: SandboxDb, now: number): void {
  const insert = db.prepare(
    `INSERT INTO users (name, email, role, status, last_login_at, created_at, updated_at)
     VALUES (@name, @email, @role, @status, @lastLoginAt, @at, @at)`,
  );
  const at = new Date(now).toISOString();
  const DAY = 24 * 60 * 60 * 1000;
  db.transaction(() => {
    for (const { lastLoginDaysAgo, ...user } of SEED_USERS) {
      const lastLoginAt = lastLoginDaysAgo === undefined ? null : new Date(now - lastLoginDaysAgo * DAY - 3_600_000).toISOString();
      insert.run({ ...user, lastLoginAt, at });
    }
  })();
}

/** Every area's demo data in the shared tables; `now` dates what reaches up to today (orders, subscribers). */
export function seedAreas(store: CatalogueStore, db: SandboxDb, now: number): void {
  const context = createSeedContext(store, db, now);
  for (const area of SANDBOX_AREAS) area.seed?.(context);
}

/** Seeds what a database lacks (accounts, saved views, the areas' data, their own tables); leaves data in use alone. */
export function seedIfEmpty(db: SandboxDb, now: number): void {
  const seed = () => {
    if (isDatabaseEmpty(db)) seedDatabase(db, now);
    seedSavedViewsIfNew(db, now);
    if (isCatalogueEmpty(db)) {
      const store = createCatalogueStore(db);
      store.transaction(() => seedAreas(store, db, now));
    }
    for (const { ownTables } of SANDBOX_AREAS) if (ownTables?.seed && ownTables.isEmpty?.(db)) ownTables.seed(db);
    for (const area of SANDBOX_AREAS) area.topUp?.(db);
  };
  // A new database is seeded in one bulk load (sandbox/bulk-load.ts); one in use keeps its indexes as it tops up.
  if (isCatalogueEmpty(db)) bulkLoad(db, seed);
  else seed();
}

/** Back to the demo data: everything written since is gone. */
export function resetDatabase(db: SandboxDb, now: number): void {
  bulkLoad(db, () => {
    wipeSavedViews(db);
    wipeDatabase(db);
    wipeCatalogue(db);
    seedDatabase(db, now);
    seedSavedViews(db, now);
    seedAreas(createCatalogueStore(db), db, now);
    for (const { ownTables } of SANDBOX_AREAS) {
      ownTables?.wipe(db);
      ownTables?.seed?.(db);
    }
    for (const area of SANDBOX_AREAS) area.topUp?.(db);
  });
}

/** A seeded database as bytes, and the folder its files' bytes are in. */
interface SeededImage {
  image: Uint8Array;
  folder: string;
}

/** By the clock they were seeded at; a few, as tests with fixed clocks use one or two each. */
const seededImages = new Map<number, SeededImage>();
const KEPT_IMAGES = 4;

function seededImage(now: number): SeededImage {
  let seeded = seededImages.get(now);
  if (seeded) return seeded;
  const db = openDatabase(IN_MEMORY);
  try {
    seedIfEmpty(db, now);
    // The folder outlives the database: it is removed when the process exits (sandbox/files-store.ts).
    seeded = { image: db.serialize(), folder: fileFolder(db) };
  } finally {
    db.close();
  }
  if (seededImages.size >= KEPT_IMAGES) seededImages.delete(seededImages.keys().next().value!);
  seededImages.set(now, seeded);
  return seeded;
}

/**
 * Opens the database at `path` (or a private one for `:memory:`) holding the demo data as seeded at `now`:
 * a new one is a copy of the demo data seeded once per process for that clock (its bytes, and its files'
 * bytes), not seeded afresh, so the many sandboxes tests start cost a copy each (milliseconds) rather than
 * a seed. A file already in use is opened as it is and only topped up (`seedIfEmpty`).
 */
export function openSeededDatabase(path: string, now: number): SandboxDb {
  const isNew = path === IN_MEMORY || !existsSync(path) || statSync(path).size === 0;
  if (!isNew) {
    const db = openDatabase(path);
    seedIfEmpty(db, now);
    return db;
  }
  const { image, folder } = seededImage(now);
  let db: SandboxDb;
  if (path === IN_MEMORY) db = openDatabase(IN_MEMORY, { image });
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, image);
    db = openDatabase(path);
  }
  cpSync(folder, fileFolder(db), { recursive: true });
  seedIfEmpty(db, now);
  return db;
}
