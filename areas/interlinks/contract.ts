// The AI host's interlink calls (docs/special-calls.md#ai-interlinks) as zod schemas: the suggest and status
// bodies, the list query and the answers, used by the BFF (which checks the AI host's answers before the
// browser sees them), the sandbox and the tests. The plain types and constants the screen needs are in
// types.ts, so the workbench's first load carries no zod.
import { z } from 'zod';
import { INTERLINK_STATUSES, INTERLINK_TYPES, type Suggestion } from './types';

export * from './types';

const typeSchema = z.enum(INTERLINK_TYPES, { error: 'Must be content, product or bundle' });
const idSchema = z.coerce.number({ error: 'Must be a record id' }).int('Must be a record id').positive('Must be a record id');

export const suggestionSchema: z.ZodType<Suggestion> = z.object({
  id: z.number().int().positive(),
  source_type: typeSchema,
  source_id: z.number().int().positive(),
  target_type: typeSchema,
  target_id: z.number().int().positive(),
  target_title: z.string(),
  anchor_text: z.string().trim().min(1),
  context: z.string(),
  score: z.number().min(0).max(1),
  status: z.enum(INTERLINK_STATUSES),
});

/** `POST /v1/interlinks/suggest`. */
export const suggestBodySchema = z.object({ source_type: typeSchema, source_id: idSchema });
export type SuggestBody = z.output<typeof suggestBodySchema>;

/** `PUT /v1/interlinks/{id}`: pending again is how an undo puts a suggestion back. */
export const statusBodySchema = z.object({
  status: z.enum(INTERLINK_STATUSES, { error: 'Status must be pending, accepted or rejected' }),
});

/** `GET /v1/interlinks?source_type=&source_id=&status=&target_type=&page=&limit=`. */
export const interlinkListQuerySchema = z.object({
  source_type: typeSchema,
  source_id: idSchema,
  status: z.enum(INTERLINK_STATUSES, { error: 'Status must be pending, accepted or rejected' }).optional(),
  target_type: typeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The suggest call's answer; anything else from the AI host is nonsense the screen refuses. */
export const suggestAnswerSchema = z.object({ data: z.object({ records: z.array(suggestionSchema) }) });
export const suggestionListAnswerSchema = z.object({
  data: z.object({ records: z.array(suggestionSchema), page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
export const suggestionAnswerSchema = z.object({ data: suggestionSchema });
