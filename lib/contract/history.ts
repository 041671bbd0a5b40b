// The zod side of the record history and audit log (docs/api-contract.md#history): the queries the sandbox
// and the BFF check, and the answers the BFF checks before the browser reads them. Plain types and constants
// are in lib/contract/history-types.ts, for screens that load no zod.
import { z } from 'zod';
import { HISTORY_ACTIONS } from './history-types';
import { dateRangeQuerySchema, pagedListSchema } from './rest';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from './paging';

const page = z.coerce.number({ error: 'Page must be a whole number from 1' }).int('Page must be a whole number from 1').min(1, 'Page must be a whole number from 1').default(DEFAULT_PAGE);
const limit = z.coerce
  .number({ error: `Limit must be a whole number from 1 to ${MAX_LIMIT}` })
  .int(`Limit must be a whole number from 1 to ${MAX_LIMIT}`)
  .min(1, `Limit must be a whole number from 1 to ${MAX_LIMIT}`)
  .max(MAX_LIMIT, `Limit must be a whole number from 1 to ${MAX_LIMIT}`)
  .default(DEFAULT_LIMIT);

/** `GET /v1/<resource>/{id}/history?page&limit`. */
export const historyQuerySchema = z.object({ page, limit });

/** `GET /v1/history?resource&user&action&from&to&page&limit`: the audit log's filters, each optional. */
export const auditQuerySchema = z
  .object({
    page,
    limit,
    resource: z
      .string()
      .regex(/^[a-z][a-z-]{0,63}$/, 'Resource must be a resource name, like products')
      .optional(),
    user: z.coerce.number({ error: 'User must be an account id' }).int('User must be an account id').min(1, 'User must be an account id').optional(),
    action: z.enum(HISTORY_ACTIONS, { error: `Action must be one of ${HISTORY_ACTIONS.join(', ')}` }).optional(),
  })
  .and(dateRangeQuerySchema);
export type AuditQuery = z.output<typeof auditQuerySchema>;

const changeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });

export const historyEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  by: z.object({ id: z.union([z.number(), z.string()]), name: z.string() }),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(changeSchema),
});

export const auditEntrySchema = historyEntrySchema.extend({ resource: z.string(), record_id: z.number().int().positive(), label: z.string().optional() });

/** `{ data: { records: HistoryEntry[], page, limit, total, pages } }`. */
export const historyAnswerSchema = pagedListSchema(historyEntrySchema);
export const auditAnswerSchema = pagedListSchema(auditEntrySchema);

/** What the BFF says when a history answer is not the contract's shape. */
export const HISTORY_ANSWER_UNREADABLE = 'The history could not be read. Try again later.';

/**
 * The query schema of a history call (method and path segments from `v1`): a record's history or the audit
 * log; undefined for any other call. The BFF refuses a query that fails it with 400 before anything is sent.
 */
export function historyQueryOf(method: string, segments: readonly string[]): z.ZodType | undefined {
  if (method !== 'GET') return undefined;
  if (segments.length === 2 && segments[1] === 'history') return auditQuerySchema;
  if (segments.length === 4 && segments[3] === 'history') return historyQuerySchema;
  return undefined;
}

/** The answer schema of a history call, as `historyQueryOf` names them. */
export function historyAnswerOf(method: string, segments: readonly string[]): z.ZodType | undefined {
  if (method !== 'GET') return undefined;
  if (segments.length === 2 && segments[1] === 'history') return auditAnswerSchema;
  if (segments.length === 4 && segments[3] === 'history') return historyAnswerSchema;
  return undefined;
}
