// The people part of the main API under /v1, beside the generic REST of sandbox/catalogue.ts (mounted
// before it, so these routes answer first): team members (their order saved in one call, the reviewer
// rule with `?force=true`), with the checks the generic create and update routes run for each area.
import { Hono, type Context } from 'hono';
import { requireUser } from './auth';
import type { CatalogueStore, StoredRecord } from './catalogue-store';
import type { SandboxDeps, SandboxEnv } from './context';
import { deleteReferenced } from './references';
import { ApiError, readBody } from './respond';
import type { CrossCheck, FieldErrors, FileKindLookup } from './rules';
import { z } from 'zod';
import {
  MSG_PENDING_EXISTS,
  effectiveStatus,
  expiryFrom,
  hasPendingInvitation,
  invitationSchema,
  invitationsResource,
} from '@/areas/invitations/definition';
import { subscribersResource } from '@/areas/subscribers/definition';
import { reviewerInUseMessage, teamMemberOrderSchema, teamMemberSchema } from '@/areas/team-members/definition';
import { MSG_REFERRAL_CODE_TAKEN, influencerSchema, msgPresetTwice, repeatedPresetAt, type Influencer } from '@/areas/influencers/definition';
import { checkStepBody } from '@/lib/resources/workflow';

function imageProblem(fileKind: FileKindLookup, value: unknown): string | null {
  if (typeof value !== 'number') return null;
  const kind = fileKind(value);
  if (kind === undefined) return `File ${value} does not exist`;
  return kind === 'image' ? null : `File ${value} is not an image`;
}

/** Content items whose medical reviewer is this team member (content's rows, kept by the catalogue store). */
export function reviewedContentCount(store: CatalogueStore, memberId: number): number {
  return store.all('content').filter((item) => item.medical_reviewer_id === memberId).length;
}

/** Products that do not exist or are sold in another region, each on its own path (`favourite_products.2`). */
function productProblems(store: CatalogueStore, ids: unknown, region: unknown, path: string, errors: FieldErrors): void {
  if (!Array.isArray(ids)) return;
  ids.forEach((productId, index) => {
    const product = typeof productId === 'number' ? store.find('products', productId) : undefined;
    if (!product) errors[`${path}.${index}`] = `Product ${String(productId)} does not exist`;
    else if (product.region !== region) errors[`${path}.${index}`] = `“${String(product.name)}” is not sold in ${String(region)}`;
  });
}

/** The influencer rules that answer 409: a referral code held by another, a card preset used twice. */
function influencerConflicts(store: CatalogueStore, body: Influencer, id: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (store.all('influencers').some((other) => other.id !== id && other.referral_code === body.referral_code)) {
    errors.referral_code = MSG_REFERRAL_CODE_TAKEN;
  }
  const repeated = repeatedPresetAt(body.routine_cards);
  if (repeated >= 0) errors[`routine_cards.${repeated}.title`] = msgPresetTwice(body.routine_cards[repeated].title);
  return errors;
}

/** The checks that need other records, per people resource (sandbox/catalogue.ts runs them). */
export const PEOPLE_CHECKS = {
  'team-members'(store, record, id, fileKind) {
    const errors: FieldErrors = {};
    if (store.all('team-members').some((other) => other.id !== id && other.slug === record.slug)) errors.slug = 'This slug is already used';
    const photo = imageProblem(fileKind, record.photo);
    if (photo) errors.photo = photo;
    return errors;
  },
  influencers(store, record, id, fileKind) {
    const errors: FieldErrors = {};
    if (store.all('influencers').some((other) => other.id !== id && other.slug === record.slug)) errors.slug = 'This slug is already used';
    const avatar = imageProblem(fileKind, record.avatar);
    if (avatar) errors.avatar = avatar;
    productProblems(store, record.favourite_products, record.region, 'favourite_products', errors);
    const cards = Array.isArray(record.routine_cards) ? (record.routine_cards as Record<string, unknown>[]) : [];
    cards.forEach((card, index) => {
      const image = imageProblem(fileKind, card.image);
      if (image) errors[`routine_cards.${index}.image`] = image;
      productProblems(store, card.products, record.region, `routine_cards.${index}.products`, errors);
    });
    return errors;
  },
  // Invitations and subscribers are written only by the routes below, which check their own rules.
  invitations: () => ({}),
  subscribers: () => ({}),
} satisfies Record<string, CrossCheck>;

function idParam(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'Not found');
  return id;
}

function failOn(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0], errors);
}

/** Team members in their storefront order (position, then id). */
function inOrder(store: CatalogueStore): StoredRecord[] {
  return store.all('team-members').sort((a, b) => Number(a.position) - Number(b.position) || a.id - b.id);
}

export function createPeopleRoutes(deps: SandboxDeps, store: CatalogueStore, fileKind: FileKindLookup): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const now = () => new Date(deps.now()).toISOString();

  // PUT /v1/team-members/positions {ids} – the whole team in its new order, saved at once
  routes.put('/team-members/positions', signedIn, async (c) => {
    const { ids } = await readBody(c, teamMemberOrderSchema);
    const members = store.all('team-members');
    const known = new Set(members.map((member) => member.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new ApiError(422, `Unknown team member ${unknown}`, { ids: `Unknown team member ${unknown}` });
    if (ids.length !== members.length) throw new ApiError(422, 'ids must name every team member once', { ids: 'ids must name every team member once' });
    const at = now();
    store.transaction(() => {
      ids.forEach((id, position) => {
        const { id: _id, ...data } = store.find('team-members', id) as StoredRecord;
        if (data.position !== position) store.update('team-members', id, { ...data, position, updated_at: at });
      });
    });
    return c.json({ data: { records: inOrder(store) } });
  });

  // POST /v1/team-members – a new member joins the end of the order
  routes.post('/team-members', signedIn, async (c) => {
    const body = await readBody(c, teamMemberSchema);
    failOn(PEOPLE_CHECKS['team-members'](store, body, null, fileKind));
    const last = inOrder(store).at(-1);
    const at = now();
    const position = last ? Number(last.position) + 1 : 0;
    return c.json({ data: store.insert('team-members', { ...body, position, created_at: at, updated_at: at }) }, 201);
  });

  // PUT /v1/team-members/:id[?force=true] – edits a member; the position stays (the order call moves it).
  // Unmarking a reviewer who reviews content is refused with 409 unless forced.
  routes.put('/team-members/:id', signedIn, async (c) => {
    const id = idParam(c);
    const existing = store.find('team-members', id);
    if (!existing) throw new ApiError(404, 'Team member not found');
    const body = await readBody(c, teamMemberSchema);
    failOn(PEOPLE_CHECKS['team-members'](store, body, id, fileKind));
    if (existing.is_medical_reviewer === true && !body.is_medical_reviewer && c.req.query('force') !== 'true') {
      const count = reviewedContentCount(store, id);
      if (count > 0) {
        const message = reviewerInUseMessage(count);
        throw new ApiError(409, message, { is_medical_reviewer: message });
      }
    }
    const data = { ...body, position: existing.position, created_at: existing.created_at, updated_at: now() };
    return c.json({ data: store.update('team-members', id, data) });
  });

  // DELETE /v1/team-members/:id – refused while content names the member as author or reviewer (content's fields say so)
  routes.delete('/team-members/:id', signedIn, (c) => {
    const id = idParam(c);
    if (!store.find('team-members', id)) throw new ApiError(404, 'Team member not found');
    deleteReferenced(store, { resource: 'team-members', id, noun: 'team member', at: now() }, () => store.remove('team-members', id));
    return c.body(null, 204);
  });

  /** A valid influencer body, or the 409 of a taken referral code or a repeated preset, or the 422 of a bad reference. */
  async function influencerBody(c: Context<SandboxEnv>, id: number | null): Promise<Record<string, unknown>> {
    const body = await readBody(c, influencerSchema);
    const conflicts = influencerConflicts(store, body, id);
    if (Object.keys(conflicts).length) throw new ApiError(409, Object.values(conflicts)[0], conflicts);
    failOn(PEOPLE_CHECKS.influencers(store, body, id, fileKind));
    // Cards keep the order they were sent in.
    return { ...body, routine_cards: body.routine_cards.map((card, position) => ({ ...card, position })) };
  }

  // POST /v1/influencers – a new influencer; referral codes and card presets are unique (409)
  routes.post('/influencers', signedIn, async (c) => {
    const data = await influencerBody(c, null);
    const at = now();
    return c.json({ data: store.insert('influencers', { ...data, created_at: at, updated_at: at }) }, 201);
  });

  // PUT /v1/influencers/:id – the whole influencer, cards in their new order
  routes.put('/influencers/:id', signedIn, async (c) => {
    const id = idParam(c);
    const existing = store.find('influencers', id);
    if (!existing) throw new ApiError(404, 'Influencer not found');
    const data = await influencerBody(c, id);
    return c.json({ data: store.update('influencers', id, { ...data, created_at: existing.created_at, updated_at: now() }) });
  });

  /** Pending invitations past their expiry become expired, so lists, filters and steps read the truth. */
  function expireInvitations(): void {
    const at = deps.now();
    store.transaction(() => {
      for (const { id, ...data } of store.all('invitations')) {
        const status = effectiveStatus(data.status, data.expires_at, at);
        if (status !== data.status) store.update('invitations', id, { ...data, status });
      }
    });
  }
  routes.use('/invitations', async (_c, next) => {
    expireInvitations();
    await next();
  });
  routes.use('/invitations/*', async (_c, next) => {
    expireInvitations();
    await next();
  });

  // POST /v1/invitations – a new pending invitation; 409 on the e-mail while another is pending
  routes.post('/invitations', signedIn, async (c) => {
    const body = await readBody(c, invitationSchema);
    if (hasPendingInvitation(store.all('invitations') as never, body.email, deps.now())) {
      throw new ApiError(409, MSG_PENDING_EXISTS, { email: MSG_PENDING_EXISTS });
    }
    if (body.influencer !== null && !store.find('influencers', body.influencer)) {
      throw new ApiError(422, 'This influencer does not exist', { influencer: 'This influencer does not exist' });
    }
    const at = now();
    const data = {
      ...body,
      status: 'pending',
      expires_at: expiryFrom(deps.now(), body.expires_in_days),
      invited_by: c.var.user.name || c.var.user.email,
      created_at: at,
      updated_at: at,
    };
    return c.json({ data: store.insert('invitations', data) }, 201);
  });

  // PUT /v1/invitations/:id – a pending invitation's name and expiry (counted from now); nothing else
  routes.put('/invitations/:id', signedIn, async (c) => {
    const id = idParam(c);
    const existing = store.find('invitations', id);
    if (!existing) throw new ApiError(404, 'Invitation not found');
    const body = await readBody(c, invitationSchema);
    if (existing.status !== 'pending') throw new ApiError(409, `Only a pending invitation can be edited; this one is ${String(existing.status)}`);
    if (body.email !== existing.email) throw new ApiError(422, 'The e-mail of a sent invitation cannot change', { email: 'The e-mail of a sent invitation cannot change' });
    if (body.influencer !== (existing.influencer ?? null)) {
      throw new ApiError(422, 'The influencer of a sent invitation cannot change', { influencer: 'The influencer of a sent invitation cannot change' });
    }
    const { id: _id, ...kept } = existing;
    const data = { ...kept, name: body.name, expires_in_days: body.expires_in_days, expires_at: expiryFrom(deps.now(), body.expires_in_days), updated_at: now() };
    return c.json({ data: store.update('invitations', id, data) });
  });

  // POST /v1/<invitations|subscribers>/:id/status – their steps: resend gives a new expiry (and is refused
  // while another invitation to the address is pending), revoke ends one, unsubscribe stamps the time.
  for (const definition of [invitationsResource, subscribersResource]) {
    const name = definition.resource;
    const workflow = definition.workflow!;
    const stepRules = { singular: definition.singular, fields: definition.fields, workflow };
    routes.post(`/${name}/:id/status`, signedIn, async (c) => {
      const id = idParam(c);
      const body = await readBody(c, z.unknown());
      const found = store.find(name, id);
      if (!found) throw new ApiError(404, `${definition.singular} not found`);
      const { id: _id, ...record } = found;
      const from = String(record.status ?? '');
      const check = checkStepBody(stepRules, from, body);
      if (!check.ok) throw new ApiError(check.status, check.message, check.errors);
      const at = now();
      const extra: Record<string, unknown> = {};
      if (name === 'invitations' && check.step.key === 'resend') {
        if (hasPendingInvitation(store.all('invitations') as never, String(record.email), deps.now(), id)) throw new ApiError(409, MSG_PENDING_EXISTS);
        extra.expires_at = expiryFrom(deps.now(), Number(record.expires_in_days) || 7);
      }
      if (name === 'subscribers' && check.step.to === 'unsubscribed') extra.unsubscribed_at = at;
      const entry = { from, to: check.step.to, at, by: c.var.user.name || c.var.user.email };
      const history = Array.isArray(record.status_history) ? (record.status_history as unknown[]) : [];
      const data = { ...record, ...check.values, ...extra, status: check.step.to, status_history: [...history, entry], updated_at: at };
      return c.json({ data: store.update(name, id, data) });
    });
  }

  return routes;
}
