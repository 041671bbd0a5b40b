// System users under /v1/users (docs/api-contract.md#system-users): the staff accounts the sign-in reads,
// listed with the generic paging/search/sort/filter contract and changed under the account rules of
// areas/users/definition.ts (unique e-mail, at least one active admin, nobody disables, demotes or deletes
// their own account). Deleting an account deletes its codes and tokens with it (ON DELETE CASCADE); a
// new role or leaving the active status ends its sessions. Every write leaves a history entry (sandbox/history.ts).
import { Hono, type Context } from 'hono';
import { listQuerySchema } from '@/lib/contract/rest';
import type { FileKind } from '@/areas/files/definition';
import { accountChangeRefusal, MSG_EMAIL_TAKEN, usersResource, type User } from '@/areas/users/definition';
import { refuseStaleWrite, writerColumn, writerFromColumn, type RecordWriter } from '@/sandbox/conditional';
import type { SandboxDb } from '@/sandbox/db';
import { foldText } from '@/sandbox/fold';
import { recordWrite } from '@/sandbox/history';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import { ApiError, idParam, readBody, validationError } from '@/sandbox/respond';

/** A user as the API answers it. */
export interface UserRecord extends User {
  id: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** Moved on by every write (sandbox/conditional.ts). */
  version: number;
  updated_by?: RecordWriter;
}

type UserRow = Omit<UserRecord, 'updated_by'> & { updated_by: string | null };

function toUser({ updated_by, ...row }: UserRow): UserRecord {
  return { ...row, ...writerFromColumn(updated_by) };
}

/** What an account's history tracks: the fields its form edits (a sign-in's `last_login_at` is no change of the record). */
function historyFields({ last_login_at: _lastLogin, ...user }: UserRecord): Omit<UserRecord, 'last_login_at'> {
  return user;
}

const MSG_PHOTO_NOT_IMAGE = 'Photo must be an image from the file library';

const COLUMNS = 'id, name, email, role, status, CAST(photo AS INTEGER) AS photo, last_login_at, created_at, updated_at, version, updated_by';
const SORTABLE = new Set([...usersResource.columns.filter((column) => column.sortable).map((column) => column.field), 'id', 'created_at', 'updated_at']);
const FILTERABLE = usersResource.filters.map((filter) => filter.field);
/** Sorts by text a person reads, accents beside their base letter (sandbox/fold.ts). */
const FOLDED_SORTS = new Set(['name', 'email']);

function createUsersStore(db: SandboxDb) {
  const statements = {
    byId: db.prepare<[number], UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = ?`),
    idByEmail: db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?'),
    activeAdmins: db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM users WHERE role = 'admin' AND status = 'active'"),
    insert: db.prepare<[User & { at: string; by: string | null }]>(
      `INSERT INTO users (name, email, role, status, photo, created_at, updated_at, updated_by)
       VALUES (@name, @email, @role, @status, @photo, @at, @at, @by)`,
    ),
    update: db.prepare<[User & { id: number; at: string; by: string | null }]>(
      `UPDATE users SET name = @name, email = @email, role = @role, status = @status, photo = @photo, updated_at = @at,
       version = version + 1, updated_by = @by WHERE id = @id`,
    ),
    remove: db.prepare<[number]>('DELETE FROM users WHERE id = ?'),
    endAccess: db.prepare<[number]>('DELETE FROM access_tokens WHERE user_id = ?'),
    endRefresh: db.prepare<[number]>('DELETE FROM refresh_tokens WHERE user_id = ?'),
  };

  return {
    transaction: <T>(work: () => T): T => db.transaction(work)(),
    find(id: number): UserRecord | undefined {
      const row = statements.byId.get(id);
      return row && toUser(row);
    },
    idOfEmail: (email: string) => statements.idByEmail.get(email)?.id,
    countActiveAdmins: () => statements.activeAdmins.get()?.n ?? 0,
    insert(user: User, at: string): UserRecord {
      const { lastInsertRowid } = statements.insert.run({ ...user, at, by: writerColumn() });
      const created = toUser(statements.byId.get(Number(lastInsertRowid))!);
      recordWrite(db, { resource: 'users', id: created.id, op: 'insert', after: historyFields(created) });
      return created;
    },
    /** Changes an account; 412 when the request's If-Match is stale (sandbox/conditional.ts). */
    update(id: number, user: User, at: string): UserRecord {
      const before = statements.byId.get(id);
      refuseStaleWrite('users', id, before?.version ?? 1);
      statements.update.run({ ...user, id, at, by: writerColumn() });
      const after = toUser(statements.byId.get(id)!);
      recordWrite(db, { resource: 'users', id, op: 'update', before: before && historyFields(toUser(before)), after: historyFields(after) });
      return after;
    },
    remove(id: number): void {
      const before = statements.byId.get(id);
      statements.remove.run(id);
      if (before) recordWrite(db, { resource: 'users', id, op: 'remove', before: historyFields(toUser(before)) });
    },
    /** Ends every session of the account: its access and refresh tokens stop working. */
    endSessions(id: number): void {
      statements.endAccess.run(id);
      statements.endRefresh.run(id);
    },
    list(request: { page: number; limit: number; search?: string; sort: string; order: 'asc' | 'desc'; filters: Record<string, string> }) {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (request.search) {
        // Accents and case aside (sandbox/fold.ts): "ife" finds Ífeoluwa.
        const pattern = `%${foldText(request.search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push("(fold(name) LIKE ? ESCAPE '\\' OR fold(email) LIKE ? ESCAPE '\\')");
        params.push(pattern, pattern);
      }
      for (const [field, value] of Object.entries(request.filters)) {
        // Field names come from the definition's filters only, never from the query.
        where.push(`${field} = ?`);
        params.push(value);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = db.prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM users ${clause}`).get(...params)?.n ?? 0;
      const direction = request.order === 'desc' ? 'DESC' : 'ASC';
      // Never signed in sorts last either way, so the recent sign-ins lead a descending list.
      const nullsLast = request.sort === 'last_login_at' ? 'last_login_at IS NULL, ' : '';
      const records = db
        .prepare<(string | number)[], UserRow>(
          `SELECT ${COLUMNS} FROM users ${clause}
           ORDER BY ${nullsLast}${FOLDED_SORTS.has(request.sort) ? `fold(${request.sort})` : `${request.sort} COLLATE NOCASE`} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
        )
        .all(...params, request.limit, (request.page - 1) * request.limit)
        .map(toUser);
      return { records, page: request.page, limit: request.limit, total, pages: Math.ceil(total / request.limit) };
    },
  };
}

/**
 * `fileKind` tells the kind of a stored file (undefined: no such file); given, a photo must be a stored
 * image (422 on `photo`), as the file library's own routes provide it: `(id) => files.find(id)?.kind`.
 */
export function createUserRoutes(deps: SandboxDeps, db: SandboxDb, fileKind?: (id: number) => FileKind | undefined): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const store = createUsersStore(db);
  // The grants middleware in front of /v1 has already required an admin's bearer token.

  const validBody = async (c: Context<SandboxEnv>): Promise<User> => {
    const body = await readBody(c, usersResource.schema);
    if (body.photo !== null && fileKind && fileKind(body.photo) !== 'image') {
      throw new ApiError(422, MSG_PHOTO_NOT_IMAGE, { photo: MSG_PHOTO_NOT_IMAGE });
    }
    return body;
  };

  const findOr404 = (id: number) => {
    const user = store.find(id);
    if (!user) throw new ApiError(404, 'User not found');
    return user;
  };

  const refuseTakenEmail = (email: string, id: number | null) => {
    const owner = store.idOfEmail(email);
    if (owner !== undefined && owner !== id) throw new ApiError(409, MSG_EMAIL_TAKEN, { email: MSG_EMAIL_TAKEN });
  };

  // GET /v1/users?page&limit&search&sort&order&role&status – one page of accounts
  routes.get('/users', (c) => {
    const raw = c.req.query();
    const query = listQuerySchema.safeParse(raw);
    if (!query.success) throw validationError(query.error);
    const sort = query.data.sort ?? usersResource.defaultSort.field;
    if (!SORTABLE.has(sort)) throw new ApiError(422, `Cannot sort by ${sort}`, { sort: `Cannot sort by ${sort}` });
    const order = query.data.sort ? query.data.order : usersResource.defaultSort.order;
    const filters: Record<string, string> = {};
    for (const field of FILTERABLE) if (raw[field]) filters[field] = raw[field];
    return c.json({ data: store.list({ ...query.data, sort, order, filters }) });
  });

  // GET /v1/users/:id – one account
  routes.get('/users/:id', (c) => c.json({ data: findOr404(idParam(c, 'User not found')) }));

  // POST /v1/users – creates an account that can sign in at once when active
  routes.post('/users', async (c) => {
    const body = await validBody(c);
    const at = new Date(deps.now()).toISOString();
    const created = store.transaction(() => {
      refuseTakenEmail(body.email, null);
      return store.insert(body, at);
    });
    return c.json({ data: created }, 201);
  });

  // PUT /v1/users/:id – changes an account, within the account rules
  routes.put('/users/:id', async (c) => {
    const id = idParam(c, 'User not found');
    const body = await validBody(c);
    // Nothing awaits from here on, so the admin count cannot change between the check and the write.
    const updated = store.transaction(() => {
      const target = findOr404(id);
      const refusal = accountChangeRefusal(c.var.user.id, target, body, store.countActiveAdmins());
      if (refusal) throw new ApiError(409, refusal.message, refusal.field ? { [refusal.field]: refusal.message } : undefined);
      refuseTakenEmail(body.email, id);
      // A new role, or an account no longer active, starts afresh: its sessions end, so a session
      // never carries a role the account no longer has, and enabling it again revives none.
      if (body.role !== target.role || (target.status === 'active' && body.status !== 'active')) {
        store.endSessions(id);
        deps.latestTokens.delete(id);
      }
      return store.update(id, body, new Date(deps.now()).toISOString());
    });
    return c.json({ data: updated });
  });

  // DELETE /v1/users/:id – deletes an account with its login codes and sessions
  routes.delete('/users/:id', (c) => {
    const id = idParam(c, 'User not found');
    store.transaction(() => {
      const target = findOr404(id);
      const refusal = accountChangeRefusal(c.var.user.id, target, null, store.countActiveAdmins());
      if (refusal) throw new ApiError(409, refusal.message);
      store.remove(id);
    });
    deps.latestTokens.delete(id);
    return c.body(null, 204);
  });

  return routes;
}
