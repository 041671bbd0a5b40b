import { sealData } from 'iron-session';
import {
  isSealedWithCurrentPassword,
  isTouchDue,
  remainingLifetimeSeconds,
  sealSession,
  sessionCookieName,
  sessionCookieOptions,
  startSession,
  touchSession,
  unsealSession,
  type SessionData,
} from './session-codec';

const one = { 1: 'a'.repeat(32) };
const config = { SESSION_PASSWORD: one, SESSION_TTL_SECONDS: 3600, SESSION_IDLE_SECONDS: 1800 };
const session: SessionData = startSession({
  id: '1',
  name: 'Ada Admin',
  role: 'admin',
  upstream: { access_token: 'at', refresh_token: 'rt', expired_at: Date.now() + 60_000 },
});

describe('session cookie seal', () => {
  it('opens what it sealed', async () => {
    const sealed = await sealSession(session, config);
    await expect(unsealSession(sealed, config)).resolves.toEqual(session);
  });

  it('opens a cookie once for the requests that bring it together', async () => {
    const sealed = await sealSession({ ...session, sid: 'opened-together-0001' }, config);
    const opened = await Promise.all(Array.from({ length: 20 }, () => unsealSession(sealed, config)));
    // One opening, one parsed session, shared by all twenty.
    expect(new Set(opened).size).toBe(1);
    expect(opened[0]).toEqual({ ...session, sid: 'opened-together-0001' });
  });

  it('gives every new session its own random id', () => {
    const other = startSession(session);
    expect(other.sid).not.toBe(session.sid);
    expect(other.sid.length).toBeGreaterThanOrEqual(16);
  });

  it('reads a tampered cookie as no session', async () => {
    const sealed = await sealSession(session, config);
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    await expect(unsealSession(tampered, config)).resolves.toBeNull();
  });

  it('reads a cookie sealed with an unknown key as no session', async () => {
    const sealed = await sealSession(session, { ...config, SESSION_PASSWORD: { 7: 'z'.repeat(32) } });
    await expect(unsealSession(sealed, config)).resolves.toBeNull();
  });

  it('removes a session with missing data', async () => {
    const partial = await sealData({ id: '1', name: 'x', role: 'admin' }, { password: one, ttl: 3600 });
    await expect(unsealSession(partial, config)).resolves.toBeNull();
  });

  it('refuses a session without an id, so it could not be revoked', async () => {
    const { sid: _sid, ...withoutId } = session;
    const sealed = await sealData(withoutId, { password: one, ttl: 3600 });
    await expect(unsealSession(sealed, config)).resolves.toBeNull();
  });

  it('refuses a role it does not know', async () => {
    const odd = await sealData({ ...session, role: 'owner' }, { password: one, ttl: 3600 });
    await expect(unsealSession(odd, config)).resolves.toBeNull();
  });

  it('ends a session past its absolute lifetime', async () => {
    const old = { ...session, createdAt: Date.now() - 3_601_000 };
    const sealed = await sealSession(old, config);
    await expect(unsealSession(sealed, config)).resolves.toBeNull();
  });

  it('ends a session idle for longer than the idle limit, and keeps one just inside it', async () => {
    const now = Date.now();
    const idle = await sealSession({ ...session, lastSeenAt: now - 1_800_001 }, config);
    await expect(unsealSession(idle, config, now)).resolves.toBeNull();
    const active = await sealSession({ ...session, lastSeenAt: now - 1_799_000 }, config);
    await expect(unsealSession(active, config, now)).resolves.not.toBeNull();
  });

  it('opens an old key during rotation and knows it must be re-sealed', async () => {
    const rotated = { ...config, SESSION_PASSWORD: { ...one, 2: 'b'.repeat(32) } };
    const sealedWithOld = await sealSession(session, config);
    await expect(unsealSession(sealedWithOld, rotated)).resolves.toEqual(session);
    expect(isSealedWithCurrentPassword(sealedWithOld, rotated)).toBe(false);
    expect(isSealedWithCurrentPassword(await sealSession(session, rotated), rotated)).toBe(true);
  });
});

describe('session cookie attributes', () => {
  it('uses the __Host- prefix over https only', () => {
    expect(sessionCookieName({ isSecure: true })).toBe('__Host-console_session');
    expect(sessionCookieName({ isSecure: false })).toBe('console_session');
  });

  it('is HttpOnly, SameSite=Lax, Path=/, without Domain, Secure over https', () => {
    const options = sessionCookieOptions({ isSecure: true }, 100);
    expect(options).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 100 });
    expect(options).not.toHaveProperty('domain');
  });

  it('never lets the cookie outlive what is left of the absolute lifetime', () => {
    const now = 1_700_000_000_000;
    const started = { ...session, createdAt: now - 3_000_000 };
    expect(remainingLifetimeSeconds(started, config, now)).toBe(600);
    expect(remainingLifetimeSeconds({ ...session, createdAt: now - 4_000_000 }, config, now)).toBe(0);
  });
});

describe('isTouchDue', () => {
  const now = 1_700_000_000_000;
  it('moves lastSeenAt at most about once a minute', () => {
    expect(isTouchDue({ ...session, lastSeenAt: now - 59_000 }, config, now)).toBe(false);
    expect(isTouchDue({ ...session, lastSeenAt: now - 60_000 }, config, now)).toBe(true);
  });

  it('touches sooner when the idle limit itself is short', () => {
    expect(isTouchDue({ ...session, lastSeenAt: now - 5_000 }, { SESSION_IDLE_SECONDS: 10 }, now)).toBe(true);
  });
});

describe('touchSession', () => {
  it('seals one touched session per old cookie for a few seconds, then a new one', async () => {
    const now = Date.now();
    const old = await sealSession({ ...session, lastSeenAt: now - 61_000 }, config);
    const first = touchSession(old, await unsealSession(old, config).then((s) => s!), config, now);
    expect(first.session.lastSeenAt).toBe(now);
    await expect(unsealSession(await first.sealed, config)).resolves.toEqual(first.session);

    // Requests sent together with the same cookie share the seal.
    const together = touchSession(old, { ...first.session, lastSeenAt: now - 61_000 }, config, now + 1_000);
    expect(together.sealed).toBe(first.sealed);
    expect(together.session).toBe(first.session);

    const later = touchSession(old, { ...first.session, lastSeenAt: now - 61_000 }, config, now + 5_001);
    expect(later.sealed).not.toBe(first.sealed);
    expect(later.session.lastSeenAt).toBe(now + 5_001);

    const otherCookie = await sealSession({ ...session, lastSeenAt: now - 62_000 }, config);
    expect(touchSession(otherCookie, session, config, now + 1_000).sealed).not.toBe(first.sealed);
  });
});
