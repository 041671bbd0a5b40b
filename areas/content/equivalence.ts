// The GB/US equivalence report's contract (docs/special-calls.md#content-equivalence): the query that
// filters it and the rows the upstream answers with, as zod schemas the sandbox and the tests check with.
// The problems themselves (names, order, thresholds) are plain data in equivalence-problems.ts, re-exported
// here, so the report screen draws them without loading these schemas.
import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '@/lib/contract/paging';
import { pagedListSchema } from '@/lib/contract/rest';
import { CONTENT_KIND_CHOICES, CONTENT_STATUSES } from './choices';
import { EQUIVALENCE_KINDS_OF_ROW, type EquivalenceRowKind } from './equivalence-problems';

export * from './equivalence-problems';

/** Columns the report sorts by: the problem (then title), or the item's title, last change or next review. */
export const EQUIVALENCE_SORTS = ['problem', 'title', 'updated_at', 'next_review_due'] as const;
export type EquivalenceSort = (typeof EQUIVALENCE_SORTS)[number];

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, noun: string) =>
  z.enum(values, { error: `Not a ${noun} the report knows (${values.join(', ')})` }).optional();

/** The filters, as the URL and the upstream call name them; each applies to the row's item. */
export const EQUIVALENCE_FILTER_FIELDS = ['problem', 'kind', 'region', 'category', 'status'] as const;

/**
 * `GET /v1/content/equivalence?problem&kind&region&category&status&search&page&limit&sort&order`. Unknown
 * parameters and values are refused (422) rather than ignored, so a mistyped filter never shows the whole report.
 */
export const equivalenceQuerySchema = z.strictObject({
  problem: oneOf(EQUIVALENCE_KINDS_OF_ROW, 'problem'),
  kind: oneOf(CONTENT_KIND_CHOICES.map((choice) => choice.value) as [string, ...string[]], 'kind'),
  region: oneOf(['gb', 'us'], 'region'),
  category: z.string().regex(/^[1-9]\d{0,9}$/, 'Category must be a category id').optional(),
  status: oneOf(CONTENT_STATUSES, 'status'),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT, `Limit must be at most ${MAX_LIMIT}`).default(DEFAULT_LIMIT),
  sort: z.enum(EQUIVALENCE_SORTS, { error: `Sort by one of ${EQUIVALENCE_SORTS.join(', ')}` }).default('problem'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
});
export type EquivalenceQuery = z.output<typeof equivalenceQuerySchema>;

/** One side of a row: what an editor needs to judge it without opening it. */
export const equivalenceSideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  region: z.enum(['gb', 'us']),
  kind: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  updated_at: z.string(),
  next_review_due: z.string().nullable(),
});
export type EquivalenceSide = z.output<typeof equivalenceSideSchema>;

export const equivalenceRowSchema = z.object({
  /** `<problem>:<item id>`: an item has at most one row per problem. */
  id: z.string(),
  problem: z.enum(EQUIVALENCE_KINDS_OF_ROW),
  item: equivalenceSideSchema,
  equivalent: equivalenceSideSchema.nullable(),
  /** What is wrong, in a sentence (for regional-only items, the reason given). */
  detail: z.string(),
});
export type EquivalenceRow = z.output<typeof equivalenceRowSchema>;

export const equivalenceCountsSchema = z.object(
  Object.fromEntries(EQUIVALENCE_KINDS_OF_ROW.map((kind) => [kind, z.number().int().min(0)])) as Record<EquivalenceRowKind, z.ZodNumber>,
);

/** A paged list of rows, plus the rows per problem under the other filters (the problem filter left out), so each count is what choosing it lists. */
export const equivalenceAnswerSchema = z.object({
  data: pagedListSchema(equivalenceRowSchema).shape.data.extend({ counts: equivalenceCountsSchema }),
});
export type EquivalenceAnswer = z.output<typeof equivalenceAnswerSchema>;
