// POST /api/presence {resource, recordId, editing} – this user has the record open (renewed every
// PRESENCE_HEARTBEAT_MS while it is); answers who has it open now, `{ data: LivePresence }`.
// DELETE /api/presence {resource, recordId} – this user left it (204). Both need the anti-forgery header
// (the wrapper) and a role that may read the resource (403 otherwise); each change of the viewer list goes
// out on the live stream as a `presence` event (docs/live.md#presence).
import { NextResponse } from 'next/server';
import { presenceReportSchema, type LivePresence } from '@/lib/contract/live';
import { readJsonBody } from '@/lib/server/body';
import { BffError, forbidden } from '@/lib/server/errors';
import { sessionHandler } from '@/lib/server/handler';
import { getLiveBus } from '@/lib/server/live/bus';
import { getPresence } from '@/lib/server/live/presence';
import { mayHear } from '@/lib/server/live/stream';
import { getLogger } from '@/lib/server/log';

const leaveSchema = presenceReportSchema.pick({ resource: true, recordId: true });

const unavailable = (error: unknown) => {
  getLogger().warn({ err: { name: (error as Error)?.name } }, 'live: presence store unavailable');
  return new BffError(503, 'Who else has this open cannot be told right now.', { 'retry-after': '15' });
};

export const POST = sessionHandler('presence', async ({ request, session, config }) => {
  const report = await readJsonBody(request, presenceReportSchema);
  if (!mayHear(session.role, report.resource)) throw forbidden();
  const record = { resource: report.resource, recordId: report.recordId };
  const outcome = await getPresence(config)
    .report(record, { userId: session.id, name: session.name, editing: report.editing })
    .catch((error: unknown) => {
      throw unavailable(error);
    });
  const presence: LivePresence = { ...record, viewers: outcome.viewers };
  if (outcome.changed) void getLiveBus(config).publishPresence(presence).catch(() => undefined);
  return NextResponse.json({ data: presence });
});

export const DELETE = sessionHandler('presence', async ({ request, session, config }) => {
  const record = await readJsonBody(request, leaveSchema);
  if (!mayHear(session.role, record.resource)) throw forbidden();
  const outcome = await getPresence(config)
    .leave(record, session.id)
    .catch((error: unknown) => {
      throw unavailable(error);
    });
  if (outcome.changed) void getLiveBus(config).publishPresence({ ...record, viewers: outcome.viewers }).catch(() => undefined);
  return new NextResponse(null, { status: 204 });
});
