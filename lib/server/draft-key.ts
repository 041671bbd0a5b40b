// The key of a user's form drafts, which the browser keeps encrypted (lib/client/drafts/): an HMAC of the
// user id under a secret derived, with its own label, from the newest session password. So only the BFF
// can make it, it is the same for that user at every sign-in and on every instance, and it differs between
// users; rotating the session password (README.md#security) makes older drafts unreadable, as it should.
import 'server-only';
import { createHmac } from 'node:crypto';
import { routesForRole, type Role } from '@/lib/routes';
import type { Config } from './config';

/** Keeps this secret apart from every other use of the session password. */
const DRAFT_SECRET_LABEL = 'wellness-console/form-drafts/v1';

function newestPassword(config: Pick<Config, 'SESSION_PASSWORD'>): string {
  const ids = Object.keys(config.SESSION_PASSWORD).map(Number);
  return config.SESSION_PASSWORD[String(Math.max(...ids))];
}

/** The user's 256-bit draft key, base64url: HMAC-SHA256(HMAC-SHA256(password, label), user id). */
export function draftKeyFor(userId: string, config: Pick<Config, 'SESSION_PASSWORD'>): string {
  const secret = createHmac('sha256', newestPassword(config)).update(DRAFT_SECRET_LABEL).digest();
  return createHmac('sha256', secret).update(userId, 'utf8').digest('base64url');
}

/** Whether a role opens any create or update form, the only screens that keep drafts. */
export function canKeepDrafts(role: Role): boolean {
  return routesForRole(role).some((route) => /\/(create|update\/:[a-z]+)$/.test(route.pattern));
}
