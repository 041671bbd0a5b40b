// The generic REST part of the main API contract: list query, paged list and 422 bodies
// (docs/api-contract.md#list-query, docs/api-contract.md#paged-lists, docs/api-contract.md#errors), shared by the list screens, the forms, the sandbox and the tests.
import { z } from 'zod';
import { isBackwardsRange, MSG_RANGE_ENDS_BEFORE_START } from '@/lib/date-range';
import { DEFAULT_LIMIT, DEFAULT_PAGE, KEYSET_MAX_LIMIT, MAX_BEST_SELLERS, MAX_LIMIT, PAGE_SIZES } from './paging';

export { DEFAULT_LIMIT, DEFAULT_PAGE, KEYSET_MAX_LIMIT, MAX_LIMIT, PAGE_SIZES };

/** `GET /v1/<resource>?page&limit&search&sort&order`; filters are the other parameters. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/**
 * The list query of the record lists that page by key as well (docs/api-contract.md#paging-by-key):
 * `after_id=<id>` with `sort=id` answers the records after that id in the list's order, from the first page.
 * A reader of a whole set (an export) pages this way, so records that leave or join the set meanwhile
 * shift no other record past it, as they do a page number. Sorted by id, a page may hold up to
 * KEYSET_MAX_LIMIT records (`keysetLimitProblem`), so such a walk takes a tenth of the calls.
 */
export const keysetListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(KEYSET_MAX_LIMIT).default(DEFAULT_LIMIT),
  after_id: z.coerce.number().int().min(0).optional(),
});
export type KeysetListQuery = z.output<typeof keysetListQuerySchema>;

/** Why a query's `limit` cannot be answered (above MAX_LIMIT only for a list sorted by id), or null. */
export function keysetLimitProblem(query: KeysetListQuery, sort: string): string | null {
  return query.limit > MAX_LIMIT && sort !== 'id' ? `limit is at most ${MAX_LIMIT}, or ${KEYSET_MAX_LIMIT} for a list sorted by id (sort=id)` : null;
}

/** Why a query's `after_id` cannot be answered (it pages by id alone, from the first page), or null. */
export function afterIdProblem(query: KeysetListQuery, sort: string): string | null {
  if (query.after_id === undefined) return null;
  if (sort !== 'id') return 'after_id pages a list sorted by id (sort=id)';
  return query.page === 1 ? null : 'after_id starts from the first page (page=1)';
}

/**
 * The first query parameter given more than once, if any. Every parameter of the contract takes one value
 * (page, limit, search, sort, order, each filter, from, to; none is declared to take several), and readers
 * disagree on a repeated one: `URLSearchParams.get` and the upstream's framework take the first,
 * `Object.fromEntries` the last. A check reading one value while the upstream acts on another
 * (`?limit=1&limit=100000`) checks nothing, so the BFF refuses a repeat before either reads it.
 */
export function repeatedQueryParameter(params: URLSearchParams): string | undefined {
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/** What the BFF answers (400) to a repeated parameter. */
export const repeatedQueryParameterMessage = (name: string) => `The query parameter “${name}” is given more than once; give it once.`;

const isoDay = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`).optional();

/** `from`/`to` of a list with a date filter: whole days, inclusive, `from` not after `to`. */
export const dateRangeQuerySchema = z
  .object({ from: isoDay('From'), to: isoDay('To') })
  .refine((range) => !isBackwardsRange(range), { path: ['to'], message: MSG_RANGE_ENDS_BEFORE_START });

export interface PagedList<T> {
  records: T[];
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** `{ data: { records, page, limit, total, pages } }` with records of the given shape. */
export function pagedListSchema<T extends z.ZodType>(record: T) {
  return z.object({
    data: z.object({
      records: z.array(record),
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  });
}

/** Every record has these besides its own fields (a type, not an interface, so a record is a plain row too). */
export type RecordBase = {
  id: number;
  created_at: string;
  updated_at: string;
};

/** A 422 body: a message and one message per field path (`items.0.product_id`). */
export const validationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).default({}),
});
export type ValidationErrorBody = z.output<typeof validationErrorBodySchema>;

/** The field errors of a 422 response text, or null when the text is not one. */
export function parseValidationErrorBody(text: string): ValidationErrorBody | null {
  try {
    const parsed = validationErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One best-seller entry: item_type 0 is a product, 1 a bundle (docs/special-calls.md#best-sellers). */
export const bestSellerItemSchema = z.object({
  item_type: z.union([z.literal(0), z.literal(1)]),
  id: z.number().int().positive(),
});
export type BestSellerItem = z.output<typeof bestSellerItemSchema>;


/** Body of `PUT /v1/products/bestsellers?region=`. */
export const bestSellersBodySchema = z.object({
  items: z.array(bestSellerItemSchema).max(MAX_BEST_SELLERS, `At most ${MAX_BEST_SELLERS} best sellers`),
});

export const regionQuerySchema = z.object({ region: z.enum(['gb', 'us'], { error: 'Region must be gb or us' }) });

/** What `GET /v1/products/bestsellers` answers per entry: the reference plus what a list shows. */
export interface BestSellerEntry extends BestSellerItem {
  name: string;
  price: number;
  status: string;
}

/** `GET /v1/product-options`: the values product forms offer, from the settings. */
export interface ProductOptions {
  dosage_form: string[];
  legal_category: string[];
}
