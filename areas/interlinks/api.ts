// The AI interlink calls of the workbench (docs/special-calls.md#ai-interlinks): a source's suggestions,
// a decision on one, and a new run of the AI host; the one module of this area that knows their URLs.
import { aiApiUrl } from '@/lib/client/api-url';
import { apiFetch } from '@/lib/client/fetcher';
import type { InterlinkStatus, InterlinkType, Suggestion } from './types';

/** The suggestions of one source (its SWR key too): one page of 100, as many as a run makes. */
export function suggestionsUrl(sourceType: InterlinkType, sourceId: number): string {
  return aiApiUrl('interlinks', { source_type: sourceType, source_id: sourceId, limit: 100 });
}

/** The suggestions at `url`; the AI host's answers reach the browser only once the BFF has checked their shape (areas/answer-contracts.ts). */
export async function fetchSuggestions(url: string): Promise<Suggestion[]> {
  return (await apiFetch<{ data: { records: Suggestion[] } }>(url)).data.records;
}

/** Marks one suggestion accepted or rejected (or back to pending, for Undo); answers it as stored. */
export async function saveSuggestionStatus(id: number, status: InterlinkStatus): Promise<Suggestion> {
  return (await apiFetch<{ data: Suggestion }>(aiApiUrl(`interlinks/${encodeURIComponent(String(id))}`), { method: 'PUT', json: { status } })).data;
}

/** Asks the AI host for a new run over the source; answers how many suggestions it made. */
export async function requestSuggestions(sourceType: InterlinkType, sourceId: number, signal?: AbortSignal): Promise<number> {
  const answer = await apiFetch<{ data: { records: readonly unknown[] } }>(aiApiUrl('interlinks/suggest'), {
    method: 'POST',
    json: { source_type: sourceType, source_id: sourceId },
    signal,
  });
  return answer.data.records.length;
}
