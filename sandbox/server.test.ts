/** @jest-environment node */
// The sandbox over real HTTP: login codes, sessions and rotation, the AI host's guard, fault injection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope, loginDataSchema, meDataSchema, upstreamSessionSchema } from '@/lib/contract/auth';
import { startSandbox, type RunningSandbox } from './server';

const ADMIN = 'admin@example.com';
const MINUTE = 60_000;

let clock: number;
let printed: string[];
let sandbox: RunningSandbox;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 5, 9, 0, 0);
  printed = [];
  sandbox = await startSandbox({
    port: 0,
    dbPath: ':memory:',
    now: () => clock,
    quiet: true,
    print: (line) => printed.push(line),
  });
});

afterEach(() => sandbox.close());

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function call(method: string, path: string, init: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

function dataOf(answer: Answer): unknown {
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { data: unknown }).data;
}

async function requestCode(email: string): Promise<Answer> {
  return call('POST', '/v1/auth/request-code', { body: { email } });
}

async function mailedCode(email: string): Promise<string> {
  const mail = dataOf(await call('GET', `/__sandbox/mailbox?email=${encodeURIComponent(email)}`));
  return (mail as { code: string }).code;
}

async function logIn(email: string, code: string): Promise<Answer> {
  return call('POST', '/v1/auth/login', { body: { email, code } });
}

async function signIn(email = ADMIN) {
  await requestCode(email);
  const answer = await logIn(email, await mailedCode(email));
  return envelope(loginDataSchema).parse(JSON.parse(answer.text)).data;
}

async function refresh(token: string): Promise<Answer> {
  return call('POST', '/v1/auth/refresh-token', { body: { token } });
}

/** A six-digit code that is certainly not `code`. */
function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('startSandbox', () => {
  it('listens on a free port when asked for port 0 and reports it', async () => {
    expect(sandbox.port).toBeGreaterThan(0);
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    const answer = await call('GET', '/health');
    expect(JSON.parse(answer.text)).toEqual({ ok: true });
  });

  it('logs one line per request unless quiet', async () => {
    const lines: string[] = [];
    const loud = await startSandbox({ print: (line) => lines.push(line) });
    try {
      await fetch(`${loud.url}/health`);
      expect(lines).toEqual([expect.stringMatching(/^\[sandbox\] GET \/health 200 \d+ms$/)]);
    } finally {
      await loud.close();
    }
  });

  it('keeps a file database across restarts and reseeds it on reset', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    const dbPath = join(folder, 'nested', 'sandbox.db');
    const options = { dbPath, quiet: true, print: () => {} };
    try {
      let running = await startSandbox(options);
      await fetch(`${running.url}/v1/auth/request-code`, { method: 'POST', body: JSON.stringify({ email: ADMIN }) });
      await running.close();

      running = await startSandbox(options);
      expect((await fetch(`${running.url}/__sandbox/mailbox?email=${ADMIN}`)).status).toBe(200);
      await running.close();

      running = await startSandbox({ ...options, reset: true });
      expect((await fetch(`${running.url}/__sandbox/mailbox?email=${ADMIN}`)).status).toBe(404);
      await running.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('login codes', () => {
  it('signs in with the code from the mailbox, which is also printed to the console', async () => {
    const sent = await requestCode('Admin@Example.com');
    expect(dataOf(sent)).toEqual({ sent: true });

    const code = await mailedCode(ADMIN);
    expect(code).toMatch(/^\d{6}$/);
    expect(printed).toEqual([`[sandbox] login code for ${ADMIN}: ${code} (valid 10 minutes)`]);

    const login = envelope(loginDataSchema).parse(JSON.parse((await logIn(ADMIN, code)).text)).data;
    expect(login).toMatchObject({ id: '1', name: 'Ada Admin', role: 'admin' });
    expect(login.session.expired_at).toBe(clock + 15 * MINUTE);
    expect(login.session.access_token).toMatch(/^[\w-]{43}$/);
    expect(login.session.refresh_token).not.toBe(login.session.access_token);
  });

  it('answers an unknown e-mail exactly like a known one and sends it nothing', async () => {
    const known = await requestCode(ADMIN);
    const unknown = await requestCode('nobody@example.com');
    expect(unknown).toEqual(known);
    expect((await call('GET', '/__sandbox/mailbox?email=nobody@example.com')).status).toBe(404);
    expect(printed).toHaveLength(1);
  });

  it('sends no code to a disabled account, while answering as usual', async () => {
    expect(dataOf(await requestCode('disabled@example.com'))).toEqual({ sent: true });
    expect((await call('GET', '/__sandbox/mailbox?email=disabled@example.com')).status).toBe(404);
  });

  it('refuses a wrong code with 401 and leaves the right one usable', async () => {
    await requestCode(ADMIN);
    const code = await mailedCode(ADMIN);

    const wrong = await logIn(ADMIN, wrongCodeFor(code));
    expect(wrong).toMatchObject({ status: 401, text: 'Invalid email or login code' });
    expect(wrong.contentType).toMatch(/^text\/plain/);
    expect((await logIn(ADMIN, code)).status).toBe(200);
  });

  it('refuses the code for a different account', async () => {
    await requestCode(ADMIN);
    const code = await mailedCode(ADMIN);
    expect((await logIn('editor@example.com', code)).status).toBe(401);
  });

  it('burns the code after five wrong tries, refusing even the right code with 429', async () => {
    await requestCode(ADMIN);
    const code = await mailedCode(ADMIN);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await logIn(ADMIN, wrongCodeFor(code))).status).toBe(401);
    }
    expect(await logIn(ADMIN, code)).toMatchObject({ status: 429, text: 'Too many attempts, request a new code' });

    await requestCode(ADMIN);
    expect((await logIn(ADMIN, await mailedCode(ADMIN))).status).toBe(200);
  });

  it('refuses a code once its ten minutes are over', async () => {
    await requestCode(ADMIN);
    const code = await mailedCode(ADMIN);
    clock += 10 * MINUTE;
    expect(await logIn(ADMIN, code)).toMatchObject({ status: 401, text: 'Invalid email or login code' });
  });

  it('accepts a code only once', async () => {
    await requestCode(ADMIN);
    const code = await mailedCode(ADMIN);
    expect((await logIn(ADMIN, code)).status).toBe(200);
    expect((await logIn(ADMIN, code)).status).toBe(401);
  });

  it('replaces the previous code when a new one is requested', async () => {
    await requestCode(ADMIN);
    const first = await mailedCode(ADMIN);
    await requestCode(ADMIN);
    const second = await mailedCode(ADMIN);
    // Two random codes can coincide; only a differing pair tells anything.
    if (first !== second) expect((await logIn(ADMIN, first)).status).toBe(401);
    expect((await logIn(ADMIN, second)).status).toBe(200);
  });
});

describe('validation and errors', () => {
  it('answers a bad e-mail with 422 and a JSON body naming the field', async () => {
    const answer = await requestCode('not-an-email');
    expect(answer.status).toBe(422);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({
      message: 'Invalid email address',
      errors: { email: 'Invalid email address' },
    });
  });

  it('answers a missing e-mail or code with the messages of the contract', async () => {
    const noEmail = await call('POST', '/v1/auth/request-code', { body: {} });
    expect(JSON.parse(noEmail.text)).toMatchObject({ message: 'You must provide email' });
    const noCode = await call('POST', '/v1/auth/login', { body: { email: ADMIN } });
    expect(noCode.status).toBe(422);
    expect(JSON.parse(noCode.text)).toMatchObject({ message: 'You must provide email and login code' });
  });

  it('answers malformed JSON with 400 and unknown paths with 404, both in plain text', async () => {
    const malformed = await call('POST', '/v1/auth/login', { body: '{"email":' });
    expect(malformed).toMatchObject({ status: 400, text: 'Invalid JSON body' });
    const unknown = await call('GET', '/v1/nothing-here');
    expect(unknown).toMatchObject({ status: 404, text: 'Not found' });
    expect(unknown.contentType).toMatch(/^text\/plain/);
  });
});

describe('sessions', () => {
  it('answers /v1/me for a valid access token', async () => {
    const { session } = await signIn('editor@example.com');
    const me = meDataSchema.parse(dataOf(await call('GET', '/v1/me', { token: session.access_token })));
    expect(me).toEqual({ id: '2', name: 'Eddie Editor', role: 'editor', photo: null });
  });

  it('answers /v1/me with 401 for a missing, unknown or expired access token', async () => {
    const { session } = await signIn();
    expect(await call('GET', '/v1/me')).toMatchObject({ status: 401, text: 'Unauthorized' });
    expect((await call('GET', '/v1/me', { token: 'not-a-token' })).status).toBe(401);
    clock = session.expired_at;
    expect((await call('GET', '/v1/me', { token: session.access_token })).status).toBe(401);
  });

  it('rotates a refresh token into a working pair and refuses the spent one', async () => {
    const { session } = await signIn();
    clock += MINUTE;
    const renewed = upstreamSessionSchema.parse(dataOf(await refresh(session.refresh_token)));
    expect(renewed.expired_at).toBe(clock + 15 * MINUTE);
    expect(renewed.refresh_token).not.toBe(session.refresh_token);
    expect((await call('GET', '/v1/me', { token: renewed.access_token })).status).toBe(200);

    expect(await refresh(session.refresh_token)).toMatchObject({ status: 401, text: 'Invalid refresh token' });
  });

  it('revokes every token of the login when a spent refresh token is presented again', async () => {
    const { session } = await signIn();
    const renewed = upstreamSessionSchema.parse(dataOf(await refresh(session.refresh_token)));

    expect((await refresh(session.refresh_token)).status).toBe(401);

    expect((await refresh(renewed.refresh_token)).status).toBe(401);
    expect((await call('GET', '/v1/me', { token: renewed.access_token })).status).toBe(401);
    expect((await call('GET', '/v1/me', { token: session.access_token })).status).toBe(401);
  });

  it('leaves other logins alone when one family is revoked', async () => {
    const first = await signIn();
    const second = await signIn();
    await refresh(first.session.refresh_token);
    await refresh(first.session.refresh_token);
    expect((await call('GET', '/v1/me', { token: second.session.access_token })).status).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const { session } = await signIn();
    expect((await refresh('made-up')).status).toBe(401);
    clock += 7 * 24 * 60 * MINUTE;
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });
});

describe('AI host', () => {
  it('answers its health check only with a valid bearer token', async () => {
    expect((await call('GET', '/ai/v1/health')).status).toBe(401);
    const { session } = await signIn();
    expect(dataOf(await call('GET', '/ai/v1/health', { token: session.access_token }))).toEqual({ ok: true });
  });

  it('refuses unknown AI paths without a token before saying they do not exist', async () => {
    expect((await call('GET', '/ai/v1/interlinks')).status).toBe(401);
    const { session } = await signIn();
    expect((await call('GET', '/ai/v1/interlinks', { token: session.access_token })).status).toBe(404);
  });
});

describe('fault injection and call counts', () => {
  it('fails the next N matching requests with the planned status and body, still counting them', async () => {
    await call('POST', '/__sandbox/faults', {
      body: { method: 'post', path: '/v1/auth/request-code', status: 503, times: 2, body: 'Upstream down' },
    });

    const first = await requestCode(ADMIN);
    expect(first).toMatchObject({ status: 503, text: 'Upstream down' });
    expect(first.contentType).toMatch(/^text\/plain/);
    expect((await requestCode(ADMIN)).status).toBe(503);
    expect((await requestCode(ADMIN)).status).toBe(200);

    expect(printed).toHaveLength(1);
    expect(dataOf(await call('GET', '/__sandbox/calls'))).toEqual({ 'POST /v1/auth/request-code': 3 });
  });

  it('waits the planned delay before answering a fault', async () => {
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/health', status: 500, times: 1, delay_ms: 150 } });
    const startedAt = Date.now();
    expect(await call('GET', '/health')).toMatchObject({ status: 500, text: 'Injected fault' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection without an answer for a status 0 fault', async () => {
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/health', status: 0, times: 1 } });
    await expect(fetch(`${sandbox.url}/health`)).rejects.toThrow();
    expect((await call('GET', '/health')).status).toBe(200);
  });

  it('forgets planned faults and counted calls when cleared', async () => {
    await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: '/health', status: 500, times: 5 } });
    expect((await call('DELETE', '/__sandbox/faults')).status).toBe(204);
    expect((await call('GET', '/health')).status).toBe(200);

    expect((await call('DELETE', '/__sandbox/calls')).status).toBe(204);
    expect(dataOf(await call('GET', '/__sandbox/calls'))).toEqual({});
  });

  it('refuses a fault plan that is not well formed', async () => {
    const answer = await call('POST', '/__sandbox/faults', { body: { method: 'GET', path: 'health', status: 42 } });
    expect(answer.status).toBe(422);
    expect(Object.keys((JSON.parse(answer.text) as { errors: object }).errors).sort()).toEqual(['path', 'status']);
  });
});
