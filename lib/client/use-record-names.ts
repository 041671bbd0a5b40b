'use client';
// The names of records that values pick by id (a category, a reviewer, images), read once each through
// the BFF so a change or a clash can say "Skin conditions" instead of "#93"; a name that cannot be read
// stays undefined and the caller shows `#id`.
import useSWR from 'swr';
import { apiFetch } from './fetcher';
import { resourceApiUrl } from './use-resource';

/** A picked record whose name is wanted: its resource, id and the field that holds its name. */
export interface NamedRecordRef {
  resource: string;
  id: number;
  labelField: string;
}

/** Reads the names of `refs` and answers a lookup by resource and id (undefined until read, or when unreadable). */
export function useRecordNames(refs: readonly NamedRecordRef[]): (resource: string, id: number) => string | undefined {
  const keys = refs.map((ref) => `${ref.resource}/${ref.id}`);
  const { data } = useSWR(keys.length ? `record-names:${keys.join(',')}` : null, async () => {
    const named = await Promise.all(
      refs.map(async (ref): Promise<[string, string | undefined]> => {
        try {
          const answer = await apiFetch<{ data: Record<string, unknown> }>(resourceApiUrl(ref.resource, ref.id));
          const name = answer.data[ref.labelField];
          return [`${ref.resource}/${ref.id}`, typeof name === 'string' && name !== '' ? name : undefined];
        } catch {
          return [`${ref.resource}/${ref.id}`, undefined];
        }
      }),
    );
    return new Map(named);
  }, { revalidateOnFocus: false });
  return (resource, id) => data?.get(`${resource}/${id}`);
}
