// The live stream's messages (GET /api/events, docs/live.md) and the upstream's change feed
// (GET /v1/changes, docs/api-contract.md#changes) as zod schemas: what the BFF and the sandbox check them
// with. The plain types, constants and the browser's zod-free checks are in lib/contract/live-types.ts; the
// assertions at the end keep the two from drifting apart.
import { z } from 'zod';
import { HISTORY_ACTIONS } from './history-types';
import type * as Plain from './live-types';

export {
  changeKey,
  LIVE_EVENT_NAMES,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  PRESENCE_EXPIRES_MS,
  PRESENCE_HEARTBEAT_MS,
  type LiveEventName,
} from './live-types';

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

export const liveStateSchema = z.object({ state: z.enum(['live', 'paused']) });
export type LiveState = z.infer<typeof liveStateSchema>;

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

// The plain types of live-types.ts and the schemas' types are one and the same: a change to either fails
// the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<LiveChange, Plain.LiveChange>,
  Same<LivePresence, Plain.LivePresence>,
  Same<PresenceViewer, Plain.PresenceViewer>,
  Same<PresenceReport, Plain.PresenceReport>,
  Same<LiveState, Plain.LiveState>,
  Same<LiveAction, Plain.LiveAction>,
] = [true, true, true, true, true, true];
void agree;
