// Status jobs: one workflow step run by the upstream on every record that matches a list's query, not only
// the rows of the page a person selected (docs/api-contract.md#status-jobs). Shared by the sandbox, which
// validates the start with it, and the console, which reads a job's progress with it.
import { z } from 'zod';

/** Query parameters a job may carry: the list's own search, filters and date range; paging and sort mean nothing to it. */
const IGNORED_PARAMS = new Set(['page', 'limit', 'sort', 'order', 'after_id']);

/** `POST /v1/<resource>/status-jobs` — the step's key and the list's query as the list sends it. */
export const startStatusJobBodySchema = z.object({
  step: z.string().trim().min(1, 'Step is required').max(64),
  query: z
    .record(z.string().max(64), z.string().max(200))
    .default({})
    .refine((query) => Object.keys(query).length <= 32, 'Query has too many parameters')
    .transform((query) => Object.fromEntries(Object.entries(query).filter(([key]) => !IGNORED_PARAMS.has(key)))),
});
export type StartStatusJobBody = z.input<typeof startStatusJobBodySchema>;

export const STATUS_JOB_STATES = ['running', 'stopped', 'finished'] as const;
export type StatusJobState = (typeof STATUS_JOB_STATES)[number];

/** Why some records were not changed: one line per distinct reason, with how many it stopped. */
export const statusJobReasonSchema = z.object({
  message: z.string(),
  count: z.number().int().min(1),
  /** The ids of the first few records it stopped, to look at. */
  examples: z.array(z.number().int()),
});

/** A job as `GET /v1/<resource>/status-jobs/:id` answers it (`{ data: job }`). */
export const statusJobSchema = z.object({
  id: z.number().int(),
  resource: z.string(),
  step: z.string(),
  state: z.enum(STATUS_JOB_STATES),
  /** Records that matched the query when the job started: the set it works through, fixed then. */
  total: z.number().int().min(0),
  /** Records worked through so far: `succeeded + failed`. */
  done: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  reasons: z.array(statusJobReasonSchema),
  started_at: z.string(),
  /** When it finished or stopped; null while running. */
  ended_at: z.string().nullable(),
});
export type StatusJob = z.output<typeof statusJobSchema>;

/** Keys the list's query carries into a job: everything but paging and sort. */
export function jobQueryOf(params: URLSearchParams | Record<string, string>): Record<string, string> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  return Object.fromEntries(entries.filter(([key, value]) => !IGNORED_PARAMS.has(key) && value !== ''));
}
