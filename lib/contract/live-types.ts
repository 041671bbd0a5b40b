// The live stream's messages as plain types, constants and checks, without zod: what the browser's stream
// client reads on every console page (zod would add its weight to every first load). The zod schemas the
// BFF and the sandbox check the same shapes with are in lib/contract/live.ts, which asserts they agree.

/** What happened to one record: the history's actions (lib/contract/history-types.ts). */
export type LiveAction = 'created' | 'updated' | 'status_changed' | 'deleted' | 'restored';
const LIVE_ACTIONS: ReadonlySet<string> = new Set<LiveAction>(['created', 'updated', 'status_changed', 'deleted', 'restored']);

/** Who did it: the account's id and name (else its e-mail); null when the upstream names no one. */
export type LiveActor = { id: string | number; name: string } | null;

/**
 * One change to one record, as the upstream's change feed gives it and as a stream's `change` event carries
 * it. `version` is the record's version after the change (its ETag without quotes; null for a delete or when
 * unknown); `fields` the fields the change touched, when known; `status` the step of a workflow change.
 */
export interface LiveChange {
  resource: string;
  recordId: string;
  action: LiveAction;
  version: string | number | null;
  fields?: string[];
  status?: { from: string | null; to: string };
  by: LiveActor;
  /** Epoch milliseconds at which the upstream accepted the write. */
  at: number;
}

/** One person with a record open: in a form or drawer, and whether they have unsaved edits. */
export interface PresenceViewer {
  userId: string | number;
  name: string;
  editing: boolean;
}

/** Everyone who has one record open now (an empty list when the last one left). */
export interface LivePresence {
  resource: string;
  recordId: string;
  viewers: PresenceViewer[];
}

/** What a tab reports every PRESENCE_HEARTBEAT_MS while a record is open (POST /api/presence). */
export interface PresenceReport {
  resource: string;
  recordId: string;
  editing: boolean;
}

export interface LiveState {
  state: 'live' | 'paused';
}

/** A tab reports presence this often; a report not renewed for PRESENCE_EXPIRES_MS has left. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_EXPIRES_MS = 40_000;

/**
 * The stream's events, by SSE event name. Every `change` has an SSE id (the stream's cursor, for
 * Last-Event-ID); the others do not.
 * - change: a record changed (LiveChange).
 * - presence: who has a record open (LivePresence).
 * - reset: the stream cannot say what was missed (Last-Event-ID beyond the kept window, or unknown):
 *   reload whatever is on screen.
 * - state: live updates `paused` (shared bus unreachable: the screens keep working, without news) or `live`.
 * - session-ended: this session was signed out (here or in another tab or browser): the stream closes.
 * - heartbeat: a comment line, not an event (keeps proxies from closing an idle stream).
 */
export const LIVE_EVENT_NAMES = ['change', 'presence', 'reset', 'state', 'session-ended'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** The stream sends a heartbeat comment this often, and tells the browser to reconnect after LIVE_RETRY_MS. */
export const LIVE_HEARTBEAT_MS = 15_000;
export const LIVE_RETRY_MS = 2_000;

/** The key that makes a change the same change whichever way it arrived (BFF write or change feed). */
export function changeKey(change: Pick<LiveChange, 'resource' | 'recordId' | 'action' | 'version'>): string {
  return `${change.resource}/${change.recordId}/${change.action}/${change.version ?? ''}`;
}

// The browser's checks of what the stream sends: the same rules as the zod schemas, written out (a message
// that fails one is dropped). lib/contract/live.test.ts runs both over the same good and bad messages.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isName = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 64;
const isId = (value: unknown) => typeof value === 'string' || typeof value === 'number';

function isActor(value: unknown): value is LiveActor {
  return value === null || (isObject(value) && isId(value.id) && typeof value.name === 'string');
}

export function isLiveChange(value: unknown): value is LiveChange {
  if (!isObject(value) || !isName(value.resource) || !isName(value.recordId)) return false;
  if (typeof value.action !== 'string' || !LIVE_ACTIONS.has(value.action)) return false;
  if (value.version !== null && !isId(value.version)) return false;
  if (value.fields !== undefined && !(Array.isArray(value.fields) && value.fields.length <= 200 && value.fields.every((field) => typeof field === 'string' && field.length <= 64))) return false;
  if (value.status !== undefined && !(isObject(value.status) && (value.status.from === null || typeof value.status.from === 'string') && typeof value.status.to === 'string')) return false;
  return isActor(value.by) && typeof value.at === 'number' && Number.isInteger(value.at) && value.at >= 0;
}

export function isPresenceViewer(value: unknown): value is PresenceViewer {
  return isObject(value) && isId(value.userId) && typeof value.name === 'string' && typeof value.editing === 'boolean';
}

export function isLivePresence(value: unknown): value is LivePresence {
  return isObject(value) && isName(value.resource) && isName(value.recordId) && Array.isArray(value.viewers) && value.viewers.every(isPresenceViewer);
}

export function isLiveState(value: unknown): value is LiveState {
  return isObject(value) && (value.state === 'live' || value.state === 'paused');
}
