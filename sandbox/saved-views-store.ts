// The sandbox's saved views of the lists (docs/api-contract.md#saved-views) in SQLite: their table beside
// the accounts (a view goes with its owner's account), the statements the routes run, and the demo views a
// fresh or reset sandbox starts with. A database made before saved views gets the demo views once, when
// the table is made; after that, an empty table stays empty.
import { viewNameKey, type SavedView, type SavedViewBody } from '@/lib/contract/saved-view-types';
import { restartIds, makeIdsAutoincrement, type SandboxDb } from './db';

const SCHEMA = `
-- name_key is the name trimmed and lower-cased (viewNameKey): one owner's views of one list never share it.
CREATE TABLE IF NOT EXISTS saved_views (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource   TEXT NOT NULL,
  name       TEXT NOT NULL,
  name_key   TEXT NOT NULL,
  query      TEXT NOT NULL,
  columns    TEXT CHECK (columns IS NULL OR json_valid(columns)),
  shared     INTEGER NOT NULL CHECK (shared IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (owner_id, resource, name_key)
);
CREATE INDEX IF NOT EXISTS saved_views_by_resource ON saved_views (resource, shared, owner_id);
`;

interface SavedViewRow {
  id: number;
  owner_id: number;
  owner_name: string;
  resource: string;
  name: string;
  query: string;
  columns: string | null;
  shared: number;
  created_at: string;
  updated_at: string;
}

/** A stored view as the API answers it, plus its owner's id as a number for the rules. */
export type StoredView = SavedView & { owner: { id: number; name: string } };

/** What a view holds besides its list and owner. */
export type ViewFields = Omit<SavedViewBody, 'resource'>;

const SELECT = `SELECT v.id, v.owner_id, u.name AS owner_name, v.resource, v.name, v.query, v.columns, v.shared, v.created_at, v.updated_at
  FROM saved_views v JOIN users u ON u.id = v.owner_id`;

function toView(row: SavedViewRow): StoredView {
  return {
    id: row.id,
    resource: row.resource,
    name: row.name,
    query: row.query,
    columns: row.columns === null ? null : (JSON.parse(row.columns) as string[]),
    shared: row.shared === 1,
    owner: { id: row.owner_id, name: row.owner_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function hasTable(db: SandboxDb): boolean {
  return db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'saved_views'").get() !== undefined;
}

function ensureSchema(db: SandboxDb): void {
  db.exec(SCHEMA);
  makeIdsAutoincrement(db, 'saved_views');
}

function columnsText(columns: readonly string[] | null): string | null {
  return columns === null ? null : JSON.stringify(columns);
}

export function createSavedViewsStore(db: SandboxDb) {
  ensureSchema(db);
  const statements = {
    visible: db.prepare<[string, number], SavedViewRow>(`${SELECT} WHERE v.resource = ? AND (v.owner_id = ? OR v.shared = 1)`),
    byId: db.prepare<[number], SavedViewRow>(`${SELECT} WHERE v.id = ?`),
    nameTaken: db.prepare<[number, string, string, number]>('SELECT 1 FROM saved_views WHERE owner_id = ? AND resource = ? AND name_key = ? AND id <> ?'),
    insert: db.prepare<{ owner_id: number; resource: string; name: string; name_key: string; query: string; columns: string | null; shared: number; at: string }, { id: number }>(
      `INSERT INTO saved_views (owner_id, resource, name, name_key, query, columns, shared, created_at, updated_at)
       VALUES (@owner_id, @resource, @name, @name_key, @query, @columns, @shared, @at, @at) RETURNING id`,
    ),
    update: db.prepare<{ id: number; name: string; name_key: string; query: string; columns: string | null; shared: number; at: string }>(
      `UPDATE saved_views SET name = @name, name_key = @name_key, query = @query, columns = @columns, shared = @shared, updated_at = @at WHERE id = @id`,
    ),
    remove: db.prepare<[number]>('DELETE FROM saved_views WHERE id = ?'),
  };
  const stored = (fields: ViewFields) => ({
    name: fields.name,
    name_key: viewNameKey(fields.name),
    query: fields.query,
    columns: columnsText(fields.columns),
    shared: fields.shared ? 1 : 0,
  });

  return {
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /** One list's views `userId` may see: their own and those others shared, by name. */
    visible(resource: string, userId: number): StoredView[] {
      return statements.visible
        .all(resource, userId)
        .map(toView)
        .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    },

    find(id: number): StoredView | undefined {
      const row = statements.byId.get(id);
      return row && toView(row);
    },

    /** Whether the owner has another view of the list whose name is `name` but for case and edge spaces. */
    isNameTaken(ownerId: number, resource: string, name: string, exceptId = 0): boolean {
      return statements.nameTaken.get(ownerId, resource, viewNameKey(name), exceptId) !== undefined;
    },

    insert(ownerId: number, resource: string, fields: ViewFields, at: string): StoredView {
      const { id } = statements.insert.get({ owner_id: ownerId, resource, ...stored(fields), at })!;
      return this.find(id)!;
    },

    update(id: number, fields: ViewFields, at: string): StoredView {
      statements.update.run({ id, ...stored(fields), at });
      return this.find(id)!;
    },

    remove(id: number): void {
      statements.remove.run(id);
    },
  };
}

export type SavedViewsStore = ReturnType<typeof createSavedViewsStore>;

// ---------------------------------------------------------------------------------------------------
// Demo views

export interface SeedView extends SavedViewBody {
  /** The owner's e-mail among the seeded accounts (sandbox/seed.ts). */
  owner: string;
}

/**
 * A view of each kind: an admin's shared queue every admin sees, another admin's own view no one else
 * does, an editor's own drafts, an editor's view shared with both roles (products), and an editor's
 * shared view of the editors' own list (tips), which admins never see.
 */
export const SEED_SAVED_VIEWS: readonly SeedView[] = [
  {
    owner: 'admin@example.com',
    resource: 'orders',
    name: 'Fulfilment queue, oldest first',
    // Orders' drawer holds its record in `order`, so the list's sort direction is `dir`.
    query: 'status=needs_action&sort=created_at&dir=asc&limit=50',
    columns: ['order_number', 'created_at', 'customer_name', 'status', 'items_count', 'total'],
    shared: true,
  },
  {
    owner: 'omar.okafor@example.com',
    resource: 'orders',
    name: 'US cancellations',
    query: 'status=cancelled&region=us',
    columns: null,
    shared: false,
  },
  {
    owner: 'editor@example.com',
    resource: 'content',
    name: 'My drafts due for review',
    query: 'status=draft&review_due=due&sort=next_review_due&order=asc',
    columns: ['title', 'kind', 'region', 'next_review_due', 'review_flag'],
    shared: false,
  },
  {
    owner: 'grace.hopper-smith@example.com',
    resource: 'products',
    name: 'GB published, lowest stock first',
    query: 'region=gb&status=published&sort=stock&order=asc&limit=50',
    columns: null,
    shared: true,
  },
  {
    owner: 'keira.oneill@example.com',
    resource: 'tips',
    name: 'Published in the US',
    query: 'region=us&status=published',
    columns: ['title', 'condition_title', 'status', 'published_at'],
    shared: true,
  },
];

/** The demo views of the seeded accounts still there (a view whose owner is gone is left out). */
export function seedSavedViews(db: SandboxDb, now: number): void {
  const store = createSavedViewsStore(db);
  const ownerId = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?');
  const at = new Date(now).toISOString();
  store.transaction(() => {
    for (const { owner, resource, ...fields } of SEED_SAVED_VIEWS) {
      const id = ownerId.get(owner)?.id;
      if (id !== undefined) store.insert(id, resource, fields, at);
    }
  });
}

/** Makes the table when missing, with the demo views in it: what a database from before saved views lacks. */
export function seedSavedViewsIfNew(db: SandboxDb, now: number): void {
  if (hasTable(db)) return;
  ensureSchema(db);
  seedSavedViews(db, now);
}

/** Every view gone (a reset, before the demo views go back in). */
export function wipeSavedViews(db: SandboxDb): void {
  ensureSchema(db);
  db.exec('DELETE FROM saved_views');
  restartIds(db, ['saved_views']);
}
