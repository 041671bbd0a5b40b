// Upstream sessions: opaque access and refresh tokens, stored hashed, with single-use refresh tokens and
// reuse detection (a spent refresh token presented again revokes its whole family).
import { randomUUID } from 'node:crypto';
import type { UpstreamSession } from '@/lib/contract/auth';
import type { UserRow } from './auth-store';
import type { SandboxDeps } from './context';
import { newToken, sha256Hex } from './secrets';

/** Starts a new token family for `userId`, as a login does. */
export function startSession(deps: SandboxDeps, userId: number): UpstreamSession {
  return issueTokens(deps, userId, randomUUID());
}

function issueTokens(deps: SandboxDeps, userId: number, familyId: string): UpstreamSession {
  const now = deps.now();
  const accessToken = newToken();
  const refreshToken = newToken();
  const expiredAt = now + deps.accessTtlMs;
  deps.store.insertAccessToken({
    tokenHash: sha256Hex(accessToken),
    userId,
    familyId,
    createdAt: now,
    expiresAt: expiredAt,
  });
  deps.store.insertRefreshToken({
    tokenHash: sha256Hex(refreshToken),
    userId,
    familyId,
    createdAt: now,
    expiresAt: now + deps.refreshTtlMs,
  });
  const session = { access_token: accessToken, refresh_token: refreshToken, expired_at: expiredAt };
  deps.latestTokens.set(userId, session);
  return session;
}

/** Trades a valid, unused refresh token for a new pair; undefined when the token is not accepted. */
export function rotateRefreshToken(deps: SandboxDeps, refreshToken: string): UpstreamSession | undefined {
  const { store } = deps;
  const tokenHash = sha256Hex(refreshToken);
  return store.transaction(() => {
    const now = deps.now();
    const stored = store.findRefreshToken(tokenHash);
    if (!stored || stored.revoked_at !== null) return undefined;
    if (stored.used_at !== null) {
      // Someone holds a copy of a token that was already rotated: trust nothing from this login.
      store.revokeFamily(stored.family_id, now);
      return undefined;
    }
    if (stored.expires_at <= now) return undefined;
    if (store.findUserById(stored.user_id)?.status !== 'active') return undefined;
    if (!store.spendRefreshToken(tokenHash, now)) return undefined;
    return issueTokens(deps, stored.user_id, stored.family_id);
  });
}

/** The active account an unexpired, unrevoked access token belongs to. */
export function userForAccessToken(deps: SandboxDeps, accessToken: string): UserRow | undefined {
  const stored = deps.store.findAccessToken(sha256Hex(accessToken));
  if (!stored || stored.revoked_at !== null || stored.expires_at <= deps.now()) return undefined;
  const user = deps.store.findUserById(stored.user_id);
  return user?.status === 'active' ? user : undefined;
}
