// The content part of the main API under /v1 (docs/special-calls.md#content-status-and-check): REST over the catalogue
// store's rows with the region rules, the two-way equivalent links, the status workflow with its publish
// requirements, and the broken-reference check. Pages' blocks are checked with the same lookups.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { afterIdProblem, keysetLimitProblem, keysetListQuerySchema } from '@/lib/contract/rest';
import { contentResource, contentSchema, equivalentField, otherRegion, REVIEW_DUE_DAYS, reviewDueRange } from '@/areas/content/definition';
import { blockReferences } from '@/areas/content/block-schema';
import { equivalenceQuerySchema, type EquivalenceAnswer } from '@/areas/content/equivalence';
import { checkContent, equivalentWrites, type EquivalentWrite, type LinkedRecord, type RecordLookup } from '@/areas/content/rules';
import type { Region } from '@/lib/resources/types';
import { checkStepBody } from '@/lib/resources/workflow';
import { requireUser } from '@/sandbox/auth';
import type { UserRow } from '@/sandbox/auth-store';
import type { CatalogueStore, ListRequest, StoredRecord } from '@/sandbox/catalogue-store';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import type { SandboxDb } from '@/sandbox/db';
import { listRecords } from '@/sandbox/list-reads';
import type { Reads } from '@/sandbox/read-pool';
import { deleteReferenced } from '@/sandbox/references';
import { ApiError, failOn, idParam, readBody, validationError } from '@/sandbox/respond';
import { addStatusJobRoutes, type StatusJobs } from '@/sandbox/status-jobs';
import type { StatusGuard } from '@/sandbox/status-requirements';
import { EQUIVALENCE_READ, ensureEquivalenceIndex } from './equivalence';

type FieldErrors = Record<string, string>;
const DAY = 86_400_000;

/** Any record the content may point at, as the rules read it; files come from their own store. */
export function recordLookup(store: CatalogueStore, fileExists: (id: number) => boolean): RecordLookup {
  return (resource, id) => {
    if (resource === 'files') return fileExists(id) ? { id, label: `file #${id}` } : undefined;
    const record = store.find(resource, id);
    if (!record) return undefined;
    return {
      id,
      label: String(record.title ?? record.name ?? `#${id}`),
      region: typeof record.region === 'string' ? record.region : null,
      status: typeof record.status === 'string' ? record.status : null,
      kind: typeof record.kind === 'number' ? record.kind : null,
      is_medical_reviewer: record.is_medical_reviewer === true,
    };
  };
}

/** The 422 errors of blocks pointing at records that are gone or of another region (content and pages). */
export function blockErrors(blocks: readonly Record<string, unknown>[], region: string, lookup: RecordLookup): FieldErrors {
  const errors: FieldErrors = {};
  for (const ref of blockReferences(blocks)) {
    const found = lookup(ref.resource, ref.id);
    if (!found) errors[ref.path] = `This ${ref.resource.replace(/s$/, '')} no longer exists`;
    else if (found.region && found.region !== region) errors[ref.path] = `“${found.label}” belongs to ${found.region}, not ${region}`;
  }
  return errors;
}

/** The rules a content body must meet against other records; field path → message. */
function crossCheck(store: CatalogueStore, lookup: RecordLookup, body: Record<string, unknown>, id: number | null): FieldErrors {
  const region = body.region as Region;
  const errors: FieldErrors = blockErrors(body.blocks as Record<string, unknown>[], region, lookup);
  // Through the slug's index (sandbox/catalogue-indexes.ts LOOKUP_FIELDS): never every content row.
  if (store.withValue('content', 'slug', String(body.slug)).some((other) => other.id !== id && other.region === region)) {
    errors.slug = 'This slug is already used in this region';
  }
  (body.recommended_products as number[]).forEach((productId, index) => {
    const product = lookup('products', productId);
    if (!product) errors[`recommended_products.${index}`] = 'Unknown product';
    else if (product.region !== region) errors.recommended_products = `${product.label} is not sold in ${region}`;
  });
  (body.related_content as number[]).forEach((contentId, index) => {
    const related = lookup('content', contentId);
    if (contentId === id) errors.related_content = 'Content cannot be related to itself';
    else if (!related) errors[`related_content.${index}`] = 'Unknown content';
    else if (related.region !== region) errors.related_content = `“${related.label}” is ${related.region} content, not ${region}`;
  });
  for (const [field, resource] of [['hero_image', 'files'], ['og_image', 'files'], ['category_id', 'content-categories'], ['author_id', 'team-members']] as const) {
    if (typeof body[field] === 'number' && !lookup(resource, body[field] as number)) errors[field] = 'This record no longer exists';
  }
  if (typeof body.medical_reviewer_id === 'number') {
    const reviewer = lookup('team-members', body.medical_reviewer_id);
    if (!reviewer) errors.medical_reviewer_id = 'This team member no longer exists';
    else if (!reviewer.is_medical_reviewer) errors.medical_reviewer_id = `${reviewer.label} is not a medical reviewer`;
  }
  const partnerField = equivalentField(otherRegion(region));
  const partnerId = body[partnerField];
  if (typeof partnerId === 'number') {
    const partner = lookup('content', partnerId);
    if (!partner) errors[partnerField] = 'This content no longer exists';
    else if (partner.region !== otherRegion(region)) errors[partnerField] = `The equivalent must be ${otherRegion(region)} content`;
    else if (partner.kind !== body.kind) errors[partnerField] = `The equivalent must be of the same kind`;
  }
  return errors;
}

export function createContentRoutes(
  deps: SandboxDeps,
  db: SandboxDb,
  store: CatalogueStore,
  fileExists: (id: number) => boolean,
  statusGuard: StatusGuard,
  statusJobs: StatusJobs,
  reads: Reads,
): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  ensureEquivalenceIndex(db);
  const signedIn = requireUser(deps);
  const lookup = recordLookup(store, fileExists);
  const today = () => new Date(deps.now()).toISOString().slice(0, 10);
  const soon = () => new Date(deps.now() + REVIEW_DUE_DAYS * DAY).toISOString().slice(0, 10);
  const sortable = new Set(['title', 'next_review_due', 'id', 'created_at', 'updated_at']);

  const findOr404 = (id: number): StoredRecord => {
    const record = store.find('content', id);
    if (!record) throw new ApiError(404, 'Content not found');
    return record;
  };

  /** The content a record names as its equivalent (in the other region's field). */
  const partnerIdOf = (record: Record<string, unknown>) => {
    const value = record[equivalentField(otherRegion(record.region as Region))];
    return typeof value === 'number' ? value : null;
  };

  /** The names a list shows beside the ids (the equivalent's title too, so a picker can say it is taken), and whether its review is overdue. */
  const decorate = (record: StoredRecord): StoredRecord => {
    const name = (resource: string, id: unknown) => (typeof id === 'number' ? (lookup(resource, id)?.label ?? null) : null);
    const due = typeof record.next_review_due === 'string' ? record.next_review_due : null;
    return {
      ...record,
      category_name: name('content-categories', record.category_id),
      medical_reviewer_name: name('team-members', record.medical_reviewer_id),
      equivalent_title: name('content', partnerIdOf(record)),
      is_review_overdue: due !== null && due < today(),
      review_flag: due === null ? null : due < today() ? 'Overdue' : due <= soon() ? 'Due soon' : null,
    };
  };

  const partnerOf = (id: number) => {
    const partner = store.find('content', id);
    return partner ? partnerIdOf(partner) : null;
  };

  /**
   * What a change of a record's equivalent writes to other records; 409 naming the current pair when the new
   * partner is linked to another record and the request did not say to take it. Called before the record's
   * own write, so a refused save changes nothing (and is refused before its version is compared).
   */
  const planLink = (record: { id: number; region: Region }, before: number | null, after: number | null, isTaking: boolean) => {
    const plan = equivalentWrites(record, before, after, partnerOf, isTaking);
    if (plan.takenFrom === undefined) return plan.writes;
    const label = (id: number) => {
      const found = lookup('content', id);
      return found ? `“${found.label}” (${found.region})` : `#${id}`;
    };
    const field = equivalentField(otherRegion(record.region));
    const message = `${label(after!)} is already the equivalent of ${label(plan.takenFrom)}: choose it again and confirm to take it, which leaves ${label(plan.takenFrom)} with no equivalent`;
    throw new ApiError(409, message, { [field]: message });
  };

  /** Writes the partner side of a changed equivalent link (each partner's write is a history entry of its own). */
  const applyLink = (writes: readonly EquivalentWrite[]) => {
    for (const write of writes) {
      const partner = store.find('content', write.id);
      if (!partner) continue;
      const { id: partnerId, ...data } = partner;
      store.update('content', partnerId, { ...data, [write.field]: write.value, updated_at: new Date(deps.now()).toISOString() });
    }
  };

  /** The checked body as it is stored, and whether it says to take an equivalent linked elsewhere (never stored). */
  async function validBody(c: Context<SandboxEnv>, id: number | null) {
    const { take_equivalent: isTaking, ...body } = (await readBody(c, contentSchema)) as Record<string, unknown> & { region: Region; take_equivalent?: true };
    const errors = crossCheck(store, lookup, body, id);
    failOn(errors);
    return { body, isTaking: isTaking === true };
  }

  /** The store's request for a list query (page, search, sort, filters, Review due), as the list reads it; 422 when bad. */
  const listRequestOf = (raw: Record<string, string>): ListRequest => {
    const query = keysetListQuerySchema.safeParse(raw);
    if (!query.success) throw validationError(query.error);
    const sort = query.data.sort ?? 'title';
    if (!sortable.has(sort)) throw new ApiError(422, `Cannot sort by ${sort}`, { sort: `Cannot sort by ${sort}` });
    const keyProblem = afterIdProblem(query.data, sort);
    if (keyProblem) throw new ApiError(422, keyProblem, { after_id: keyProblem });
    const limitProblem = keysetLimitProblem(query.data, sort);
    if (limitProblem) throw new ApiError(422, limitProblem, { limit: limitProblem });
    const filters: Record<string, string | number> = {};
    for (const key of ['region', 'status'] as const) if (raw[key]) filters[key] = raw[key];
    for (const key of ['kind', 'category_id', 'gb_equivalent_id', 'us_equivalent_id'] as const) {
      if (raw[key] && Number.isFinite(Number(raw[key]))) filters[key] = Number(raw[key]);
    }
    const reviewDays = reviewDueRange(raw.review_due, deps.now());
    const ranges = reviewDays ? [{ field: 'next_review_due', ...reviewDays }] : [];
    const order = query.data.sort ? query.data.order : ((raw.order as 'asc' | 'desc' | undefined) ?? 'asc');
    return { ...query.data, sort, order, filters, ranges, searchFields: contentResource.searchFields };
  };

  // GET /v1/content?page&limit&search&sort&order&after_id&kind&region&status&category_id&review_due=overdue|soon|due – one page of content
  routes.get('/content', signedIn, async (c) => {
    const page = await listRecords(reads, store, 'content', listRequestOf(c.req.query()));
    return c.json({ data: { ...page, records: page.records.map(decorate) } });
  });

  // GET /v1/content/equivalence?problem&kind&region&category&status&search&page&limit&sort&order – the GB/US
  // equivalence report (areas/content/sandbox/equivalence.ts); before `/content/:id`, which it would otherwise be
  routes.get('/content/equivalence', signedIn, async (c) => {
    const query = equivalenceQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    return c.json({ data: await reads.run<EquivalenceAnswer['data']>(EQUIVALENCE_READ, { query: query.data, now: deps.now() }) });
  });

  // GET /v1/content/:id – one record
  routes.get('/content/:id', signedIn, (c) => c.json({ data: decorate(findOr404(idParam(c))) }));

  // GET /v1/content/:id/check – the broken-reference check: errors block publishing, warnings need a confirm
  routes.get('/content/:id/check', signedIn, (c) => {
    const record = findOr404(idParam(c));
    return c.json({ data: checkContent(record as StoredRecord & { region: Region }, lookup, deps.now()) });
  });

  // POST /v1/content – a new draft; its equivalent points back at it
  routes.post('/content', signedIn, async (c) => {
    const { body, isTaking } = await validBody(c, null);
    const at = new Date(deps.now()).toISOString();
    const created = store.transaction(() => {
      const record = store.insert('content', { ...body, status: 'draft', status_history: [], created_at: at, updated_at: at });
      // A refused link throws, and the transaction takes the new record back.
      applyLink(planLink({ id: record.id, region: body.region }, null, partnerIdOf(body), isTaking));
      return record;
    });
    return c.json({ data: decorate(created) }, 201);
  });

  // PUT /v1/content/:id – replaces the fields; the status moves only through /status, links stay two-way
  routes.put('/content/:id', signedIn, async (c) => {
    const id = idParam(c);
    const existing = findOr404(id);
    const { body, isTaking } = await validBody(c, id);
    // The status stays as it is, so the saved fields must still give it what it requires (a published Condition's reviewer).
    statusGuard('content', { ...body, id, status: existing.status });
    const updated = store.transaction(() => {
      const data = {
        ...body,
        status: existing.status,
        status_history: existing.status_history ?? [],
        created_at: existing.created_at,
        updated_at: new Date(deps.now()).toISOString(),
      };
      // A region change leaves the old partner's link behind, so it is let go first.
      const isMoving = existing.region !== body.region;
      const before = isMoving ? null : partnerIdOf(existing);
      const writes = [
        ...(isMoving ? planLink({ id, region: existing.region as Region }, partnerIdOf(existing), null, false) : []),
        ...planLink({ id, region: body.region }, before, partnerIdOf(body), isTaking),
      ];
      const saved = store.update('content', id, data);
      applyLink(writes);
      return saved;
    });
    return c.json({ data: decorate(updated) });
  });

  const stepRules = { singular: contentResource.singular, fields: contentResource.fields, workflow: contentResource.workflow! };

  /** A workflow step on one record as `user`; publishing needs its requirements and a clean check. */
  const applyStep = (id: number, body: unknown, user: UserRow): StoredRecord => {
    const { id: _id, ...record } = findOr404(id);
    const from = String(record.status ?? '');
    const check = checkStepBody(stepRules, from, body);
    if (!check.ok) throw new ApiError(check.status, check.message, check.errors);
    const at = new Date(deps.now()).toISOString();
    const entry = { from, to: check.step.to, at, by: user.name || user.email, ...(check.note ? { note: check.note } : {}) };
    const history = Array.isArray(record.status_history) ? (record.status_history as unknown[]) : [];
    const data = { ...record, status: check.step.to, status_history: [...history, entry], updated_at: at };
    // Publishing needs what a published record must keep on every write (areas/content/sandbox/index.ts).
    statusGuard('content', { ...data, id });
    return store.update('content', id, data);
  };

  // POST /v1/content/:id/status {from, to} – a workflow step; publishing needs its requirements and a clean check
  routes.post('/content/:id/status', signedIn, async (c) => {
    const id = idParam(c);
    const body = await readBody(c, z.unknown());
    return c.json({ data: decorate(applyStep(id, body, c.var.user)) });
  });

  // POST /v1/content/status-jobs, GET …/:id, POST …/:id/stop – a step on every content item the list's query matches
  addStatusJobRoutes(routes, {
    resource: 'content',
    signedIn,
    jobs: statusJobs,
    rules: stepRules,
    store,
    listRequestOf,
    applyStep,
  });

  // DELETE /v1/content/:id – deletes a record; its equivalent, related content and tips let go of it (content's
  // and tips' fields declare `clear`)
  routes.delete('/content/:id', signedIn, (c) => {
    const id = idParam(c);
    findOr404(id);
    deleteReferenced(store, { resource: 'content', id, noun: 'content', at: new Date(deps.now()).toISOString() }, () => store.remove('content', id));
    return c.body(null, 204);
  });

  return routes;
}

export type { LinkedRecord };
