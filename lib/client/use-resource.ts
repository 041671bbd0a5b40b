// SWR hooks and mutations for declared resources through the BFF: one page of a list, one record,
// create/update/delete, workflow steps, and prefix invalidation so every list and record of a resource
// refreshes after a change. Keys are the plain BFF URLs (docs/api-contract.md#bff-mounts).
import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
import type { PagedList, RecordBase } from '@/lib/contract/rest';
import { mainApiUrl, recordPath } from './api-url';
import { apiFetch, type ApiError } from './fetcher';

/** A record of a declared resource whose shape this code does not know statically (generic screens). */
export type ResourceRecord = RecordBase & { readonly [field: string]: unknown };

export type ListAnswer<T> = { data: PagedList<T> };

export function resourceApiUrl(resource: string, id?: number | string, action?: string): string {
  return mainApiUrl(id === undefined ? resource : recordPath(resource, id, action));
}

/** Which URL an answer object was fetched from, so a screen can tell a kept previous page from the current one. */
const answerUrls = new WeakMap<object, string>();

function fetchRemembering<T>(url: string): Promise<T> {
  return apiFetch<T>(url).then((answer) => {
    if (answer && typeof answer === 'object') answerUrls.set(answer, url);
    return answer;
  });
}

/** The URL `answer` was fetched from, when it came through these hooks. */
export function answerUrl(answer: object | undefined): string | undefined {
  return answer ? answerUrls.get(answer) : undefined;
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useResourceList<T = ResourceRecord>(url: string | null) {
  return useSWR<ListAnswer<T>, ApiError>(url, fetchRemembering, { keepPreviousData: true });
}

/** Fetches a list page ahead of time so following a link to it needs no wait. */
export function preloadResourceList(url: string): void {
  void preload(url, fetchRemembering).catch(() => {});
}

/** One record; `config` adds to SWR's defaults for one reader (the palette's quiet, cache-first read), the key staying the same. */
export function useResourceRecord<T = ResourceRecord>(resource: string, id: number | string | null | undefined, config?: SWRConfiguration<{ data: T }, ApiError>) {
  return useSWR<{ data: T }, ApiError>(id === null || id === undefined ? null : resourceApiUrl(resource, id), {
    revalidateOnFocus: false,
    ...config,
  });
}

/** Read-only look-ups built from a resource, refreshed with it (a saved setting changes the product options). */
const DERIVED_LOOKUPS: Readonly<Record<string, readonly string[]>> = {
  settings: [mainApiUrl('product-options'), mainApiUrl('tip-options')],
};

/**
 * Refreshes every cached list page and record of `resource` (keys are plain URLs), and its look-ups.
 * `gone`: a record just deleted — its own URLs are dropped from the cache instead, since fetching them
 * again would only answer 404 and raise an error toast beside the "deleted" one.
 */
export function invalidateResource(resource: string, gone?: number | string): Promise<unknown> {
  const prefix = resourceApiUrl(resource);
  const lookups = DERIVED_LOOKUPS[resource] ?? [];
  const goneUrl = gone === undefined ? null : resourceApiUrl(resource, gone);
  const isGone = (key: string) => goneUrl !== null && (key === goneUrl || key.startsWith(`${goneUrl}/`) || key.startsWith(`${goneUrl}?`));
  if (goneUrl) void mutate((key) => typeof key === 'string' && isGone(key), undefined, { revalidate: false });
  return mutate(
    (key) => typeof key === 'string' && !isGone(key) && (key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`) || lookups.includes(key)),
  );
}

/** The header of a save made against `version`: the API answers 412 with the stored record when it moved on. */
export function ifMatchHeader(version: number): Record<string, string> {
  return { 'if-match': `"${String(version)}"` };
}

/** POSTs a new record (id null) or PUTs one, conditionally when `version` is given (If-Match); the resource's cache refreshes. */
export async function saveResourceRecord<T = ResourceRecord>(resource: string, id: number | string | null, body: unknown, { version }: { version?: number } = {}): Promise<T> {
  const answer = await apiFetch<{ data: T }>(id === null ? resourceApiUrl(resource) : resourceApiUrl(resource, id), {
    method: id === null ? 'POST' : 'PUT',
    json: body,
    headers: id !== null && version !== undefined ? ifMatchHeader(version) : undefined,
  });
  void invalidateResource(resource);
  return answer.data;
}

export async function deleteResourceRecord(resource: string, id: number | string): Promise<void> {
  await apiFetch<void>(resourceApiUrl(resource, id), { method: 'DELETE' });
  void invalidateResource(resource, id);
}

/** One workflow step: `POST /v1/<resource>/{id}/status {from, to, …}` (docs/special-calls.md#workflow-status-changes). */
export async function changeRecordStatus<T = ResourceRecord>(resource: string, id: number, body: { from: string; to: string } & Record<string, unknown>): Promise<T> {
  const answer = await apiFetch<{ data: T }>(resourceApiUrl(resource, id, 'status'), { method: 'POST', json: body });
  return answer.data;
}

/**
 * A list of strings from a read-only options call (`GET /v1/product-options` → `data[key]`), fetched
 * only by the fields that ask for it and shared between them.
 */
export function useOptionSource(source: { path: string; key: string } | undefined) {
  const { data, error } = useSWR<{ data: Record<string, unknown> }, ApiError>(source ? mainApiUrl(source.path) : null, {
    revalidateOnFocus: false,
  });
  const values = source ? data?.data[source.key] : undefined;
  return { values: Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : undefined, error };
}
