// Upstream answers the BFF checks before the browser gets them, by area: the AI host's interlink answers,
// whose shape the workbench relies on (docs/special-calls.md#ai-interlinks). An answer that is not JSON, or
// not the contract's shape, becomes a 502 with a sentence the screen shows (AI_ANSWER_UNREADABLE); the
// browser never parses a guess. The BFF (lib/server/proxy.ts) asks this registry, naming no area itself.
import 'server-only';
import type { z } from 'zod';
import { suggestAnswerSchema, suggestionAnswerSchema, suggestionListAnswerSchema } from '@/areas/interlinks/contract';
import type { Upstream } from '@/lib/grants';

export { AI_ANSWER_UNREADABLE } from './interlinks/types';

/** The schema a 2xx answer to this call must meet, if the BFF checks it. */
export function answerContract(upstream: Upstream, method: string, segments: readonly string[]): z.ZodType | undefined {
  if (upstream !== 'ai' || segments[1] !== 'interlinks') return undefined;
  if (method === 'GET' && segments.length === 2) return suggestionListAnswerSchema;
  if (method === 'POST' && segments.length === 3 && segments[2] === 'suggest') return suggestAnswerSchema;
  if (method === 'PUT' && segments.length === 3) return suggestionAnswerSchema;
  return undefined;
}

/** Whether `bytes` are JSON of the contract's shape. */
export function meetsContract(contract: z.ZodType, bytes: Uint8Array): boolean {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return false;
  }
  return contract.safeParse(value).success;
}
