// The session cookie's name, contents and seal. Runs on the Edge (middleware) and in Node (handlers),
// so it imports nothing Node-only; only route handlers write the cookie (see handler.ts).
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
  /** Random id of this console session, so logout can revoke every copy of the cookie. */
  sid: z.string().min(16),
  /** When the console session began (ms); it ends SESSION_TTL_SECONDS later whatever happens. */
  createdAt: z.number().int().positive(),
  /** When a handler last saw the session in use (ms); SESSION_IDLE_SECONDS after it, it ends. */
  lastSeenAt: z.number().int().positive(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

type Lifetimes = Pick<Config, 'SESSION_TTL_SECONDS' | 'SESSION_IDLE_SECONDS'>;

/** A new console session for a user who has just signed in. */
export function startSession(
  user: Pick<SessionData, 'id' | 'name' | 'role' | 'upstream'>,
  now: number = Date.now(),
): SessionData {
  return { ...user, sid: crypto.randomUUID(), createdAt: now, lastSeenAt: now };
}

/** When the session ends at the latest: its absolute lifetime or its idle limit, whichever comes first. */
export function sessionEndsAt(session: SessionData, config: Lifetimes): number {
  return Math.min(session.createdAt + config.SESSION_TTL_SECONDS * 1000, session.lastSeenAt + config.SESSION_IDLE_SECONDS * 1000);
}

/** Seconds left of the absolute lifetime: the most a cookie holding this session may live. */
export function remainingLifetimeSeconds(session: SessionData, config: Pick<Config, 'SESSION_TTL_SECONDS'>, now = Date.now()) {
  return Math.max(0, Math.floor((session.createdAt + config.SESSION_TTL_SECONDS * 1000 - now) / 1000));
}

/**
 * Whether `lastSeenAt` should move forward. Not on every request: each move re-seals the cookie,
 * so at most about once a minute (sooner only when the idle limit itself is that short).
 */
export function isTouchDue(session: SessionData, config: Pick<Config, 'SESSION_IDLE_SECONDS'>, now = Date.now()): boolean {
  const interval = Math.min(60_000, (config.SESSION_IDLE_SECONDS * 1000) / 2);
  return now - session.lastSeenAt >= interval;
}

/** `__Host-` binds the cookie to this exact host over https; plain http (localhost) cannot use it. */
export function sessionCookieName(config: Pick<Config, 'isSecure'>): string {
  return config.isSecure ? '__Host-console_session' : 'console_session';
}

/** No Domain, so the cookie stays on this host; Max-Age never outlives the session's absolute end. */
export function sessionCookieOptions(config: Pick<Config, 'isSecure'>, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isSecure,
    path: '/',
    maxAge: maxAgeSeconds,
  };
}

export async function sealSession(
  data: SessionData,
  config: Pick<Config, 'SESSION_PASSWORD' | 'SESSION_TTL_SECONDS'>,
  now: number = Date.now(),
): Promise<string> {
  // The seal itself expires with the session, so even a stale copy cannot outlive it.
  const ttl = Math.max(1, remainingLifetimeSeconds(data, config, now));
  return sealData(data, { password: config.SESSION_PASSWORD, ttl });
}

interface MemoEntry {
  /** The opening, shared by every request that brings the same cookie while it is under way. */
  session: Promise<SessionData | null>;
  until: number;
}

/**
 * Unsealing costs a WebCrypto round; a cookie value maps to one session, so remember it briefly. The
 * promise is remembered, not only its result: the requests a busy page (or a load) sends together all
 * carry the same cookie, and without this each of them would open it again when the memory runs out.
 */
const MEMO_MS = 5_000;
const MEMO_MAX = 500;
const memo = new Map<string, MemoEntry>();

/**
 * Opens a sealed cookie value. Tampered, foreign-keyed, expired or incomplete cookies all read as
 * no session (`null`): the caller treats the user as signed out.
 */
export async function unsealSession(
  sealed: string | undefined,
  config: Pick<Config, 'SESSION_PASSWORD' | 'SESSION_TTL_SECONDS' | 'SESSION_IDLE_SECONDS'>,
  now: number = Date.now(),
): Promise<SessionData | null> {
  if (!sealed) return null;
  const hit = memo.get(sealed);
  if (hit && hit.until > now) return hit.session;
  if (hit) memo.delete(sealed);

  const entry: MemoEntry = { session: openSeal(sealed, config, now), until: now + MEMO_MS };
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(sealed, entry);
  const session = await entry.session;
  // Never remembered past the session's own end.
  if (session) entry.until = Math.min(entry.until, sessionEndsAt(session, config));
  return session;
}

async function openSeal(
  sealed: string,
  config: Pick<Config, 'SESSION_PASSWORD' | 'SESSION_TTL_SECONDS' | 'SESSION_IDLE_SECONDS'>,
  now: number,
): Promise<SessionData | null> {
  try {
    const raw = await unsealData<unknown>(sealed, {
      password: config.SESSION_PASSWORD,
      ttl: config.SESSION_TTL_SECONDS,
    });
    const parsed = sessionDataSchema.safeParse(raw);
    return parsed.success && now < sessionEndsAt(parsed.data, config) ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface TouchedSession {
  session: SessionData;
  /** The touched session sealed for the cookie; shared by every request that brought the same old cookie. */
  sealed: Promise<string>;
}

const touched = new Map<string, TouchedSession & { until: number }>();

/**
 * Moves `lastSeenAt` forward and seals the result, once per old cookie value for a few seconds: the
 * requests a page sends together carry the same cookie, and without this each would pay for a seal
 * (an iron seal is a WebCrypto round). The touch interval is a minute, so a shared moment is exact enough.
 */
export function touchSession(
  sealed: string,
  session: SessionData,
  config: Pick<Config, 'SESSION_PASSWORD' | 'SESSION_TTL_SECONDS'>,
  now: number = Date.now(),
): TouchedSession {
  const hit = touched.get(sealed);
  if (hit && hit.until > now) return hit;
  if (hit) touched.delete(sealed);
  const next = { ...session, lastSeenAt: now };
  const entry = { session: next, sealed: sealSession(next, config, now), until: now + MEMO_MS };
  entry.sealed.catch(() => touched.delete(sealed));
  if (touched.size >= MEMO_MAX) touched.delete(touched.keys().next().value as string);
  touched.set(sealed, entry);
  return entry;
}

/** The seal prefix of the newest password per configuration (`Fe26.2*<password id>*`), worked out once. */
const currentPrefixes = new WeakMap<object, string>();

/** Whether a sealed value was sealed with the newest password (older ones get re-sealed). */
export function isSealedWithCurrentPassword(
  sealed: string,
  config: Pick<Config, 'SESSION_PASSWORD'>,
): boolean {
  let prefix = currentPrefixes.get(config.SESSION_PASSWORD);
  if (prefix === undefined) {
    const ids = Object.keys(config.SESSION_PASSWORD).map(Number);
    prefix = `Fe26.2*${Math.max(...ids)}*`;
    currentPrefixes.set(config.SESSION_PASSWORD, prefix);
  }
  // An iron seal reads `Fe26.2*<password id>*…`.
  return sealed.startsWith(prefix);
}
