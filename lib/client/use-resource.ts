// SWR hooks and mutations for declared resources through the BFF: one page of a list, one record,
// create/update/delete, and prefix invalidation so every list and record of a resource refreshes after a change.
import useSWR, { mutate, preload } from 'swr';
import type { PagedList, ProductOptions, RecordBase } from '@/lib/contract/rest';
import { apiFetch, type ApiError } from './fetcher';

export type ResourceRecord = RecordBase & Record<string, unknown>;

export function resourceApiUrl(resource: string, id?: number | string): string {
  return id === undefined ? `/api/main/v1/${resource}` : `/api/main/v1/${resource}/${encodeURIComponent(String(id))}`;
}

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useResourceList<T = ResourceRecord>(url: string | null) {
  return useSWR<{ data: PagedList<T> }, ApiError>(url, { keepPreviousData: true });
}

/** Fetches a list page ahead of time so following a link to it needs no wait. */
export function preloadResourceList(url: string): void {
  void preload(url, (key: string) => apiFetch(key)).catch(() => {});
}

export function useResourceRecord<T = ResourceRecord>(resource: string, id: number | string | null | undefined) {
  return useSWR<{ data: T }, ApiError>(id === null || id === undefined ? null : resourceApiUrl(resource, id), {
    revalidateOnFocus: false,
  });
}

/** Refreshes every cached list page and record of `resource` (keys are plain URLs). */
export function invalidateResource(resource: string): Promise<unknown> {
  const prefix = resourceApiUrl(resource);
  return mutate((key) => typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`)));
}

export async function saveResourceRecord<T = ResourceRecord>(resource: string, id: number | string | null, body: unknown): Promise<T> {
  const answer = await apiFetch<{ data: T }>(id === null ? resourceApiUrl(resource) : resourceApiUrl(resource, id), {
    method: id === null ? 'POST' : 'PUT',
    json: body,
  });
  void invalidateResource(resource);
  return answer.data;
}

export async function deleteResourceRecord(resource: string, id: number | string): Promise<void> {
  await apiFetch<void>(resourceApiUrl(resource, id), { method: 'DELETE' });
  void invalidateResource(resource);
}

/** Dosage forms and legal categories from the settings, for product forms (both roles). */
export function useProductOptions() {
  return useSWR<{ data: ProductOptions }, ApiError>('/api/main/v1/product-options', { revalidateOnFocus: false });
}
