// GET/POST /v1/saved-views and PUT/DELETE /v1/saved-views/{id} (docs/api-contract.md#saved-views): each
// staff member's saved views of a list, and those shared with everyone whose role may open it. The lists
// and who may open each are areas/saved-view-lists.ts's (a resource's list, or a custom one such as the
// equivalence report; the route table decides), so a view of a list the role may not open is never
// listed, changed or deleted; the grants (lib/grants.ts) let both roles make these calls at all.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { VIEW_LISTS, isViewListName, mayOpenViewList } from '@/areas/saved-view-lists';
import {
  MSG_VIEW_LIST_FORBIDDEN,
  MSG_VIEW_NOT_FOUND,
  MSG_VIEW_OWNER_CHANGES,
  MSG_VIEW_OWNER_DELETES,
  MSG_VIEW_RESOURCE_FIXED,
  MSG_VIEW_RESOURCE_UNKNOWN,
  duplicateViewNameMessage,
  savedViewBodySchema,
  savedViewResourceSchema,
  savedViewUpdateBodySchema,
} from '@/lib/contract/saved-views';
import type { UserRow } from './auth-store';
import { requireUser } from './auth';
import type { SandboxDeps, SandboxEnv } from './context';
import type { SandboxDb } from './db';
import { ApiError, idParam, ok, readBody, validationError } from './respond';
import { createSavedViewsStore, type StoredView, type ViewFields } from './saved-views-store';

/** The list `input` names, once it is a list with saved views the user's role may open: 422 for no such list, 403 for one it may not. */
function listFor(input: unknown, user: UserRow): string {
  const parsed = savedViewResourceSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { resource } = parsed.data;
  if (!isViewListName(resource)) throw new ApiError(422, MSG_VIEW_RESOURCE_UNKNOWN, { resource: MSG_VIEW_RESOURCE_UNKNOWN });
  if (!mayOpenViewList(resource, user.role)) throw new ApiError(403, MSG_VIEW_LIST_FORBIDDEN);
  return resource;
}

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function createSavedViewRoutes(deps: SandboxDeps, db: SandboxDb): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const views = createSavedViewsStore(db);
  const now = () => new Date(deps.now()).toISOString();

  const refuseTakenName = (ownerId: number, resource: string, name: string, exceptId?: number) => {
    if (views.isNameTaken(ownerId, resource, name, exceptId)) {
      const message = duplicateViewNameMessage(name);
      throw new ApiError(409, message, { name: message });
    }
  };

  /**
   * A view the user may change: 404 when they cannot see it (someone else's own view, or a list their role
   * may not open), 403 when it is someone else's shared view.
   */
  const ownViewOr = (c: Context<SandboxEnv>, refusal: string): StoredView => {
    const view = views.find(idParam(c, MSG_VIEW_NOT_FOUND));
    const { user } = c.var;
    const isOwn = view?.owner.id === user.id;
    if (!view || !mayOpenViewList(view.resource, user.role) || (!isOwn && !view.shared)) {
      throw new ApiError(404, MSG_VIEW_NOT_FOUND);
    }
    if (!isOwn) throw new ApiError(403, refusal);
    return view;
  };

  // GET /v1/saved-views?resource= – the user's own views of a list and those others shared, by name
  routes.get('/saved-views', signedIn, (c) => {
    const resource = listFor(c.req.query(), c.var.user);
    return ok(c, views.visible(resource, c.var.user.id));
  });

  // POST /v1/saved-views – saves a view of a list under a name of the user's own
  routes.post('/saved-views', signedIn, async (c) => {
    const body: unknown = await readBody(c, z.unknown());
    const resource = listFor(body, c.var.user);
    const { resource: _resource, ...fields } = parsed(savedViewBodySchema(VIEW_LISTS[resource].columns), body);
    // Nothing awaits from here on, so no other request's view can slip in between the check and the write.
    refuseTakenName(c.var.user.id, resource, fields.name);
    return c.json({ data: views.insert(c.var.user.id, resource, fields, now()) }, 201);
  });

  // PUT /v1/saved-views/:id – replaces the name, query, columns and sharing of one's own view
  routes.put('/saved-views/:id', signedIn, async (c) => {
    const view = ownViewOr(c, MSG_VIEW_OWNER_CHANGES);
    const body: unknown = await readBody(c, z.unknown());
    const { resource, ...fields } = parsed(savedViewUpdateBodySchema(VIEW_LISTS[view.resource].columns), body);
    if (resource !== undefined && resource !== view.resource) throw new ApiError(422, MSG_VIEW_RESOURCE_FIXED, { resource: MSG_VIEW_RESOURCE_FIXED });
    // Read again after the body: the view may have gone while it arrived.
    const current = ownViewOr(c, MSG_VIEW_OWNER_CHANGES);
    refuseTakenName(current.owner.id, current.resource, fields.name, current.id);
    return ok(c, views.update(current.id, fields satisfies ViewFields, now()));
  });

  // DELETE /v1/saved-views/:id – deletes one's own view
  routes.delete('/saved-views/:id', signedIn, (c) => {
    views.remove(ownViewOr(c, MSG_VIEW_OWNER_DELETES).id);
    return c.body(null, 204);
  });

  return routes;
}
