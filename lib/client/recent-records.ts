// The records a user opened last (update forms, drawers, conversation threads), newest first, for the
// command palette to offer before anything is typed. Kept in the browser per user id, and only as
// `<resource>/<id>`: no title, name or e-mail rests in storage where the next person at this browser could
// read it; the palette reads the titles from the BFF, as the user, through the record hooks' cache
// (use-recent-records.tsx). The shell carries this module on every page, so it stays small.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import type { RecordSource } from '@/areas/commands';
import { useMe } from './use-me';

/** How many records the palette offers. */
export const RECENT_LIMIT = 10;

const storageKey = (userId: string) => `console:recent-records:${userId}`;

/** The user's recent records as `<resource>/<id>`, newest first; none when storage is unavailable or holds something else. */
export function recentRecords(userId: string, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `record` (`<resource>/<id>`) first among the user's recent records, once, keeping the newest ten. */
export function rememberRecord(userId: string, record: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  try {
    storage.setItem(storageKey(userId), JSON.stringify([record, ...recentRecords(userId, storage).filter((entry) => entry !== record)].slice(0, RECENT_LIMIT)));
  } catch {
    // Storage full or refused (a private window): the palette simply offers fewer recent records.
  }
}

/** The record (`<resource>/<id>`) a console address opens, by where each source's records open; null for other screens. */
export function recordAt(sources: readonly Pick<RecordSource, 'resource' | 'opens'>[], pathname: string, search: Pick<URLSearchParams, 'get'>): string | null {
  for (const { resource, opens } of sources) {
    if (!opens) continue;
    const id = opens.param ? (pathname === opens.path ? search.get(opens.param) : null) : pathname.startsWith(opens.path) ? pathname.slice(opens.path.length) : null;
    if (id && !id.includes('/')) return `${resource}/${id}`;
  }
  return null;
}

/**
 * Remembers each record the signed-in user opens (a form, a drawer, a thread) as the address bar says:
 * one watcher in the shell, so no screen carries code for it. A record that turns out not to exist is
 * dropped when the palette reads it back.
 */
export function useRememberOpenedRecords(sources: readonly Pick<RecordSource, 'resource' | 'opens'>[]): void {
  const userId = useMe().data?.id;
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    const opened = userId && recordAt(sources, pathname, search);
    if (opened) rememberRecord(userId, opened);
  }, [sources, userId, pathname, search]);
}
