// Saved views of a list (docs/api-contract.md#saved-views) as zod schemas: the bodies the sandbox validates
// (checked against one list's columns when it is known) and the answers the BFF checks before the browser
// gets them. The plain types, limits and rules the list screen needs are in saved-view-types.ts, so no page
// loads zod for them.
import { z } from 'zod';
import {
  MSG_VIEW_COLUMN_TWICE,
  MSG_VIEW_COLUMN_UNKNOWN,
  MSG_VIEW_COLUMNS_EMPTY,
  MSG_VIEW_COLUMNS_TYPE,
  MSG_VIEW_NAME_CONTROL,
  MSG_VIEW_NAME_REQUIRED,
  MSG_VIEW_NAME_TOO_LONG,
  MSG_VIEW_QUERY_TYPE,
  MSG_VIEW_RESOURCE_REQUIRED,
  MSG_VIEW_SHARED_TYPE,
  SAVED_VIEW_NAME_MAX,
  viewQueryProblem,
  type SavedView,
} from './saved-view-types';

export * from './saved-view-types';

/** No list has nearly this many columns; it bounds a body whose list is not known yet. */
const MAX_COLUMNS = 100;
const MSG_VIEW_COLUMNS_TOO_MANY = `A view shows at most ${MAX_COLUMNS} columns`;

const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** The list a call is about: a resource name, as `GET ?resource=` and the bodies give it. */
const resourceSchema = z.string({ error: MSG_VIEW_RESOURCE_REQUIRED }).min(1, MSG_VIEW_RESOURCE_REQUIRED);

const nameSchema = z
  .string({ error: MSG_VIEW_NAME_REQUIRED })
  .trim()
  .min(1, MSG_VIEW_NAME_REQUIRED)
  .max(SAVED_VIEW_NAME_MAX, MSG_VIEW_NAME_TOO_LONG)
  .refine((name) => !CONTROL_CHARACTERS.test(name), MSG_VIEW_NAME_CONTROL);

const querySchema = z.string({ error: MSG_VIEW_QUERY_TYPE }).superRefine((query, ctx) => {
  const problem = viewQueryProblem(query);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The visible columns in order, each once, each one of `fields` when the list is known; or null for its defaults. */
function columnsSchema(fields?: readonly string[]) {
  const column = z
    .string({ error: MSG_VIEW_COLUMN_UNKNOWN })
    .refine((field) => (fields ? fields.includes(field) : field.length > 0), MSG_VIEW_COLUMN_UNKNOWN);
  return z
    .array(column, { error: MSG_VIEW_COLUMNS_TYPE })
    .min(1, MSG_VIEW_COLUMNS_EMPTY)
    .max(MAX_COLUMNS, MSG_VIEW_COLUMNS_TOO_MANY)
    .refine((columns) => new Set(columns).size === columns.length, MSG_VIEW_COLUMN_TWICE)
    .nullable();
}

/** `GET /v1/saved-views?resource=`, and the first thing read of a body: which list. */
export const savedViewResourceSchema = z.object({ resource: resourceSchema });

/** `POST /v1/saved-views`; with the list's column fields, a column it does not have is refused too. */
export function savedViewBodySchema(columnFields?: readonly string[]) {
  return z.object({
    resource: resourceSchema,
    name: nameSchema,
    query: querySchema,
    columns: columnsSchema(columnFields),
    shared: z.boolean({ error: MSG_VIEW_SHARED_TYPE }),
  });
}

/** `PUT /v1/saved-views/{id}`: the whole view again; `resource` may come along but must be the view's own. */
export function savedViewUpdateBodySchema(columnFields?: readonly string[]) {
  return savedViewBodySchema(columnFields).extend({ resource: resourceSchema.optional() });
}

/** A saved view as the API answers it. */
export const savedViewSchema: z.ZodType<SavedView> = z.object({
  id: z.number().int().positive(),
  resource: z.string().min(1),
  name: z.string().min(1),
  query: z.string(),
  columns: z.array(z.string()).nullable(),
  shared: z.boolean(),
  owner: z.object({ id: z.union([z.number().int(), z.string().min(1)]), name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});

/** `GET /v1/saved-views?resource=` → `{ data: SavedView[] }`. */
export const savedViewListAnswerSchema = z.object({ data: z.array(savedViewSchema) });

/** `POST` and `PUT` → `{ data: SavedView }`. */
export const savedViewAnswerSchema = z.object({ data: savedViewSchema });
