// The invitations' part of the stand-in API (sandbox/area.ts): pending ones past their expiry become
// expired before any call reads them; a new one is refused (409) while another to the address is pending;
// a sent one changes only its name and expiry (counted from now only when its number of days changed, so a
// save that leaves the expiry alone keeps the one it has); resending gives a new expiry, refused while another is
// pending. And thirty invitations in every status, every fifth to an influencer already on file.
import { Hono } from 'hono';
import {
  INVITATION_STATUSES,
  MSG_PENDING_EXISTS,
  effectiveStatus,
  expiryFrom,
  hasPendingInvitation,
  invitationSchema,
} from '@/areas/invitations/definition';
import type { SandboxArea } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { SandboxEnv } from '@/sandbox/context';
import { FIRST, LAST, capitalised } from '@/sandbox/demo-names';
import { ApiError, idParam, readBody } from '@/sandbox/respond';

export const INVITATION_SEED_COUNT = 30;
const DAY = 24 * 60 * 60 * 1000;

export const invitationsSandbox: SandboxArea = {
  name: 'invitations',
  routes({ deps, catalogue: store }) {
    const routes = new Hono<SandboxEnv>();
    const signedIn = requireUser(deps);
    const now = () => new Date(deps.now()).toISOString();

    /** Pending invitations past their expiry become expired, so lists, filters and steps read the truth. */
    function expireInvitations(): void {
      const at = deps.now();
      store.transaction(() => {
        for (const { id, ...data } of store.all('invitations')) {
          const status = effectiveStatus(data.status, data.expires_at, at);
          if (status !== data.status) store.update('invitations', id, { ...data, status });
        }
      });
    }
    routes.use('/invitations', async (_c, next) => {
      expireInvitations();
      await next();
    });
    routes.use('/invitations/*', async (_c, next) => {
      expireInvitations();
      await next();
    });

    // POST /v1/invitations – a new pending invitation; 409 on the e-mail while another is pending
    routes.post('/invitations', signedIn, async (c) => {
      const body = await readBody(c, invitationSchema);
      if (hasPendingInvitation(store.all('invitations') as never, body.email, deps.now())) {
        throw new ApiError(409, MSG_PENDING_EXISTS, { email: MSG_PENDING_EXISTS });
      }
      if (body.influencer !== null && !store.find('influencers', body.influencer)) {
        throw new ApiError(422, 'This influencer does not exist', { influencer: 'This influencer does not exist' });
      }
      const at = now();
      const data = {
        ...body,
        status: 'pending',
        expires_at: expiryFrom(deps.now(), body.expires_in_days),
        invited_by: c.var.user.name || c.var.user.email,
        created_at: at,
        updated_at: at,
      };
      return c.json({ data: store.insert('invitations', data) }, 201);
    });

    // PUT /v1/invitations/:id – a pending invitation's name and expiry (from now when the days changed); nothing else
    routes.put('/invitations/:id', signedIn, async (c) => {
      const id = idParam(c);
      const existing = store.find('invitations', id);
      if (!existing) throw new ApiError(404, 'Invitation not found');
      const body = await readBody(c, invitationSchema);
      if (existing.status !== 'pending') throw new ApiError(409, `Only a pending invitation can be edited; this one is ${String(existing.status)}`);
      if (body.email !== existing.email) throw new ApiError(422, 'The e-mail of a sent invitation cannot change', { email: 'The e-mail of a sent invitation cannot change' });
      if (body.influencer !== (existing.influencer ?? null)) {
        throw new ApiError(422, 'The influencer of a sent invitation cannot change', { influencer: 'The influencer of a sent invitation cannot change' });
      }
      const { id: _id, ...kept } = existing;
      const isExpiryChanged = body.expires_in_days !== Number(existing.expires_in_days);
      const expiresAt = isExpiryChanged ? expiryFrom(deps.now(), body.expires_in_days) : existing.expires_at;
      const data = { ...kept, name: body.name, expires_in_days: body.expires_in_days, expires_at: expiresAt, updated_at: now() };
      return c.json({ data: store.update('invitations', id, data) });
    });

    return routes;
  },
  stepValues: {
    invitations(store, record, step, now) {
      if (step.key !== 'resend') return {};
      if (hasPendingInvitation(store.all('invitations') as never, String(record.email), now, record.id)) throw new ApiError(409, MSG_PENDING_EXISTS);
      return { expires_at: expiryFrom(now, Number(record.expires_in_days) || 7) };
    },
  },
  seed({ store, catalogueEndsAt: at }) {
    const influencerIds = store.all('influencers').map((influencer) => influencer.id);
    // Invitations sent over the 40 days before `at`, every status among them. Expiry is against the real
    // clock (the sandbox marks a pending one expired when read), so the pending ones expire a month on.
    const realNow = Date.now();
    for (let n = 0; n < INVITATION_SEED_COUNT; n += 1) {
      const first = FIRST[n % FIRST.length];
      const last = LAST[(n * 5) % LAST.length];
      const status = INVITATION_STATUSES[n % INVITATION_STATUSES.length];
      const sentAt = at - (40 - n) * DAY;
      const days = 7;
      const expiresAt = status === 'pending' ? expiryFrom(realNow, 30) : status === 'expired' ? expiryFrom(sentAt, days) : expiryFrom(sentAt, days);
      const stamp = new Date(sentAt).toISOString();
      store.insert('invitations', {
        email: `${first}.${last}.${n}@example.com`,
        name: `${capitalised(first)} ${capitalised(last)}`,
        expires_in_days: days,
        // Every fifth invitation asks an influencer already on file to join.
        influencer: n % 5 === 0 ? influencerIds[n % influencerIds.length] : null,
        status,
        expires_at: expiresAt,
        invited_by: 'Ada Admin',
        created_at: stamp,
        updated_at: stamp,
      });
    }
  },
};
