'use client';
// The palette's Recent group before anything is typed: the records the user opened last
// (lib/client/recent-records.ts), read as the signed-in user so they carry today's titles and vanish once
// gone. Each is read through the record hooks' SWR cache, under the same key as useResourceRecord: one a
// form, a drawer or an earlier opening of the palette already read is taken from there, not asked for
// again each time the palette opens.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import type { RecordSource } from '@/areas/commands';
import type { ApiError } from '@/lib/client/fetcher';
import { recentRecords } from '@/lib/client/recent-records';
import { useResourceRecord } from '@/lib/client/use-resource';
import type { FoundRecord } from './palette-items';

export interface RecentRecord {
  source: RecordSource;
  record: FoundRecord;
}

interface Wanted {
  /** `<resource>/<id>`, as the recent records keep it. */
  key: string;
  source: RecordSource;
  id: string;
}

/**
 * Cached data is used as it is; a record not in the cache is fetched once and cached. A record that cannot
 * be read (gone, or no longer the role's) is left out without a toast, and asked for again next time.
 */
const CACHE_FIRST: SWRConfiguration<{ data: FoundRecord }, ApiError> = { revalidateIfStale: false, shouldRetryOnError: false, onError: () => {} };

/** Reads one recent record and says what came of it: the record, or null when it cannot be read. */
function RecentRecordReader({ wanted, onRead }: { wanted: Wanted; onRead: (key: string, record: FoundRecord | null) => void }) {
  const { data, error } = useResourceRecord<FoundRecord>(wanted.source.resource, wanted.id, CACHE_FIRST);
  const record = data?.data ?? (error ? null : undefined);
  useEffect(() => {
    if (record !== undefined) onRead(wanted.key, record);
  }, [onRead, wanted.key, record]);
  return null;
}

/**
 * The user's recent records the role may still open, once every one of them is read (so the group does not
 * grow under the pointer), and the readers that read them: draw `readers` anywhere inside the palette.
 */
export function useRecentRecords(sources: readonly RecordSource[], userId: string | undefined): { recent: readonly RecentRecord[]; readers: ReactNode } {
  const wanted = useMemo<Wanted[]>(
    () =>
      userId
        ? recentRecords(userId).flatMap((key) => {
            const [resource, id] = key.split('/');
            const source = sources.find((candidate) => candidate.resource === resource);
            return source && id ? [{ key, source, id }] : [];
          })
        : [],
    [sources, userId],
  );
  const [read, setRead] = useState<ReadonlyMap<string, FoundRecord | null>>(new Map());
  const onRead = useCallback((key: string, record: FoundRecord | null) => {
    setRead((current) => (current.get(key) === record ? current : new Map(current).set(key, record)));
  }, []);
  const recent = useMemo(
    () =>
      wanted.every(({ key }) => read.has(key))
        ? wanted.flatMap(({ key, source }) => {
            const record = read.get(key);
            return record ? [{ source, record }] : [];
          })
        : [],
    [wanted, read],
  );
  const readers = wanted.map((one) => <RecentRecordReader key={one.key} wanted={one} onRead={onRead} />);
  return { recent, readers };
}
