// Conditional requests on the main API (RFC 9110 §13): every record carries an integer `version` that each
// write moves on, and `updated_by` naming who wrote it. A record's GET answers `ETag: "<version>"`; a PUT
// with `If-Match: "<version>"` that no longer matches is refused with 412 and the current record, in the
// GET's envelope, so a form can merge. A PUT without If-Match writes as before (other API clients). A history
// restore (`POST …/history/<entry>/restore`) is conditional the same way; a save's answer carries its ETag.
//
// The check sits in the stores, in the same synchronous step as the write (`refuseStaleWrite`), so no other
// request can slip in between; the middleware only says, per request, which record and version it expects
// and who is writing (AsyncLocalStorage, as a database session would).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { HistoryAction } from '@/lib/contract/history-types';
import type { SandboxEnv } from './context';
import { ApiError } from './respond';

/** Who last wrote a record, as a record shows it. */
export interface RecordWriter {
  id: number;
  name: string;
}

/** One record, by resource and id. */
interface RecordKey {
  resource: string;
  id: number;
}

interface WriteContext {
  /** Absent on the calls open to anyone (signing in). */
  by?: RecordWriter;
  /** The record a PUT names and the version its If-Match holds; `checked` once its write passed. */
  expected?: RecordKey & { version: number; checked: boolean };
  /** The sandbox's clock, for the time a write is recorded in the history. */
  now?: () => number;
  /** The record a workflow step (`POST …/{id}/status`) moves on: its write is a status change. */
  step?: RecordKey;
  /** The record a history restore writes (sandbox/history-routes.ts): its write is a restore. */
  restoring?: RecordKey;
}

const writes = new AsyncLocalStorage<WriteContext>();

/** A write that lost the race: the record moved on since the client loaded it. */
export class StaleVersionError extends ApiError {
  constructor() {
    super(412, 'This record was changed by someone else since it was loaded');
    this.name = 'StaleVersionError';
  }
}

/**
 * Called by a store just before it writes `resource` `id`, whose stored version is `current`: throws
 * StaleVersionError when the request's If-Match names this record at another version. Only the first write
 * of that record is checked; a request that writes it twice (its own follow-up) is not refused by itself.
 */
export function refuseStaleWrite(resource: string, id: number, current: number): void {
  const expected = writes.getStore()?.expected;
  if (!expected || expected.checked || expected.resource !== resource || expected.id !== id) return;
  if (expected.version !== current) throw new StaleVersionError();
  expected.checked = true;
}

/** Who the current request writes as, for a store's `updated_by`; undefined outside a request (seeding). */
export function currentWriter(): RecordWriter | undefined {
  return writes.getStore()?.by;
}

/** The request's writer as a table's `updated_by` column keeps it (JSON text); null outside a request (seeding). */
export function writerColumn(): string | null {
  const by = currentWriter();
  return by ? JSON.stringify(by) : null;
}

/** A stored `updated_by` column as a record carries it: absent when no request has written the record. */
export function writerFromColumn(column: string | null): { updated_by?: RecordWriter } {
  return column ? { updated_by: JSON.parse(column) as RecordWriter } : {};
}

/**
 * What a store's write of `resource` `id` is, for its history entry: the request's own step or restore of
 * that record, else what the store does (a create, a save, a delete). Another record the same request
 * writes as a side effect (a partner's link, a cleared reference) is a plain save.
 */
export function writeAction(resource: string, id: number, op: 'insert' | 'update' | 'remove'): HistoryAction {
  if (op === 'insert') return 'created';
  if (op === 'remove') return 'deleted';
  const context = writes.getStore();
  const isTarget = (key: RecordKey | undefined) => key?.resource === resource && key.id === id;
  if (isTarget(context?.restoring)) return 'restored';
  if (isTarget(context?.step)) return 'status_changed';
  return 'updated';
}

/** The time a write happens, on the sandbox's clock when a request is under way. */
export function writeTime(): number {
  return writes.getStore()?.now?.() ?? Date.now();
}

/**
 * Runs `work` as a write by `by` outside the API's own requests (the storefront placing an order,
 * sandbox/changes.ts): its writes name `by` and leave history entries, which the change feed serves.
 */
export function asWriter<T>(by: RecordWriter, now: () => number, work: () => T): T {
  return writes.run({ by, now }, work);
}

/** Runs `work` (a request the sandbox sends itself) as the restore of `record`: its write is recorded as `restored`. */
export function asRestoreOf<T>(record: RecordKey, work: () => T): T {
  return writes.run({ ...writes.getStore(), restoring: record }, work);
}

/**
 * Runs `work` as a workflow step on `record` though the request is not that record's `…/status` (a status
 * job working through many): its write is recorded as `status_changed`, by the job's starter.
 */
export function asStepOf<T>(record: RecordKey, work: () => T): T {
  return writes.run({ ...writes.getStore(), expected: undefined, step: record }, work);
}

/** A record's version as stored: records written before versions existed count as version 1. */
export function versionOf(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 1;
}

/** The ETag of a version: a strong tag, the version in quotes. */
export function entityTag(version: number): string {
  return `"${version}"`;
}

const ONE_TAG = /^"([1-9][0-9]{0,14})"$/;

/** The version an If-Match header asks for; `null` for `*` (any current record); 400 for anything else. */
export function parseIfMatch(header: string): number | null {
  const value = header.trim();
  if (value === '*') return null;
  const match = ONE_TAG.exec(value);
  if (!match) throw new ApiError(400, 'If-Match must name one version as the ETag gave it, like "3"');
  return Number(match[1]);
}

/** `/v1/<resource>/<id>` → its resource and id; anything else (lists, sub-calls) names no one record. */
function recordOf(path: string): RecordKey | null {
  const match = /^\/v1\/([a-z][a-z-]*)\/([1-9][0-9]{0,14})$/.exec(path);
  return match ? { resource: match[1], id: Number(match[2]) } : null;
}

/** `/v1/<resource>/<id>/status` → the record a workflow step moves on. */
function stepOf(path: string): RecordKey | null {
  const match = /^\/v1\/([a-z][a-z-]*)\/([1-9][0-9]{0,14})\/status$/.exec(path);
  return match ? { resource: match[1], id: Number(match[2]) } : null;
}

/** `/v1/<resource>/<id>/history/<entry>/restore` → the record a history restore writes. */
function restoreOf(path: string): RecordKey | null {
  const match = /^\/v1\/([a-z][a-z-]*)\/([1-9][0-9]{0,14})\/history\/[^/]+\/restore$/.exec(path);
  return match ? { resource: match[1], id: Number(match[2]) } : null;
}

async function withEntityTag(c: Context<SandboxEnv>): Promise<void> {
  if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
  const body = (await c.res.clone().json()) as { data?: { version?: unknown } };
  const version = body.data?.version;
  if (typeof version === 'number') c.res.headers.set('ETag', entityTag(version));
}

/**
 * Mounted on `/v1/*` after the grants (the user is known). `readCurrent` answers the record's GET as the
 * client would get it (decorated as the area decorates it), for the body of a 412; `now` is the sandbox's
 * clock, which dates the history entries the request's writes leave.
 */
export function conditionalRequests(readCurrent: (c: Context<SandboxEnv>) => Promise<Response>, now: () => number = Date.now): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const record = recordOf(c.req.path);
    if (c.req.method === 'GET') {
      await next();
      if (record) await withEntityTag(c);
      return;
    }
    const user = c.get('user') as SandboxEnv['Variables']['user'] | undefined;
    const by = user && { id: user.id, name: user.name || user.email };
    // A restore is a write of the record like a PUT: its If-Match is read (400 when malformed) before anything
    // else, and travels on to the PUT that saves it (sandbox/history-routes.ts), where a stale one meets the 412.
    const restore = c.req.method === 'POST' ? restoreOf(c.req.path) : null;
    const ifMatch = (c.req.method === 'PUT' && record) || restore ? c.req.header('if-match') : undefined;
    const version = ifMatch === undefined ? null : parseIfMatch(ifMatch);
    const expected = record && version !== null ? { ...record, version, checked: false } : undefined;
    const step = c.req.method === 'POST' ? (stepOf(c.req.path) ?? undefined) : undefined;
    // A restore's own PUT, sent by the sandbox to itself, keeps the restore it belongs to.
    const restoring = writes.getStore()?.restoring;
    await writes.run({ by, expected, now, step, restoring }, next);
    // A save's answer carries the new version's ETag, as a GET would, so a client goes on from it.
    if ((c.req.method === 'PUT' && record) || restore) await withEntityTag(c);
    if (!(c.error instanceof StaleVersionError)) return;
    const current = await readCurrent(c);
    c.res = undefined;
    c.res = current.ok ? new Response(current.body, { status: 412, headers: current.headers }) : current;
  };
}
