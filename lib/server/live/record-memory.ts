// What this instance remembers of the records it passed on (a record's GET answer, a write's answer), by
// resource, id and version, so that an update's change event names the fields the write changed rather than
// every key a form sent (docs/live.md, "Where events come from"): a PUT made against version N (If-Match)
// turned the record at N into the answer's record, and nobody wrote between them. No upstream read, and no
// Redis call on a read: the bytes are the answer's own, kept in a bounded LRU and parsed only when a write
// needs them. A miss (the read went through another instance, or long ago) leaves the fields as sent.
import 'server-only';
import { LRUCache } from 'lru-cache';

/** Room for a few thousand ordinary records; one larger than a tenth of it is not kept. */
const MAX_BYTES = 8 * 1024 * 1024;

interface Kept {
  version: string;
  bytes: Uint8Array;
}

const kept = new LRUCache<string, Kept>({ maxSize: MAX_BYTES, maxEntrySize: Math.floor(MAX_BYTES / 10), sizeCalculation: (entry) => Math.max(1, entry.bytes.byteLength) });

/** The version an ETag names (`"7"`, `W/"7"` → `7`); null for none. */
export function taggedVersion(etag: string | null | undefined): string | null {
  const tagged = etag?.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return tagged ? tagged : null;
}

/** Keeps the answer of a record's read or write: its `{ data: record }` bytes at the version its ETag names. */
export function rememberRecord(resource: string, id: string, etag: string | null | undefined, bytes: Uint8Array): void {
  const version = taggedVersion(etag);
  if (version === null) return;
  kept.set(`${resource}/${id}`, { version, bytes });
}

/** The record as it was at `version`, when this instance passed that version on; else undefined. */
export function recordAt(resource: string, id: string, version: string | null): Record<string, unknown> | undefined {
  const entry = version === null ? undefined : kept.get(`${resource}/${id}`);
  if (!entry || entry.version !== version) return undefined;
  try {
    const data: unknown = (JSON.parse(new TextDecoder().decode(entry.bytes)) as { data?: unknown } | null)?.data;
    return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets everything (tests). */
export function forgetRecords(): void {
  kept.clear();
}
