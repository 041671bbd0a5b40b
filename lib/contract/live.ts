// The live stream's messages (GET /api/events, docs/live.md) and the upstream's change feed
// (GET /v1/changes, docs/api-contract.md#changes): one contract the BFF that sends them, the sandbox that
// feeds them and the screens that read them share. Plain zod, no server or browser code, so both sides
// import it.
import { z } from 'zod';
import { HISTORY_ACTIONS } from './history-types';

/** Who did it: the account's id and name (else its e-mail); null when the upstream names no one. */
export const liveActorSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() }).nullable();
export type LiveActor = z.infer<typeof liveActorSchema>;

/**
 * What happened to one record: the history's actions (created, updated, status_changed, deleted,
 * restored), the same words the history panel uses.
 */
export const liveActionSchema = z.enum(HISTORY_ACTIONS);
export type LiveAction = z.infer<typeof liveActionSchema>;

/**
 * One change to one record, as the upstream's change feed gives it and as a stream's `change` event carries
 * it. `version` is the record's version after the change (its ETag without quotes; null for a delete or when
 * unknown); `fields` the fields the change touched, when known (so a form can say "Ada changed Price"); `status`
 * the step of a workflow change.
 */
export const liveChangeSchema = z.object({
  resource: z.string().min(1).max(64),
  recordId: z.string().min(1).max(64),
  action: liveActionSchema,
  version: z.union([z.string(), z.number()]).nullable(),
  fields: z.array(z.string().max(64)).max(200).optional(),
  status: z.object({ from: z.string().nullable(), to: z.string() }).optional(),
  by: liveActorSchema,
  /** Epoch milliseconds at which the upstream accepted the write. */
  at: z.number().int().nonnegative(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The key that makes a change the same change whichever way it arrived (BFF write or change feed). */
export function changeKey(change: Pick<LiveChange, 'resource' | 'recordId' | 'action' | 'version'>): string {
  return `${change.resource}/${change.recordId}/${change.action}/${change.version ?? ''}`;
}

/** One person with a record open: in a form or drawer, and whether they have unsaved edits. */
export const presenceViewerSchema = z.object({
  userId: z.union([z.string(), z.number()]),
  name: z.string(),
  editing: z.boolean(),
});
export type PresenceViewer = z.infer<typeof presenceViewerSchema>;

/** Everyone who has one record open now (an empty list when the last one left). */
export const livePresenceSchema = z.object({
  resource: z.string().min(1).max(64),
  recordId: z.string().min(1).max(64),
  viewers: z.array(presenceViewerSchema),
});
export type LivePresence = z.infer<typeof livePresenceSchema>;

/** What a tab reports every PRESENCE_HEARTBEAT_MS while a record is open (POST /api/presence). */
export const presenceReportSchema = z.object({
  resource: z.string().min(1).max(64),
  recordId: z.string().min(1).max(64),
  editing: z.boolean(),
});
export type PresenceReport = z.infer<typeof presenceReportSchema>;

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

export const liveStateSchema = z.object({ state: z.enum(['live', 'paused']) });
export type LiveState = z.infer<typeof liveStateSchema>;

/** The stream sends a heartbeat comment this often, and tells the browser to reconnect after LIVE_RETRY_MS. */
export const LIVE_HEARTBEAT_MS = 15_000;
export const LIVE_RETRY_MS = 2_000;

/** The upstream's change feed: GET /v1/changes?after=<cursor>&limit=<n> → { data: LiveChangesPage }. */
export const liveChangesQuerySchema = z.object({
  after: z.string().regex(/^\d{1,18}$/).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const liveChangesPageSchema = z.object({
  changes: z.array(liveChangeSchema),
  /** Pass as `after` to read on; the same cursor again when nothing is new. */
  cursor: z.string(),
});
export type LiveChangesPage = z.infer<typeof liveChangesPageSchema>;
