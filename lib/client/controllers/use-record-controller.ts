'use client';
// The headless record controller: one record (or any document the BFF serves at one URL) loaded, saved
// and deleted, with the cache of the record and of its resource's lists kept in step. The form
// controller and custom editors (best sellers) build on it instead of fetching and saving by hand.
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, type ApiError } from '../fetcher';
import { ifMatchHeader, invalidateResource } from '../use-resource';

export interface RecordControllerOptions {
  /** Where the record lives; null while it is being created. */
  url: string | null;
  /** Where a new record is created (POST); omitted for documents that are only replaced. */
  createUrl?: string;
  /** Resource whose cached lists and records refresh after a save or delete. */
  invalidates?: string;
}

export interface RecordController<T> {
  record: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Fetches the record afresh and answers it. */
  reload: () => Promise<T | undefined>;
  /**
   * PUTs the body to the record (POSTs to `createUrl` while creating) and answers the saved record. With
   * `version`, the PUT is conditional (`If-Match`): the API answers 412 with the stored record when it moved on.
   */
  save: (body: unknown, options?: { version?: number }) => Promise<T>;
  remove: () => Promise<void>;
}

export function useRecordController<T>({ url, createUrl, invalidates }: RecordControllerOptions): RecordController<T> {
  // Once deleted, the record is not asked for again while the screen leaves (it would answer 404).
  const [isDeleted, setIsDeleted] = useState(false);
  const { data, error, isLoading, mutate } = useSWR<{ data: T }, ApiError>(isDeleted ? null : url, { revalidateOnFocus: false });
  return {
    record: data?.data,
    error,
    isLoading,
    reload: async () => (await mutate())?.data,
    save: async (body, options = {}) => {
      const target = url ?? createUrl;
      if (!target) throw new Error('Nowhere to save: neither a record URL nor a create URL');
      const ifMatch = url && options.version !== undefined ? ifMatchHeader(options.version) : undefined;
      const answer = await apiFetch<{ data: T }>(target, { method: url ? 'PUT' : 'POST', json: body, headers: ifMatch });
      if (url) await mutate(answer, { revalidate: false });
      if (invalidates) void invalidateResource(invalidates);
      return answer.data;
    },
    remove: async () => {
      if (!url) throw new Error('Nothing to delete: the record has no URL');
      await apiFetch<void>(url, { method: 'DELETE' });
      setIsDeleted(true);
      if (invalidates) void invalidateResource(invalidates, decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)));
    },
  };
}
