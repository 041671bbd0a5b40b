// The session cookie's name, contents and seal. Runs on the Edge (middleware) and in Node (handlers),
// so it imports nothing Node-only; only route handlers write the cookie (see session.ts).
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { upstreamSessionSchema } from '@/lib/contract/auth';
import { ROLES } from '@/lib/routes';
import type { Config } from './config';

/** What the encrypted cookie holds. Numbers, not Dates, so it survives sealing unchanged. */
export const sessionDataSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  role: z.enum(ROLES),
  upstream: upstreamSessionSchema,
  /** When the console session began (ms). */
  createdAt: z.number().int().positive(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** `__Host-` binds the cookie to this exact host over https; plain http (localhost) cannot use it. */
export function sessionCookieName(config: Pick<Config, 'isSecure'>): string {
  return config.isSecure ? '__Host-console_session' : 'console_session';
}

export function sessionCookieOptions(config: Pick<Config, 'isSecure' | 'SESSION_TTL_SECONDS'>) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isSecure,
    path: '/',
    maxAge: config.SESSION_TTL_SECONDS,
  };
}

export async function sealSession(
  data: SessionData,
  config: Pick<Config, 'SESSION_PASSWORD' | 'SESSION_TTL_SECONDS'>,
): Promise<string> {
  return sealData(data, { password: config.SESSION_PASSWORD, ttl: config.SESSION_TTL_SECONDS });
}

interface MemoEntry {
  session: SessionData | null;
  until: number;
}

/** Unsealing costs a WebCrypto round; a cookie value maps to one session, so remember it briefly. */
const MEMO_MS = 5_000;
const MEMO_MAX = 500;
const memo = new Map<string, MemoEntry>();

/**
 * Opens a sealed cookie value. Tampered, foreign-keyed, expired or incomplete cookies all read as
 * no session (`null`): the caller treats the user as signed out.
 */
export async function unsealSession(
  sealed: string | undefined,
  config: Pick<Config, 'SESSION_PASSWORD' | 'SESSION_TTL_SECONDS'>,
  now: number = Date.now(),
): Promise<SessionData | null> {
  if (!sealed) return null;
  const hit = memo.get(sealed);
  if (hit && hit.until > now) return hit.session;

  let session: SessionData | null = null;
  try {
    const raw = await unsealData<unknown>(sealed, {
      password: config.SESSION_PASSWORD,
      ttl: config.SESSION_TTL_SECONDS,
    });
    const parsed = sessionDataSchema.safeParse(raw);
    const isWithinLifetime =
      parsed.success && now < parsed.data.createdAt + config.SESSION_TTL_SECONDS * 1000;
    session = parsed.success && isWithinLifetime ? parsed.data : null;
  } catch {
    session = null;
  }

  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  const lifetimeEnd = session ? session.createdAt + config.SESSION_TTL_SECONDS * 1000 : now + MEMO_MS;
  memo.set(sealed, { session, until: Math.min(now + MEMO_MS, lifetimeEnd) });
  return session;
}

/** Whether a sealed value was sealed with the newest password (older ones get re-sealed). */
export function isSealedWithCurrentPassword(
  sealed: string,
  config: Pick<Config, 'SESSION_PASSWORD'>,
): boolean {
  const ids = Object.keys(config.SESSION_PASSWORD).map(Number);
  const current = String(Math.max(...ids));
  // An iron seal reads `Fe26.2*<password id>*…`.
  return sealed.split('*')[1] === current;
}
