// The history calls of the main API (docs/api-contract.md#history), for every resource at once: a record's
// entries, newest first; putting a record back as it was after one of them (the area's own PUT does the
// save, so its rules, 409 and 422 apply as to any save, what the record's status requires among them, and
// the caller's If-Match makes it conditional as a PUT is); and the audit log across records (admins). The
// grants in front (lib/grants.ts) let whoever may read a record read its history, and restore only whoever
// may update it.
import { Hono, type Context } from 'hono';
import { auditQuerySchema, historyQuerySchema } from '@/lib/contract/history';
import { asRestoreOf } from './conditional';
import type { SandboxEnv } from './context';
import type { SandboxDb } from './db';
import { createHistoryStore } from './history';
import { ApiError, idParam, validationError } from './respond';

/** Sends a request to the sandbox itself, as the caller (its bearer token). */
export type SelfFetch = (c: Context<SandboxEnv>, path: string, init?: RequestInit) => Promise<Response>;

/** `from`/`to` days (inclusive, UTC) as a half-open range of instants. */
function instantRange(from?: string, to?: string): { min?: string; max?: string } {
  return {
    ...(from ? { min: `${from}T00:00:00.000Z` } : {}),
    ...(to ? { max: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() } : {}),
  };
}

export function createHistoryRoutes(db: SandboxDb, self: SelfFetch): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const history = createHistoryStore(db);

  // GET /v1/history?resource&user&action&from&to&page&limit – the audit log across records, newest first
  routes.get('/history', (c) => {
    const query = auditQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const { page, limit, resource, user, action, from, to } = query.data;
    return c.json({ data: history.audit({ resource, user, action, ...instantRange(from, to) }, page, limit) });
  });

  // GET /v1/<resource>/:id/history?page&limit – one record's entries, newest first (a deleted record's too)
  routes.get('/:resource/:id/history', async (c) => {
    const resource = c.req.param('resource');
    const id = idParam(c);
    const query = historyQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const page = history.ofRecord(resource, id, query.data.page, query.data.limit);
    if (page.total === 0) {
      // No entry: the record must exist (seeded, unchanged since) for an empty history, else it is a 404 as its GET is.
      const record = await self(c, `/v1/${resource}/${id}`);
      if (!record.ok) return record;
    }
    return c.json({ data: page });
  });

  // POST /v1/<resource>/:id/history/:entry/restore – the record as it was after that entry, saved as a new version
  routes.post('/:resource/:id/history/:entry/restore', async (c) => {
    const resource = c.req.param('resource');
    const id = idParam(c);
    const entry = Number(c.req.param('entry'));
    const state = Number.isSafeInteger(entry) && entry > 0 ? history.stateAfter(resource, id, entry) : undefined;
    if (state === undefined) throw new ApiError(404, 'History entry not found');
    if (state === null) throw new ApiError(409, 'That entry deleted the record; choose an entry from before the delete');
    const body = JSON.stringify(state);
    // The caller's If-Match goes with the save (sandbox/conditional.ts has already refused a malformed one), so
    // a restore against a version that has moved on meets the PUT's own 412 and the record as it is now.
    const ifMatch = c.req.header('if-match');
    const headers = { 'content-type': 'application/json', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) };
    return asRestoreOf({ resource, id }, () => self(c, `/v1/${resource}/${id}`, { method: 'PUT', headers, body }));
  });

  return routes;
}
