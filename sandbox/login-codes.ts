// One-time login codes: issuing them to active accounts ("sending" by console and mailbox) and redeeming them.
import type { UserRow } from './auth-store';
import type { SandboxDeps } from './context';
import { hashLoginCode, isSameDigest, newLoginCode, newSalt } from './secrets';

export const LOGIN_CODE_TTL_MINUTES = 10;
const LOGIN_CODE_TTL_MS = LOGIN_CODE_TTL_MINUTES * 60_000;
/** Wrong tries allowed per issued code; the last one burns it. */
export const MAX_WRONG_ATTEMPTS = 5;

export type CodeRedemption =
  | { outcome: 'signed-in'; user: UserRow }
  | { outcome: 'invalid' }
  | { outcome: 'locked' };

/**
 * Sends `email` its login code when it belongs to an active account. While a code is live (not expired,
 * not burnt by wrong tries) the same code is sent again, with its own expiry and tries left: anyone may
 * ask for a code in someone's name, and a request that replaced the code would void the one the owner is
 * typing. Only without a live code is a fresh one made. Returns nothing either way, so the caller cannot
 * answer differently for unknown addresses.
 */
export function issueLoginCode(deps: SandboxDeps, email: string): void {
  const user = deps.store.findUserByEmail(email);
  if (!user || user.status !== 'active') return;

  const now = deps.now();
  const resent = deps.store.transaction(() => {
    const live = liveCode(deps, email, user.id, now);
    if (live) deps.store.sendMail({ email, code: live.code, sent_at: now });
    return live;
  });
  if (resent) {
    const minutesLeft = Math.ceil((resent.expiresAt - now) / 60_000);
    deps.print(`[sandbox] login code for ${email} sent again: ${resent.code} (valid ${minutesLeft} more minutes)`);
    return;
  }

  const code = newLoginCode();
  const salt = newSalt();
  deps.store.transaction(() => {
    deps.store.saveLoginCode({
      email,
      user_id: user.id,
      salt,
      code_hash: hashLoginCode(salt, code),
      expires_at: now + LOGIN_CODE_TTL_MS,
    });
    deps.store.sendMail({ email, code, sent_at: now });
  });
  deps.print(`[sandbox] login code for ${email}: ${code} (valid ${LOGIN_CODE_TTL_MINUTES} minutes)`);
}

/**
 * The e-mail's code when it can still sign in, in plain text. Codes are kept hashed, so the text comes
 * from the mail that carried it (the mailbox is the sandbox's outbox), checked against the hash.
 */
function liveCode(deps: SandboxDeps, email: string, userId: number, now: number): { code: string; expiresAt: number } | undefined {
  const issued = deps.store.findLoginCode(email);
  if (!issued || issued.user_id !== userId || issued.expires_at <= now || issued.attempts >= MAX_WRONG_ATTEMPTS) return undefined;
  const mail = deps.store.findLatestMail(email);
  if (!mail || !isSameDigest(hashLoginCode(issued.salt, mail.code), issued.code_hash)) return undefined;
  return { code: mail.code, expiresAt: issued.expires_at };
}

/** Checks `code` for `email`, consuming it on success and counting it against the code otherwise. */
export function redeemLoginCode(deps: SandboxDeps, email: string, code: string): CodeRedemption {
  const { store } = deps;
  return store.transaction((): CodeRedemption => {
    const issued = store.findLoginCode(email);
    if (!issued) return { outcome: 'invalid' };
    if (issued.attempts >= MAX_WRONG_ATTEMPTS) return { outcome: 'locked' };
    if (issued.expires_at <= deps.now()) return { outcome: 'invalid' };
    if (!isSameDigest(hashLoginCode(issued.salt, code), issued.code_hash)) {
      store.countWrongAttempt(email);
      return { outcome: 'invalid' };
    }
    store.deleteLoginCode(email);
    // The account may have been disabled after the code was sent.
    const user = store.findUserById(issued.user_id);
    return user?.status === 'active' ? { outcome: 'signed-in', user } : { outcome: 'invalid' };
  });
}
