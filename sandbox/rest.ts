// The generic REST contract of the main API under /v1, for every declared resource (validated with the
// resources' own schemas): paged lists with search, sort and filters, one record, create, update, delete
// as the references declare, and workflow steps. What an area adds (its checks, calls of its own, values
// a read shows, what a step changes elsewhere) comes from its sandbox part (sandbox/areas.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { afterIdProblem, dateRangeQuerySchema, keysetLimitProblem, keysetListQuerySchema } from '@/lib/contract/rest';
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { checkStepBody } from '@/lib/resources/workflow';
import { collect, type AreaParts, type SandboxArea } from './area';
import { requireUser } from './auth';
import type { ListRequest, StoredRecord } from './catalogue-store';
import type { UserRow } from './auth-store';
import type { SandboxEnv } from './context';
import { listRecords } from './list-reads';
import { deleteReferenced } from './references';
import { ApiError, failOn, idParam, readBody, validationError } from './respond';
import { addStatusJobRoutes } from './status-jobs';

type FilterValue = string | number | string[];

/** `from`/`to` days (inclusive, UTC) as a half-open range of ISO instants; 422 when malformed. */
function dateRangeOf(raw: Record<string, string>): { min?: string; max?: string } | null {
  const parsed = dateRangeQuerySchema.safeParse({ from: raw.from || undefined, to: raw.to || undefined });
  if (!parsed.success) throw validationError(parsed.error);
  const { from, to } = parsed.data;
  if (!from && !to) return null;
  const nextDay = to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
  return { ...(from ? { min: `${from}T00:00:00.000Z` } : {}), ...(nextDay ? { max: nextDay } : {}) };
}

export function createRestRoutes(areas: readonly SandboxArea[], { deps, catalogue: store, fileOf, fileKind, statusGuard, statusJobs, reads }: AreaParts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const servedElsewhere = new Set(areas.flatMap((area) => area.servedElsewhere ?? []));
  const editedInDrawer = new Set(areas.flatMap((area) => area.editedInDrawer ?? []));
  const checks = collect(areas, 'checks');
  const decorations = collect(areas, 'decorate');
  const afterStep = collect(areas, 'afterStep');
  const stepValues = collect(areas, 'stepValues');
  const derivedRanges = collect(areas, 'derivedRange');
  const afterDelete = collect(areas, 'afterDelete');
  const decorate = (name: ResourceName, record: StoredRecord) => decorations[name]?.(store, record) ?? record;

  for (const name of (Object.keys(RESOURCES) as ResourceName[]).filter((resource) => !servedElsewhere.has(resource))) {
    const definition = RESOURCES[name];
    const noun = definition.singular;
    const sortable = new Set([...definition.columns.filter((col) => col.sortable).map((col) => col.field), 'id', 'created_at', 'updated_at']);
    // Declared filters, plus the properties other areas' drawers list this one by (a customer's orders).
    const lookups = Object.values(RESOURCES).flatMap((other) => (other.detail?.related ?? []).filter((r) => r.resource === name).map((r) => r.by));
    const filterable = new Set([...definition.filters.map((filter) => filter.field), ...lookups]);
    // Fields holding a list of values (tags, a product's categories): a filter matches a record whose list holds the value.
    const multiValued = new Set(definition.fields.filter((field) => (field.type === 'option' || field.type === 'collection') && field.multiple).map((field) => field.name));
    // Query values are text, but a number field is stored as a JSON number, which never equals text.
    const numeric = new Set([...definition.fields.filter((field) => field.type === 'number' || field.type === 'collection').map((field) => field.name), ...lookups]);
    // SQLite's json_extract reads a JSON boolean as 1 or 0.
    const booleans = new Set(definition.fields.filter((field) => field.type === 'boolean').map((field) => field.name));
    const filterValue = (field: string, value: string): FilterValue => {
      const anyOf = definition.filters.find((filter) => filter.field === field)?.options.find((option) => option.value === value)?.anyOf;
      if (anyOf) return [...anyOf];
      if (booleans.has(field) && (value === 'true' || value === 'false')) return value === 'true' ? 1 : 0;
      return numeric.has(field) && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    };

    const findOr404 = (id: number) => {
      const record = store.find(name, id);
      if (!record) throw new ApiError(404, `${noun} not found`);
      return record;
    };

    async function validBody(c: Context<SandboxEnv>, id: number | null): Promise<Record<string, unknown>> {
      const body = (await readBody(c, definition.schema)) as Record<string, unknown>;
      const errors = checks[name]?.(store, body, id, fileKind, fileOf) ?? {};
      failOn(errors);
      return body;
    }

    /** The store's request for a list query (page, search, sort, filters, date range), as the list reads it; 422 when bad. */
    const listRequestOf = (raw: Record<string, string>): ListRequest => {
      const query = keysetListQuerySchema.safeParse(raw);
      if (!query.success) throw validationError(query.error);
      const sort = query.data.sort ?? definition.defaultSort.field;
      if (!sortable.has(sort)) throw new ApiError(422, `Cannot sort by ${sort}`, { sort: `Cannot sort by ${sort}` });
      const keyProblem = afterIdProblem(query.data, sort);
      if (keyProblem) throw new ApiError(422, keyProblem, { after_id: keyProblem });
      const limitProblem = keysetLimitProblem(query.data, sort);
      if (limitProblem) throw new ApiError(422, limitProblem, { limit: limitProblem });
      const filters: Record<string, FilterValue> = {};
      const containing: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (!filterable.has(key) || value === '') continue;
        if (multiValued.has(key)) containing[key] = filterValue(key, value) as string | number;
        else filters[key] = filterValue(key, value);
      }
      const range = definition.dateRange ? dateRangeOf(raw) : null;
      const order = query.data.sort ? query.data.order : (raw.order as 'asc' | 'desc' | undefined) ?? definition.defaultSort.order;
      const derived = derivedRanges[name];
      const ranges = definition.dateRange && range && !derived ? [{ field: definition.dateRange.field, ...range }] : [];
      const ids = derived && range ? derived(store, range) : undefined;
      return { ...query.data, sort, order, filters, containing, ranges, ids, searchFields: definition.searchFields };
    };

    // GET /v1/<resource>?page&limit&search&sort&order&after_id&<filter>= – one page of records
    routes.get(`/${name}`, signedIn, async (c) => {
      const page = await listRecords(reads, store, name, listRequestOf(c.req.query()));
      return c.json({ data: { ...page, records: page.records.map((record) => decorate(name, record)) } });
    });

    // GET /v1/<resource>/:id – one record
    routes.get(`/${name}/:id`, signedIn, (c) => {
      return c.json({ data: decorate(name, findOr404(idParam(c))) });
    });

    const { workflow } = definition;
    if (workflow) {
      const stepRules = { singular: noun, fields: definition.fields, workflow };

      /**
       * Runs a workflow step on one record as `user`, refusing a stale `from`, a role the step is not for and
       * a record the new status's requirements do not hold for. Synchronous from the read to the write, so
       * no other step can slip in between.
       */
      const applyStep = (id: number, body: unknown, user: UserRow): StoredRecord => {
        const { id: _id, ...record } = findOr404(id);
        const from = String(record[workflow.field] ?? '');
        const check = checkStepBody(stepRules, from, body);
        if (!check.ok) throw new ApiError(check.status, check.message, check.errors);
        if (check.step.roles && !check.step.roles.includes(user.role)) throw new ApiError(403, 'Forbidden');
        const at = new Date(deps.now()).toISOString();
        const entry = { from, to: check.step.to, at, by: user.name || user.email, ...(check.note ? { note: check.note } : {}) };
        const history = Array.isArray(record.status_history) ? (record.status_history as unknown[]) : [];
        const extra = stepValues[name]?.(store, { id, ...record }, check.step, deps.now()) ?? {};
        const data = { ...record, ...check.values, ...extra, [workflow.field]: check.step.to, status_history: [...history, entry], updated_at: at };
        // The step's values answer what the new status requires; anything else it requires the record must hold already.
        statusGuard(name, data);
        const updated = store.update(name, id, data);
        afterStep[name]?.(store, updated);
        return updated;
      };

      // POST /v1/<resource>/:id/status – runs a workflow step {from, to, …needs, note?}, refusing a stale `from`
      routes.post(`/${name}/:id/status`, signedIn, async (c) => {
        const id = idParam(c);
        const body = await readBody(c, z.unknown());
        return c.json({ data: decorate(name, applyStep(id, body, c.var.user)) });
      });

      addStatusJobRoutes(routes, {
        resource: name,
        signedIn,
        jobs: statusJobs,
        rules: stepRules,
        store,
        listRequestOf,
        applyStep,
      });
    }

    // Areas the console only reads or moves along a workflow (feedbacks) get no writes of their own.
    if (definition.actions.create || editedInDrawer.has(name)) {
      // POST /v1/<resource> – creates a record from a valid body
      routes.post(`/${name}`, signedIn, async (c) => {
        const body = await validBody(c, null);
        statusGuard(name, body);
        const at = new Date(deps.now()).toISOString();
        return c.json({ data: store.insert(name, { ...body, created_at: at, updated_at: at }) }, 201);
      });
    }

    if (definition.actions.update || editedInDrawer.has(name)) {
      // PUT /v1/<resource>/:id – replaces a record's fields with a valid body
      routes.put(`/${name}/:id`, signedIn, async (c) => {
        const id = idParam(c);
        const existing = findOr404(id);
        const body = await validBody(c, id);
        // The status history is the server's own record of steps; a form never sends it.
        const kept = existing.status_history === undefined ? {} : { status_history: existing.status_history };
        const data = { ...body, ...kept, created_at: existing.created_at, updated_at: new Date(deps.now()).toISOString() };
        statusGuard(name, data);
        return c.json({ data: store.update(name, id, data) });
      });
    }

    if (!definition.actions.delete) continue;

    // DELETE /v1/<resource>/:id – deletes a record as the references to it declare (409 while one refuses)
    routes.delete(`/${name}/:id`, signedIn, (c) => {
      const id = idParam(c);
      findOr404(id);
      deleteReferenced(store, { resource: name, id, noun: noun.toLowerCase(), at: new Date(deps.now()).toISOString() }, () => {
        store.remove(name, id);
        afterDelete[name]?.(store, id);
      });
      return c.body(null, 204);
    });
  }

  return routes;
}
