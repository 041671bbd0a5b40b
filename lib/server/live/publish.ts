// What the BFF tells the live bus: a write the main API accepted through /api/main (create, update, delete,
// a status step, a restore), and a session signed out. Fire and forget: the browser's answer never waits on
// the bus (Redis may be slow or gone); each outcome is counted (console_live_published_total). Reads never
// come here, so a GET through the proxy costs nothing more.
import 'server-only';
import { AREA_ACCESS } from '@/areas/access';
import { liveChangeSchema, type LiveChange } from '@/lib/contract/live';
import { resolveOperation } from '@/lib/grants';
import { isSameValue } from '@/lib/merge/three-way';
import type { Config } from '../config';
import { getLogger } from '../log';
import { getMetrics } from '../metrics';
import type { SessionData } from '../session-codec';
import { getLiveBus, type ChangeSource } from './bus';
import { recordAt, rememberRecord, taggedVersion } from './record-memory';

/** The resources whose records the console edits (every area's own): only their writes are changes. */
const RECORD_RESOURCES: ReadonlySet<string> = new Set(AREA_ACCESS.map((area) => area.resource));

export interface AcceptedWrite {
  method: string;
  /** The upstream path's segments after `v1` (`['products', '3']`). */
  segments: readonly string[];
  /** The JSON body sent upstream, when there was one. */
  requestBody: Uint8Array | null;
  /** The request's If-Match: the version an update was made against. */
  ifMatch?: string | null;
  /** The answer's ETag header. */
  etag: string | null;
  /** The answer's JSON bytes, when they were read whole (not for a streamed answer). */
  answerBody: Uint8Array | null;
  by: Pick<SessionData, 'id' | 'name'>;
  at?: number;
}

const decoder = new TextDecoder();

/** Keys a form sends back as they came, never what a person changed. */
const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);

/**
 * The fields an update changed: of those it sent (less bookkeeping), the ones whose value differs between
 * the record at the version it was made against (If-Match) and the answer's record, when this instance
 * passed that version on (record-memory.ts). Otherwise every field sent: a form sends its whole record, so
 * that is what the write touched at most (the change feed's copy, a duplicate by then, names the changed ones).
 */
function changedFields(body: Record<string, unknown> | undefined, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): string[] | undefined {
  if (!body) return undefined;
  const sent = Object.keys(body)
    .filter((key) => !BOOKKEEPING.has(key) && key.length <= 64)
    .slice(0, 200);
  return before && after ? sent.filter((key) => !isSameValue(before[key], after[key])) : sent;
}

function jsonObject(bytes: Uint8Array | null): Record<string, unknown> | undefined {
  if (!bytes || bytes.byteLength === 0) return undefined;
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `{ data: record }`'s record. */
function answeredRecord(bytes: Uint8Array | null): Record<string, unknown> | undefined {
  const data = jsonObject(bytes)?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** The version an ETag names (`"7"`, `W/"7"` → `7`), else the record's own `version`, else null. */
function versionOf(etag: string | null, record: Record<string, unknown> | undefined): string | number | null {
  const tagged = etag?.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  if (tagged) return tagged;
  const own = record?.version;
  return typeof own === 'string' || typeof own === 'number' ? own : null;
}

/**
 * The change an accepted write made, or null when the write is not a change to one record (a best-seller
 * order, a status job, an option look-up, a saved view) or its answer does not say which record it was.
 */
export function changeOfWrite({ method, segments, requestBody, ifMatch, etag, answerBody, by, at = Date.now() }: AcceptedWrite): LiveChange | null {
  const [resource, id, ...below] = segments;
  if (!RECORD_RESOURCES.has(resource)) return null;
  const verb = method.toUpperCase();
  // A create, update or delete of the record itself (`PUT products/bestsellers` is an action, not record "bestsellers").
  const isRecordCall = resolveOperation(verb, segments, 'main')?.kind === 'op';
  const base = { resource, by: { id: by.id, name: by.name }, at };
  let change: LiveChange | null = null;
  if (verb === 'POST' && id === undefined && isRecordCall) {
    const record = answeredRecord(answerBody);
    const made = record?.id;
    if (typeof made !== 'string' && typeof made !== 'number') return null;
    change = { ...base, recordId: String(made), action: 'created', version: versionOf(etag, record) };
  } else if ((verb === 'PUT' || verb === 'PATCH') && id !== undefined && below.length === 0 && isRecordCall) {
    const after = answeredRecord(answerBody);
    const fields = changedFields(jsonObject(requestBody), recordAt(resource, id, taggedVersion(ifMatch)), after);
    change = { ...base, recordId: id, action: 'updated', version: versionOf(etag, after), fields };
  } else if (verb === 'DELETE' && id !== undefined && below.length === 0 && isRecordCall) {
    change = { ...base, recordId: id, action: 'deleted', version: null };
  } else if (verb === 'POST' && id !== undefined && below.length === 1 && below[0] === 'status') {
    const sent = jsonObject(requestBody);
    const record = answeredRecord(answerBody);
    const to = typeof sent?.to === 'string' ? sent.to : typeof record?.status === 'string' ? record.status : undefined;
    const from = typeof sent?.from === 'string' ? sent.from : null;
    change = { ...base, recordId: id, action: 'status_changed', version: versionOf(etag, record), ...(to ? { status: { from, to } } : {}) };
  } else if (verb === 'POST' && id !== undefined && below.length === 3 && below[0] === 'history' && below[2] === 'restore') {
    change = { ...base, recordId: id, action: 'restored', version: versionOf(etag, answeredRecord(answerBody)) };
  }
  if (!change) return null;
  // Whatever the upstream answered, only a change of the contract's shape goes out.
  const checked = liveChangeSchema.safeParse(change);
  return checked.success ? checked.data : null;
}

type BusConfig = Pick<Config, 'REDIS_URL' | 'LIVE_REPLAY_MAX_EVENTS' | 'LIVE_REPLAY_WINDOW_MS'>;

let lastWarned = 0;
/** One line per 10 s while publishing fails (Redis away), not one per write; the metric counts each. */
function warnFailed(error: unknown, resource: string) {
  if (Date.now() - lastWarned < 10_000) return;
  lastWarned = Date.now();
  getLogger().warn({ err: { name: (error as Error)?.name }, resource }, 'live: a change could not be published; streams are told paused');
}

/** Publishes a change, never throwing and never awaited by the caller; the outcome is counted. */
export function publishChange(config: BusConfig, change: LiveChange, source: ChangeSource): Promise<void> {
  const counted = getMetrics().livePublished;
  return getLiveBus(config)
    .publish(change, source)
    .then(
      (outcome) => void counted.inc({ source, outcome }),
      (error: unknown) => {
        counted.inc({ source, outcome: 'failed' });
        warnFailed(error, change.resource);
      },
    );
}

/**
 * After the upstream accepted a write (2xx): the change it made goes to the bus once the current answer
 * is on its way (the parsing too happens after), never in the answer's path.
 */
export function announceWrite(config: BusConfig, write: AcceptedWrite): void {
  setImmediate(() => {
    try {
      const change = changeOfWrite(write);
      if (change) void publishChange(config, change, 'bff');
      // The answer is the record at its new version: what the next save of it is made against.
      if (change && write.answerBody && (change.action === 'updated' || change.action === 'created' || change.action === 'restored')) {
        rememberRecord(change.resource, change.recordId, write.etag, write.answerBody);
      }
    } catch (error) {
      getMetrics().livePublished.inc({ source: 'bff', outcome: 'failed' });
      getLogger().warn({ err: { name: (error as Error)?.name } }, 'live: a write could not be announced');
    }
  });
}

/** A signed-out session's streams end on every instance; fire and forget, as the logout itself stands. */
export function publishSessionEnded(config: BusConfig, sid: string): void {
  try {
    void getLiveBus(config)
      .publishSessionEnded(sid)
      .catch(() => getLogger().warn('live: a sign-out could not be told to its streams; they end at their next session check'));
  } catch {
    // A bus that cannot be made is said by its own log lines.
  }
}
