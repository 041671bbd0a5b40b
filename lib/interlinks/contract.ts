// The AI host's interlink calls (docs/special-calls.md#ai-interlinks): one suggestion's shape, the
// suggest and status bodies and the list query, shared by the workbench, the BFF's callers and the sandbox.
import { z } from 'zod';

/** What may hold or receive a link: a content record, a product or a bundle. */
export const INTERLINK_TYPES = ['content', 'product', 'bundle'] as const;
export type InterlinkType = (typeof INTERLINK_TYPES)[number];

export const INTERLINK_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InterlinkStatus = (typeof INTERLINK_STATUSES)[number];

/** The main API resource of each type (`/v1/<resource>`). */
export const RESOURCE_OF_TYPE: Record<InterlinkType, 'content' | 'products' | 'bundles'> = {
  content: 'content',
  product: 'products',
  bundle: 'bundles',
};

export const TYPE_LABELS: Record<InterlinkType, string> = { content: 'Content', product: 'Product', bundle: 'Bundle' };

const typeSchema = z.enum(INTERLINK_TYPES, { error: 'Must be content, product or bundle' });
const idSchema = z.coerce.number({ error: 'Must be a record id' }).int('Must be a record id').positive('Must be a record id');

export const suggestionSchema = z.object({
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
export type Suggestion = z.output<typeof suggestionSchema>;

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
