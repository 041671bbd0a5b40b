// The catalogue part of the main API under /v1: the generic REST contract for every declared resource
// (validated with the resources' own schemas), workflow steps, best-seller order per region and the
// product options.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  bestSellersBodySchema,
  dateRangeQuerySchema,
  listQuerySchema,
  regionQuerySchema,
  type BestSellerEntry,
  type ProductOptions,
} from '@/lib/contract/rest';
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { checkStepBody } from '@/lib/resources/workflow';
import { requireUser } from './auth';
import type { CatalogueStore, StoredRecord } from './catalogue-store';
import { blockErrors, recordLookup } from './content';
import { CONTENT_SIDE_CROSS_CHECKS, EDITED_IN_DRAWER, decorateTip } from './content-side';
import type { SandboxDeps, SandboxEnv } from './context';
import { customersWithFirstOrderIn, refreshCustomerSpending } from './customer-spending';
import { PEOPLE_CHECKS } from './people';
import { deleteReferenced } from './references';
import { ApiError, readBody, validationError } from './respond';
import type { CrossCheck, FieldErrors, FileKindLookup, FileLookup } from './rules';


/** Each id of an image field must be a stored image: `images.2` (a list) or `image` (one id) → message. */
function checkImages(fileKind: FileKindLookup, record: Record<string, unknown>, field: string): FieldErrors {
  const errors: FieldErrors = {};
  const value = record[field];
  const ids = Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : [];
  ids.forEach((fileId, index) => {
    const kind = fileKind(fileId);
    const path = Array.isArray(value) ? `${field}.${index}` : field;
    if (kind === undefined) errors[path] = `File ${fileId} does not exist`;
    else if (kind !== 'image') errors[path] = `File ${fileId} is not an image`;
  });
  return errors;
}

function slugIsFree(store: CatalogueStore, resource: string, record: Record<string, unknown>, id: number | null, perRegion: boolean) {
  return !store
    .all(resource)
    .some((other) => other.id !== id && other.slug === record.slug && (!perRegion || other.region === record.region));
}

/** Resources with routes of their own (their records are not JSON rows of catalogue_records). */
const SERVED_ELSEWHERE = ['files', 'settings', 'users', 'content'] as const satisfies readonly ResourceName[];
type ServedHere = Exclude<ResourceName, (typeof SERVED_ELSEWHERE)[number]>;

// What else a workflow step changes, as the main API does it: a cancelled order leaves its customer's figures.
const AFTER_STEP: Partial<Record<string, (store: CatalogueStore, record: StoredRecord) => void>> = { orders: refreshCustomerSpending };

function isServedHere(name: ResourceName): name is ServedHere {
  return !(SERVED_ELSEWHERE as readonly ResourceName[]).includes(name);
}

const CROSS_CHECKS: Record<ServedHere, CrossCheck> = {
  products(store, record, id, fileKind) {
    const errors: FieldErrors = checkImages(fileKind, record, 'images');
    if (!slugIsFree(store, 'products', record, id, true)) errors.slug = 'This slug is already used in this region';
    for (const key of ['legal_category', 'dosage_form'] as const) {
      const allowed = store.setting(key);
      const value = record[key];
      if (value !== null && Array.isArray(allowed) && !allowed.includes(value)) errors[key] = `Not one of the ${key.replace('_', ' ')} settings`;
    }
    const categories = record.categories as number[];
    if (categories.some((categoryId) => !store.find('categories', categoryId))) errors.categories = 'Unknown category';
    return errors;
  },
  bundles(store, record, id, fileKind) {
    const errors: FieldErrors = checkImages(fileKind, record, 'images');
    if (!slugIsFree(store, 'bundles', record, id, true)) errors.slug = 'This slug is already used in this region';
    (record.items as { product_id: number }[]).forEach((item, index) => {
      const path = `items.${index}.product_id`;
      const product = store.find('products', item.product_id);
      if (!product) {
        errors[path] = store.resourceOf(item.product_id) === 'bundles' ? 'A bundle cannot hold another bundle' : 'Unknown product';
      } else if (product.region !== record.region) {
        errors[path] = `${String(product.name)} is not sold in ${String(record.region)}`;
      }
    });
    return errors;
  },
  categories(store, record, id, fileKind) {
    const errors: FieldErrors = checkImages(fileKind, record, 'image');
    if (!slugIsFree(store, 'categories', record, id, false)) errors.slug = 'This slug is already used';
    let parentId = record.parent_id as number | null;
    const seen = new Set<number>();
    while (parentId !== null && !errors.parent_id) {
      const parent = store.find('categories', parentId);
      if (!parent) errors.parent_id = 'Unknown parent category';
      else if (parentId === id || seen.has(parentId)) errors.parent_id = 'A category cannot sit inside itself';
      else {
        seen.add(parentId);
        parentId = (parent.parent_id as number | null) ?? null;
      }
    }
    return errors;
  },
  'suggested-questions': () => ({}),
  ...CONTENT_SIDE_CROSS_CHECKS,
  // Pages' blocks point at records as content's do (sandbox/content.ts).
  pages(store, record, id, fileKind) {
    const errors = blockErrors(record.blocks as Record<string, unknown>[], String(record.region), recordLookup(store, (fileId) => fileKind(fileId) !== undefined));
    if (!slugIsFree(store, 'pages', record, id, true)) errors.slug = 'This slug is already used in this region';
    return errors;
  },
  // Feedbacks come from the storefront; the console only moves their status.
  feedbacks: () => ({}),
  // Orders and customers come from the storefront too; the console reads them and moves orders along.
  orders: () => ({}),
  customers: () => ({}),
  // Conversations are written only by sandbox/conversations.ts; their feedbacks only move status.
  conversations: () => ({}),
  'conversation-feedbacks': () => ({}),
  ...PEOPLE_CHECKS,
};

/** Date ranges over a value the records do not hold, found from other records: the ids in range. */
const DERIVED_RANGES: Partial<Record<ServedHere, (store: CatalogueStore, range: { min?: string; max?: string }) => number[]>> = {
  customers: customersWithFirstOrderIn,
};

/** Extra read-only values a list shows (the parent's name beside its id). */
function decorate(store: CatalogueStore, name: ResourceName, record: StoredRecord): StoredRecord {
  if (name === 'tips') return decorateTip(store, record);
  if (name === 'categories' && typeof record.parent_id === 'number') {
    return { ...record, parent_name: store.find('categories', record.parent_id)?.name ?? null };
  }
  return record;
}

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

function idParam(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'Not found');
  return id;
}

export function createCatalogueRoutes(deps: SandboxDeps, store: CatalogueStore, fileOf: FileLookup): Hono<SandboxEnv> {
  const fileKind: FileKindLookup = (id) => fileOf(id)?.kind;
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);


  // GET /v1/product-options – dosage forms and legal categories product forms offer (from the settings)
  routes.get('/product-options', signedIn, (c) => {
    const list = (key: string) => {
      const value = store.setting(key);
      return Array.isArray(value) ? (value as string[]) : [];
    };
    const options: ProductOptions = { dosage_form: list('dosage_form'), legal_category: list('legal_category') };
    return c.json({ data: options });
  });

  function bestSellerEntries(region: string): BestSellerEntry[] {
    return store.bestSellers(region).flatMap((item) => {
      const record = store.find(item.item_type === 0 ? 'products' : 'bundles', item.id);
      return record
        ? [{ ...item, name: String(record.name), price: Number(record.price), status: String(record.status) }]
        : [];
    });
  }

  // GET /v1/products/bestsellers?region= – the ordered best sellers of a region
  routes.get('/products/bestsellers', signedIn, (c) => {
    const query = regionQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    return c.json({ data: { region: query.data.region, items: bestSellerEntries(query.data.region) } });
  });

  // PUT /v1/products/bestsellers?region= – replaces the order with `{ items: [{ item_type, id }] }`
  routes.put('/products/bestsellers', signedIn, async (c) => {
    const query = regionQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const { region } = query.data;
    const { items } = await readBody(c, bestSellersBodySchema);
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const record = store.find(item.item_type === 0 ? 'products' : 'bundles', item.id);
      const key = `${item.item_type}:${item.id}`;
      if (!record) errors[`items.${index}`] = 'Unknown product or bundle';
      else if (record.region !== region) errors[`items.${index}`] = `${String(record.name)} is not sold in ${region}`;
      else if (seen.has(key)) errors[`items.${index}`] = `${String(record.name)} is listed twice`;
      seen.add(key);
    });
    if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0], errors);
    store.putBestSellers(region, items);
    return c.json({ data: { region, items: bestSellerEntries(region) } });
  });

  for (const name of (Object.keys(RESOURCES) as ResourceName[]).filter(isServedHere)) {
    const definition = RESOURCES[name];
    const noun = definition.singular;
    const sortable = new Set([...definition.columns.filter((col) => col.sortable).map((col) => col.field), 'id', 'created_at', 'updated_at']);
    // Declared filters, plus the properties other areas' drawers list this one by (a customer's orders).
    const lookups = Object.values(RESOURCES).flatMap((other) => (other.detail?.related ?? []).filter((r) => r.resource === name).map((r) => r.by));
    const filterable = new Set([...definition.filters.map((filter) => filter.field), ...lookups]);
    // Fields holding a list of values (tags): a filter matches a record whose list holds the value.
    const multiValued = new Set(definition.fields.filter((field) => field.type === 'option' && field.multiple).map((field) => field.name));
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
      const errors = CROSS_CHECKS[name](store, body, id, fileKind, fileOf);
      if (Object.keys(errors).length) throw new ApiError(422, Object.values(errors)[0], errors);
      return body;
    }

    // GET /v1/<resource>?page&limit&search&sort&order&<filter>= – one page of records
    routes.get(`/${name}`, signedIn, (c) => {
      const raw = c.req.query();
      const query = listQuerySchema.safeParse(raw);
      if (!query.success) throw validationError(query.error);
      const sort = query.data.sort ?? definition.defaultSort.field;
      if (!sortable.has(sort)) throw new ApiError(422, `Cannot sort by ${sort}`, { sort: `Cannot sort by ${sort}` });
      const filters: Record<string, FilterValue> = {};
      const containing: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (!filterable.has(key) || value === '') continue;
        if (multiValued.has(key)) containing[key] = value;
        else filters[key] = filterValue(key, value);
      }
      const range = definition.dateRange ? dateRangeOf(raw) : null;
      const order = query.data.sort ? query.data.order : (raw.order as 'asc' | 'desc' | undefined) ?? definition.defaultSort.order;
      const derived = DERIVED_RANGES[name];
      const ranges = definition.dateRange && range && !derived ? [{ field: definition.dateRange.field, ...range }] : [];
      const ids = derived && range ? derived(store, range) : undefined;
      const page = store.list(name, { ...query.data, sort, order, filters, containing, ranges, ids, searchFields: definition.searchFields });
      return c.json({ data: { ...page, records: page.records.map((record) => decorate(store, name, record)) } });
    });

    // GET /v1/<resource>/:id – one record
    routes.get(`/${name}/:id`, signedIn, (c) => {
      return c.json({ data: decorate(store, name, findOr404(idParam(c))) });
    });

    const { workflow } = definition;
    if (workflow) {
      const stepRules = { singular: noun, fields: definition.fields, workflow };

      // POST /v1/<resource>/:id/status – runs a workflow step {from, to, …needs, note?}, refusing a stale `from`
      routes.post(`/${name}/:id/status`, signedIn, async (c) => {
        const id = idParam(c);
        const body = await readBody(c, z.unknown());
        // Nothing awaits from here on, so no other step can slip in between the check and the write.
        const { id: _id, ...record } = findOr404(id);
        const from = String(record[workflow.field] ?? '');
        const check = checkStepBody(stepRules, from, body);
        if (!check.ok) throw new ApiError(check.status, check.message, check.errors);
        if (check.step.roles && !check.step.roles.includes(c.var.user.role)) throw new ApiError(403, 'Forbidden');
        const at = new Date(deps.now()).toISOString();
        const entry = { from, to: check.step.to, at, by: c.var.user.name || c.var.user.email, ...(check.note ? { note: check.note } : {}) };
        const history = Array.isArray(record.status_history) ? (record.status_history as unknown[]) : [];
        const data = { ...record, ...check.values, [workflow.field]: check.step.to, status_history: [...history, entry], updated_at: at };
        const updated = store.update(name, id, data);
        AFTER_STEP[name]?.(store, updated);
        return c.json({ data: decorate(store, name, updated) });
      });
    }

    // Areas the console only reads or moves along a workflow (feedbacks) get no writes of their own.
    if (definition.actions.create || EDITED_IN_DRAWER.has(name)) {
      // POST /v1/<resource> – creates a record from a valid body
      routes.post(`/${name}`, signedIn, async (c) => {
        const body = await validBody(c, null);
        const at = new Date(deps.now()).toISOString();
        return c.json({ data: store.insert(name, { ...body, created_at: at, updated_at: at }) }, 201);
      });
    }

    if (definition.actions.update || EDITED_IN_DRAWER.has(name)) {
      // PUT /v1/<resource>/:id – replaces a record's fields with a valid body
      routes.put(`/${name}/:id`, signedIn, async (c) => {
        const id = idParam(c);
        const existing = findOr404(id);
        const body = await validBody(c, id);
        // The status history is the server's own record of steps; a form never sends it.
        const kept = existing.status_history === undefined ? {} : { status_history: existing.status_history };
        const data = { ...body, ...kept, created_at: existing.created_at, updated_at: new Date(deps.now()).toISOString() };
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
        store.forgetBestSeller(id);
      });
      return c.body(null, 204);
    });
  }

  return routes;
}
