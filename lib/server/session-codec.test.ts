import { sealData } from 'iron-session';
import { isSealedWithCurrentPassword, sealSession, unsealSession, type SessionData } from './session-codec';

const one = { 1: 'a'.repeat(32) };
const config = { SESSION_PASSWORD: one, SESSION_TTL_SECONDS: 3600 };
const session: SessionData = {
  id: '1',
  name: 'Ada Admin',
  role: 'admin',
  upstream: { access_token: 'at', refresh_token: 'rt', expired_at: Date.now() + 60_000 },
  createdAt: Date.now(),
};

describe('session cookie seal', () => {
  it('opens what it sealed', async () => {
    const sealed = await sealSession(session, config);
    await expect(unsealSession(sealed, config)).resolves.toEqual(session);
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

  it('refuses a role it does not know', async () => {
    const odd = await sealData({ ...session, role: 'owner' }, { password: one, ttl: 3600 });
    await expect(unsealSession(odd, config)).resolves.toBeNull();
  });

  it('ends a session past its absolute lifetime', async () => {
    const old = { ...session, createdAt: Date.now() - 3_601_000 };
    const sealed = await sealSession(old, config);
    await expect(unsealSession(sealed, config)).resolves.toBeNull();
  });

  it('opens an old key during rotation and knows it must be re-sealed', async () => {
    const rotated = { ...config, SESSION_PASSWORD: { ...one, 2: 'b'.repeat(32) } };
    const sealedWithOld = await sealSession(session, config);
    await expect(unsealSession(sealedWithOld, rotated)).resolves.toEqual(session);
    expect(isSealedWithCurrentPassword(sealedWithOld, rotated)).toBe(false);
    expect(isSealedWithCurrentPassword(await sealSession(session, rotated), rotated)).toBe(true);
  });
});
