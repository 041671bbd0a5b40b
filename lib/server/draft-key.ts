// The key of a user's form drafts, which the browser keeps encrypted (lib/client/drafts/): an HMAC of the
// account — its id and, when the upstream's /v1/me says, when it was made — under a secret derived, with
// its own label, from the newest session password. So only the BFF can make it, it is the same for that
// account at every sign-in and on every instance, and it differs between accounts, even between a deleted
// account and a later one given its id (an upstream may reuse ids; creation times are not shared); rotating
// the session password (README.md#security) makes older drafts unreadable, as it should.
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

/** The account a draft key belongs to, as the upstream's /v1/me describes it. */
export interface DraftKeyOwner {
  id: string;
  /** When the account was made; an upstream that does not say leaves the key bound to the id alone. */
  createdAt?: string;
}

/**
 * The account's 256-bit draft key, base64url: HMAC-SHA256(HMAC-SHA256(password, label), account), where
 * the account is its id, or `[id, createdAt]` as JSON when its creation time is known (unambiguous
 * whatever characters either holds).
 */
export function draftKeyFor(owner: DraftKeyOwner, config: Pick<Config, 'SESSION_PASSWORD'>): string {
  const secret = createHmac('sha256', newestPassword(config)).update(DRAFT_SECRET_LABEL).digest();
  const account = owner.createdAt === undefined ? owner.id : JSON.stringify([owner.id, owner.createdAt]);
  return createHmac('sha256', secret).update(account, 'utf8').digest('base64url');
}

/** Whether a role opens any create or update form, the only screens that keep drafts. */
export function canKeepDrafts(role: Role): boolean {
  return routesForRole(role).some((route) => /\/(create|update\/:[a-z]+)$/.test(route.pattern));
}
