// Upstream answers the BFF checks before the browser gets them: the ones areas declare (`answerChecks` in
// areas/<area>/parts.ts: the AI host's interlink answers, whose shape the workbench relies on,
// docs/special-calls.md#ai-interlinks), and the main API's saved views of a list, which every list's views
// menu reads (docs/api-contract.md#saved-views). An answer that is not JSON, or not
// the contract's shape, becomes a 502 with a sentence the screen shows (the contract's `unreadable`); the
// browser never parses a guess. The history calls of every record and the audit log are checked the same way,
// and their queries too: a page, limit or filter out of the contract is a 400 before anything is sent
// (docs/api-contract.md#history). The BFF (lib/server/proxy.ts) asks this registry, naming no area itself.
import 'server-only';
import type { z } from 'zod';
import { HISTORY_ANSWER_UNREADABLE, historyAnswerOf, historyQueryOf } from '@/lib/contract/history';
import { SAVED_VIEWS_ANSWER_UNREADABLE, savedViewAnswerSchema, savedViewListAnswerSchema } from '@/lib/contract/saved-views';
import type { AnswerCheck } from '@/lib/area-parts';
import type { Upstream } from '@/lib/grants';
import { AREA_PARTS } from './parts';

/** The shape a 2xx answer must have, and what the browser is told when it does not. */
export interface AnswerContract {
  schema: z.ZodType;
  unreadable: string;
}

function savedViewSchema(method: string, segments: readonly string[]): z.ZodType | undefined {
  if (segments[1] !== 'saved-views') return undefined;
  if (method === 'GET' && segments.length === 2) return savedViewListAnswerSchema;
  if ((method === 'POST' && segments.length === 2) || (method === 'PUT' && segments.length === 3)) return savedViewAnswerSchema;
  return undefined;
}

/** The checks of no one area: every list's saved views, every record's history and the audit log. */
const ENGINE_CHECKS: readonly AnswerCheck[] = [
  { upstream: 'main', schemaOf: savedViewSchema, unreadable: SAVED_VIEWS_ANSWER_UNREADABLE },
  { upstream: 'main', schemaOf: historyAnswerOf, unreadable: HISTORY_ANSWER_UNREADABLE },
];

/** Per upstream: which of its calls are checked (the areas' `answerChecks`, areas/<area>/parts.ts, and the engine's), and the sentence for an answer that fails the check. */
const ALL_CHECKS: readonly AnswerCheck[] = [...Object.values(AREA_PARTS).flatMap((parts) => parts.answerChecks ?? []), ...ENGINE_CHECKS];
const CHECKED: Record<Upstream, readonly AnswerCheck[]> = {
  ai: ALL_CHECKS.filter((check) => check.upstream === 'ai'),
  main: ALL_CHECKS.filter((check) => check.upstream === 'main'),
};

/** The contract a 2xx answer to this call (method and path segments from `v1`) must meet, if the BFF checks it. */
export function answerContract(upstream: Upstream, method: string, segments: readonly string[]): AnswerContract | undefined {
  for (const { schemaOf, unreadable } of CHECKED[upstream]) {
    const schema = schemaOf(method, segments);
    if (schema) return { schema, unreadable };
  }
  return undefined;
}

/**
 * The query a call (method and path segments from `v1`) must carry, if the BFF checks it: the history calls'
 * page, limit and audit filters. Undefined for calls whose query the upstream alone reads.
 */
export function queryContract(upstream: Upstream, method: string, segments: readonly string[]): z.ZodType | undefined {
  return upstream === 'main' ? historyQueryOf(method, segments) : undefined;
}

/** The first problem of a query that fails its contract, as a sentence; null when it meets it. */
export function queryProblem(schema: z.ZodType, search: URLSearchParams): string | null {
  const parsed = schema.safeParse(Object.fromEntries(search));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The query is not valid.');
}

/** Whether `bytes` are JSON of the contract's shape. */
export function meetsContract(contract: AnswerContract, bytes: Uint8Array): boolean {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return false;
  }
  return contract.schema.safeParse(value).success;
}
