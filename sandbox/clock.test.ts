/** @jest-environment node */
// The sandbox's clock control over real HTTP: POST /__sandbox/clock moves on the one clock every expiry
// reads (login codes, access and refresh tokens, invitations), GET reads it and DELETE puts it back.
import { MAX_CLOCK_ADVANCE_SECONDS, type ClockReading } from './clock';
import { LOGIN_CODE_TTL_MINUTES } from './login-codes';
import { DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_REFRESH_TTL_SECONDS, startSandbox } from './server';
import { callSandbox, type SandboxAnswer as Answer, type SandboxCallInit } from './test-client';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';
const DAY_SECONDS = 24 * 60 * 60;
const STARTED_AT = Date.UTC(2026, 0, 5, 9, 0, 0);

// A fixed base clock, so every reading is exact; only the control call moves the sandbox past it.
const sandbox = testSandbox({ lifetime: 'test', now: () => STARTED_AT });
const { tokenFor } = sandbox;

function call(method: string, path: string, init: SandboxCallInit = {}): Promise<Answer> {
  return callSandbox(sandbox.url, method, path, init);
}

function dataOf<T>(answer: Answer): T {
  expect(answer).toMatchObject({ status: 200 });
  return (JSON.parse(answer.text) as { data: T }).data;
}

async function advance(seconds: number): Promise<ClockReading> {
  return dataOf<ClockReading>(await call('POST', '/__sandbox/clock', { body: { advance_seconds: seconds } }));
}

async function mailedCode(email: string): Promise<string> {
  await call('POST', '/v1/auth/request-code', { body: { email } });
  return dataOf<{ code: string }>(await call('GET', `/__sandbox/mailbox?email=${encodeURIComponent(email)}`)).code;
}

async function logIn(email: string, code: string): Promise<Answer> {
  return call('POST', '/v1/auth/login', { body: { email, code } });
}

describe('/__sandbox/clock', () => {
  it('answers the sandbox time, moves it on by whole seconds, and goes back to real time', async () => {
    expect(dataOf(await call('GET', '/__sandbox/clock'))).toEqual({ now: STARTED_AT, iso: '2026-01-05T09:00:00.000Z', advanced_seconds: 0 });
    expect(await advance(90)).toEqual({ now: STARTED_AT + 90_000, iso: '2026-01-05T09:01:30.000Z', advanced_seconds: 90 });
    expect(await advance(10)).toMatchObject({ now: STARTED_AT + 100_000, advanced_seconds: 100 });
    expect(dataOf(await call('GET', '/__sandbox/clock'))).toMatchObject({ now: STARTED_AT + 100_000 });

    expect((await call('DELETE', '/__sandbox/clock')).status).toBe(204);
    expect(dataOf(await call('GET', '/__sandbox/clock'))).toEqual({ now: STARTED_AT, iso: '2026-01-05T09:00:00.000Z', advanced_seconds: 0 });
  });

  it('starts at real time when no clock is injected', async () => {
    const real = await startSandbox({ quiet: true, print: () => {} });
    try {
      const before = Date.now();
      const reading = ((await (await fetch(`${real.url}/__sandbox/clock`)).json()) as { data: ClockReading }).data;
      expect(reading.now).toBeGreaterThanOrEqual(before);
      expect(reading.now).toBeLessThanOrEqual(Date.now());
      expect(reading.advanced_seconds).toBe(0);
    } finally {
      await real.close();
    }
  });

  it('lapses a login code once moved past its ten minutes', async () => {
    const lifetime = LOGIN_CODE_TTL_MINUTES * 60;
    const kept = await mailedCode(ADMIN);
    await advance(lifetime - 1);
    expect((await logIn(ADMIN, kept)).status).toBe(200);

    const lapsed = await mailedCode(ADMIN);
    await advance(lifetime);
    expect(await logIn(ADMIN, lapsed)).toEqual({ status: 401, text: 'Invalid email or login code' });
  });

  it('refuses an access token after its lifetime, and a refresh token after its own', async () => {
    const { session: first } = await sandbox.signIn(ADMIN);
    await advance(DEFAULT_ACCESS_TTL_SECONDS - 1);
    expect((await call('GET', '/v1/me', { token: first.access_token })).status).toBe(200);
    await advance(1);
    expect(await call('GET', '/v1/me', { token: first.access_token })).toEqual({ status: 401, text: 'Unauthorized' });

    // The refresh token outlives it: the session goes on with a new pair, dated by the moved clock.
    const renewed = dataOf<{ access_token: string; refresh_token: string; expired_at: number }>(
      await call('POST', '/v1/auth/refresh-token', { body: { token: first.refresh_token } }),
    );
    expect(renewed.expired_at).toBe(STARTED_AT + 2 * DEFAULT_ACCESS_TTL_SECONDS * 1000);
    expect((await call('GET', '/v1/me', { token: renewed.access_token })).status).toBe(200);

    await advance(DEFAULT_REFRESH_TTL_SECONDS);
    expect(await call('POST', '/v1/auth/refresh-token', { body: { token: renewed.refresh_token } })).toEqual({ status: 401, text: 'Invalid refresh token' });
  });

  it('expires a pending invitation once moved past its days', async () => {
    const token = await tokenFor(ADMIN);
    const created = await call('POST', '/v1/invitations', { token, body: { email: 'clock.invitee@example.com', name: 'Clock Invitee', expires_in_days: 1 } });
    expect(created.status).toBe(201);
    const invitation = (JSON.parse(created.text) as { data: { id: number; status: string; expires_at: string } }).data;
    expect(invitation).toMatchObject({ status: 'pending', expires_at: '2026-01-06T09:00:00.000Z' });

    // Hours on, the first session has lapsed too: each look signs in afresh.
    const statusNow = async () =>
      dataOf<{ status: string }>(await call('GET', `/v1/invitations/${invitation.id}`, { token: await tokenFor(ADMIN) })).status;
    await advance(DAY_SECONDS - 1);
    expect(await statusNow()).toBe('pending');
    await advance(1);
    expect(await statusNow()).toBe('expired');
  });

  it('refuses a move that is not forward, not whole seconds, too far or not JSON, and stays where it was', async () => {
    await advance(5);
    for (const advance_seconds of [0, -5, 1.5, '10', null, MAX_CLOCK_ADVANCE_SECONDS + 1]) {
      const refused = await call('POST', '/__sandbox/clock', { body: { advance_seconds } });
      expect(refused.status).toBe(422);
      expect(JSON.parse(refused.text)).toMatchObject({ errors: { advance_seconds: expect.any(String) } });
    }
    expect((await call('POST', '/__sandbox/clock', { body: {} })).status).toBe(422);
    expect(await call('POST', '/__sandbox/clock', { body: 'five seconds' })).toEqual({ status: 400, text: 'Invalid JSON body' });
    expect(dataOf(await call('GET', '/__sandbox/clock'))).toMatchObject({ now: STARTED_AT + 5_000, advanced_seconds: 5 });
  });

  it('moves one clock for the AI host too: a token lapsed on the main API is refused there', async () => {
    const token = await tokenFor(ADMIN);
    expect((await call('GET', '/ai/v1/health', { token })).status).toBe(200);
    await advance(DEFAULT_ACCESS_TTL_SECONDS);
    expect((await call('GET', '/ai/v1/health', { token })).status).toBe(401);
  });
});
