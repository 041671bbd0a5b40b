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
 * Issues a fresh code to `email` when it belongs to an active account, replacing any earlier one.
 * Returns nothing either way, so the caller cannot answer differently for unknown addresses.
 */
export function issueLoginCode(deps: SandboxDeps, email: string): void {
  const user = deps.store.findUserByEmail(email);
  if (!user || user.status !== 'active') return;

  const code = newLoginCode();
  const salt = newSalt();
  const now = deps.now();
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
