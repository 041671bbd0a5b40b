/** @jest-environment node */
// The sandbox over real HTTP: login codes, sessions and rotation, grants, the AI host's guard, fault injection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope, loginDataSchema, meDataSchema, upstreamSessionSchema } from '@/lib/contract/auth';
import { MAX_LIMIT } from '@/lib/contract/rest';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, feedbackSchema } from '@/areas/feedbacks/definition';
import { createCatalogueStore } from './catalogue-store';
import { SEED_SETTINGS } from '@/areas/settings/sandbox/seed';
import { startSandbox } from './server';
import { dataOf, requestSandbox, type SandboxCallInit } from './test-client';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';
const MINUTE = 60_000;
const SEED_TIP = SEED_SETTINGS.find((setting) => setting.key === 'tip_consulation')?.value;

let clock: number;
let printed: string[];

// Before the sandbox starts: it seeds by this clock.
beforeEach(() => {
  clock = Date.UTC(2026, 0, 5, 9, 0, 0);
  printed = [];
});

const sandbox = testSandbox({ lifetime: 'test', now: () => clock, print: (line) => printed.push(line) });
const { signIn, tokenFor } = sandbox;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** A call answered with its content type too: errors are plain text, records JSON. */
async function call(method: string, path: string, init: SandboxCallInit = {}): Promise<Answer> {
  const response = await requestSandbox(sandbox.url, method, path, init);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
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

  it('sends the live code again when another is asked for, so a request in the owner\'s name voids nothing', async () => {
    await requestCode(ADMIN);
    const first = await mailedCode(ADMIN);
    expect((await logIn(ADMIN, wrongCodeFor(first))).status).toBe(401);
    clock += 4 * MINUTE;
    await requestCode(ADMIN);
    expect(await mailedCode(ADMIN)).toBe(first);
    expect(printed.at(-1)).toBe(`[sandbox] login code for ${ADMIN} sent again: ${first} (valid 6 more minutes)`);
    // The same code with its first expiry and the tries it had left: four more wrong ones burn it.
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await logIn(ADMIN, wrongCodeFor(first))).status).toBe(401);
    expect((await logIn(ADMIN, first)).status).toBe(429);
  });

  it('signs in with the first code after two requests within its life', async () => {
    await requestCode(ADMIN);
    const first = await mailedCode(ADMIN);
    clock += MINUTE;
    await requestCode(ADMIN);
    expect((await logIn(ADMIN, first)).status).toBe(200);
  });

  it('keeps the first expiry when the code is sent again', async () => {
    await requestCode(ADMIN);
    const first = await mailedCode(ADMIN);
    clock += 9 * MINUTE;
    await requestCode(ADMIN);
    clock += MINUTE;
    expect((await logIn(ADMIN, first)).status).toBe(401);
  });

  it('makes a new code once the live one has lapsed, been used or been burnt', async () => {
    await requestCode(ADMIN);
    clock += 10 * MINUTE;
    await requestCode(ADMIN);
    expect(printed.at(-1)).toMatch(/login code for admin@example.com: \d{6} \(valid 10 minutes\)$/);
    expect((await logIn(ADMIN, await mailedCode(ADMIN))).status).toBe(200);

    await requestCode(ADMIN);
    expect(printed.at(-1)).toMatch(/\(valid 10 minutes\)$/);
    const burnt = await mailedCode(ADMIN);
    for (let attempt = 1; attempt <= 5; attempt += 1) await logIn(ADMIN, wrongCodeFor(burnt));
    await requestCode(ADMIN);
    expect(printed.at(-1)).toMatch(/\(valid 10 minutes\)$/);
    const fresh = await mailedCode(ADMIN);
    // Two random codes can coincide; the fresh one has its tries back either way.
    expect((await logIn(ADMIN, fresh)).status).toBe(200);
  });
});

describe('validation and errors', () => {
  it('answers a bad e-mail with 422 and a JSON body naming the field', async () => {
    const answer = await requestCode('not-an-email');
    expect(answer.status).toBe(422);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({
      message: 'Enter an e-mail address such as name@example.com',
      errors: { email: 'Enter an e-mail address such as name@example.com' },
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
    const unknown = await call('GET', '/nothing-here');
    expect(unknown).toMatchObject({ status: 404, text: 'Not found' });
    expect(unknown.contentType).toMatch(/^text\/plain/);
  });
});

describe('sessions', () => {
  it('answers /v1/me for a valid access token', async () => {
    const { session } = await signIn('editor@example.com');
    const me = meDataSchema.parse(dataOf(await call('GET', '/v1/me', { token: session.access_token })));
    expect(me).toEqual({ id: '2', name: 'Eddie Editor', role: 'editor', photo: null, created_at: new Date(clock).toISOString() });
  });

  it('answers /v1/me with 401 for a missing, unknown or expired access token', async () => {
    const { session } = await signIn(ADMIN);
    expect(await call('GET', '/v1/me')).toMatchObject({ status: 401, text: 'Unauthorized' });
    expect((await call('GET', '/v1/me', { token: 'not-a-token' })).status).toBe(401);
    clock = session.expired_at;
    expect((await call('GET', '/v1/me', { token: session.access_token })).status).toBe(401);
  });

  it('rotates a refresh token into a working pair and refuses the spent one', async () => {
    const { session } = await signIn(ADMIN);
    clock += MINUTE;
    const renewed = upstreamSessionSchema.parse(dataOf(await refresh(session.refresh_token)));
    expect(renewed.expired_at).toBe(clock + 15 * MINUTE);
    expect(renewed.refresh_token).not.toBe(session.refresh_token);
    expect((await call('GET', '/v1/me', { token: renewed.access_token })).status).toBe(200);

    expect(await refresh(session.refresh_token)).toMatchObject({ status: 401, text: 'Invalid refresh token' });
  });

  it('revokes every token of the login when a spent refresh token is presented again', async () => {
    const { session } = await signIn(ADMIN);
    const renewed = upstreamSessionSchema.parse(dataOf(await refresh(session.refresh_token)));

    expect((await refresh(session.refresh_token)).status).toBe(401);

    expect((await refresh(renewed.refresh_token)).status).toBe(401);
    expect((await call('GET', '/v1/me', { token: renewed.access_token })).status).toBe(401);
    expect((await call('GET', '/v1/me', { token: session.access_token })).status).toBe(401);
  });

  it('leaves other logins alone when one family is revoked', async () => {
    const first = await signIn(ADMIN);
    const second = await signIn(ADMIN);
    await refresh(first.session.refresh_token);
    await refresh(first.session.refresh_token);
    expect((await call('GET', '/v1/me', { token: second.session.access_token })).status).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const { session } = await signIn(ADMIN);
    expect((await refresh('made-up')).status).toBe(401);
    clock += 7 * 24 * 60 * MINUTE;
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });
});

describe('grants', () => {
  it('asks for a token before anything else under /v1, unknown paths included', async () => {
    expect(await call('GET', '/v1/products')).toMatchObject({ status: 401, text: 'Unauthorized' });
    expect((await call('GET', '/v1/nothing-here')).status).toBe(401);
    expect((await call('DELETE', '/v1/files/1')).status).toBe(401);
  });

  it('refuses with 403 what only another role may do, before the route is reached', async () => {
    const editor = await tokenFor('editor@example.com');
    for (const [method, path] of [
      ['GET', '/v1/categories'],
      ['POST', '/v1/categories'],
      ['GET', '/v1/suggested-questions/1'],
      ['DELETE', '/v1/suggested-questions/1'],
      ['GET', '/v1/orders'],
      ['GET', '/v1/settings'],
      ['DELETE', '/v1/files/1'],
      ['POST', '/v1/team-members'],
    ]) {
      const answer = await call(method, path, { token: editor, body: method === 'POST' ? {} : undefined });
      expect([method, path, answer.status, answer.text]).toEqual([method, path, 403, 'Forbidden']);
    }
    const admin = await tokenFor(ADMIN);
    expect(await call('GET', '/v1/tips', { token: admin })).toMatchObject({ status: 403, text: 'Forbidden' });
  });

  it('answers 404 for a call no role may make, as for a path the API does not have', async () => {
    const admin = await tokenFor(ADMIN);
    for (const [method, path] of [
      ['GET', '/v1/nothing-here'],
      ['POST', '/v1/orders'],
      ['DELETE', '/v1/products/bestsellers'],
      ['GET', '/v1/products/1/nothing'],
      ['POST', '/v1/products/1'],
    ]) {
      const answer = await call(method, path, { token: admin, body: method === 'POST' ? {} : undefined });
      expect([method, path, answer.status, answer.text]).toEqual([method, path, 404, 'Not found']);
    }
  });

  it('lets through what the role may do', async () => {
    const editor = await tokenFor('editor@example.com');
    expect((await call('GET', '/v1/products', { token: editor })).status).toBe(200);
    expect((await call('GET', '/v1/products/bestsellers?region=gb', { token: editor })).status).toBe(200);
    expect((await call('GET', '/v1/product-options', { token: editor })).status).toBe(200);
    expect((await call('GET', '/v1/me', { token: editor })).status).toBe(200);
    const admin = await tokenFor(ADMIN);
    expect((await call('GET', '/v1/categories', { token: admin })).status).toBe(200);
    expect((await call('GET', '/v1/suggested-questions', { token: admin })).status).toBe(200);
  });

  it('checks AI calls against the AI grants', async () => {
    const editor = await tokenFor('editor@example.com');
    expect((await call('GET', '/ai/v1/health', { token: editor })).status).toBe(200);
    expect((await call('GET', '/ai/v1/products', { token: editor })).status).toBe(404);
    expect((await call('POST', '/ai/v1/health', { token: editor, body: {} })).status).toBe(404);
  });
});

describe('tip options', () => {
  it('gives both roles the seeded consultation text, and an empty one once the setting is deleted', async () => {
    for (const email of [ADMIN, 'editor@example.com']) {
      const { session } = await signIn(email);
      expect(dataOf(await call('GET', '/v1/tip-options', { token: session.access_token }))).toEqual({ tip_consulation: SEED_TIP });
    }
    const admin = await tokenFor(ADMIN);
    const settings = dataOf(await call('GET', '/v1/settings?search=tip_consulation', { token: admin })) as { records: { id: number }[] };
    expect((await call('DELETE', `/v1/settings/${settings.records[0].id}`, { token: admin })).status).toBe(204);
    expect(dataOf(await call('GET', '/v1/tip-options', { token: admin }))).toEqual({ tip_consulation: '' });
    expect((await call('GET', '/v1/tip-options')).status).toBe(401);
  });

  it('reads the tip_consulation setting through the catalogue store', async () => {
    await sandbox.restartOn((db) => createCatalogueStore(db).putSetting('tip_consulation', 'Not sure? Book a free pharmacist consultation.'));
    const { session } = await signIn('editor@example.com');
    expect(dataOf(await call('GET', '/v1/tip-options', { token: session.access_token }))).toEqual({
      tip_consulation: 'Not sure? Book a free pharmacist consultation.',
    });
  });
});

describe('AI host', () => {
  it('answers its health check only with a valid bearer token', async () => {
    expect((await call('GET', '/ai/v1/health')).status).toBe(401);
    const { session } = await signIn(ADMIN);
    expect(dataOf(await call('GET', '/ai/v1/health', { token: session.access_token }))).toEqual({ ok: true });
  });

  it('refuses unknown AI paths without a token before saying they do not exist', async () => {
    expect((await call('GET', '/ai/v1/interlinks')).status).toBe(401);
    const { session } = await signIn(ADMIN);
    expect((await call('GET', '/ai/v1/summaries', { token: session.access_token })).status).toBe(404);
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

interface FeedbackRecord {
  id: number;
  message: string;
  email: string | null;
  category: string;
  rating: number | null;
  page_url: string | null;
  region: string;
  status: string;
  created_at: string;
  updated_at: string;
  status_history?: { from: string; to: string; at: string; by: string; note?: string }[];
}

interface FeedbackPage {
  records: FeedbackRecord[];
  page: number;
  limit: number;
  total: number;
  pages: number;
}

describe('site feedbacks', () => {
  let token: string;

  beforeEach(async () => {
    token = await tokenFor(ADMIN);
  });

  async function feedbackPage(query: string): Promise<FeedbackPage> {
    return dataOf(await call('GET', `/v1/feedbacks?${query}`, { token })) as FeedbackPage;
  }

  async function allFeedbacks(): Promise<FeedbackRecord[]> {
    const first = await feedbackPage(`limit=${MAX_LIMIT}`);
    const rest = await Promise.all(
      Array.from({ length: first.pages - 1 }, (_, index) => feedbackPage(`limit=${MAX_LIMIT}&page=${index + 2}`)),
    );
    return [first, ...rest].flatMap((page) => page.records);
  }

  async function firstWithStatus(status: string): Promise<FeedbackRecord> {
    return (await feedbackPage(`status=${status}&limit=1`)).records[0];
  }

  function step(id: number, body: unknown): Promise<Answer> {
    return call('POST', `/v1/feedbacks/${id}/status`, { token, body });
  }

  it('seeds 500 feedbacks over both regions, every category, status and rating, all valid but one on purpose', async () => {
    const records = await allFeedbacks();
    expect(records).toHaveLength(500);
    expect(new Set(records.map((r) => r.region))).toEqual(new Set(['gb', 'us']));
    expect(new Set(records.map((r) => r.category))).toEqual(new Set(FEEDBACK_CATEGORIES));
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(FEEDBACK_STATUSES));
    expect(new Set(records.map((r) => r.rating))).toEqual(new Set([null, 1, 2, 3, 4, 5]));
    expect(records.every((r) => r.email === null || /^[a-z0-9.]+@example\.com$/.test(r.email))).toBe(true);

    const invalid = records.filter((r) => !feedbackSchema.safeParse(r).success);
    expect(invalid.map((r) => r.page_url)).toEqual(['javascript:alert(1)']);
    const messages = records.map((r) => r.message);
    expect(Math.max(...messages.map((m) => m.length))).toBe(2000);
    for (const text of ['<script>alert(1)</script>', '[click](javascript:alert(1))', 'الطلب', 'תודה', '🎉', 'Pneumonoultramicroscopicsilicovolcanoconiosis']) {
      expect(messages.some((m) => m.includes(text))).toBe(true);
    }

    // Every step taken is in the history, in order, and leads to the status the record has.
    const moved = records.filter((r) => r.status !== 'new');
    expect(moved.length).toBeGreaterThan(0);
    for (const record of records) {
      const history = record.status_history ?? [];
      expect(history.length > 0).toBe(record.status !== 'new');
      history.forEach((entry, index) => {
        expect(entry.from).toBe(index === 0 ? 'new' : history[index - 1].to);
        expect(entry.at >= record.created_at).toBe(true);
      });
      if (history.length) expect(history.at(-1)).toMatchObject({ to: record.status, at: record.updated_at });
    }
  });

  it('lists feedbacks newest first by default, a page at a time', async () => {
    const page = await feedbackPage('limit=25&page=2');
    expect(page).toMatchObject({ page: 2, limit: 25, total: 500, pages: 20 });
    expect(page.records).toHaveLength(25);
    const dates = page.records.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await feedbackPage('limit=25');
    expect(first.records.at(-1)!.created_at >= dates[0]).toBe(true);
  });

  it('filters by status, category, region and rating, and sorts by the sortable columns', async () => {
    const resolved = await feedbackPage('status=resolved&sort=rating&order=desc&limit=50');
    expect(resolved.total).toBeGreaterThan(0);
    expect(resolved.records.every((r) => r.status === 'resolved')).toBe(true);
    const ratings = resolved.records.map((r) => r.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const narrow = await feedbackPage('status=new&category=delivery&region=us&rating=1&limit=100');
    expect(narrow.total).toBeGreaterThan(0);
    expect(narrow.records.every((r) => r.status === 'new' && r.category === 'delivery' && r.region === 'us' && r.rating === 1)).toBe(true);

    const searched = await feedbackPage('search=<script>');
    expect(searched.records.map((r) => r.message)).toEqual([expect.stringContaining('<script>alert(1)</script>')]);

    expect((await call('GET', '/v1/feedbacks?sort=message', { token })).status).toBe(422);
  });

  it('starts work on a new feedback and writes who did it into the status history', async () => {
    const feedback = await firstWithStatus('new');
    clock += MINUTE;
    const answer = await step(feedback.id, { from: 'new', to: 'in_progress', note: ' Passed to the web team ' });
    const updated = dataOf(answer) as FeedbackRecord;
    const at = new Date(clock).toISOString();
    expect(updated).toMatchObject({ id: feedback.id, message: feedback.message, status: 'in_progress', updated_at: at, created_at: feedback.created_at });
    expect(updated.status_history).toEqual([{ from: 'new', to: 'in_progress', at, by: 'Ada Admin', note: 'Passed to the web team' }]);
    expect(dataOf(await call('GET', `/v1/feedbacks/${feedback.id}`, { token }))).toEqual(updated);

    const resolved = dataOf(await step(feedback.id, { from: 'in_progress', to: 'resolved' })) as FeedbackRecord;
    expect(resolved.status_history).toHaveLength(2);
    expect(resolved.status_history![1]).toEqual({ from: 'in_progress', to: 'resolved', at, by: 'Ada Admin' });
  });

  it('refuses a stale `from` with 409 and a sentence, leaving the record alone', async () => {
    const feedback = await firstWithStatus('in_progress');
    const answer = await step(feedback.id, { from: 'new', to: 'in_progress' });
    expect(answer).toMatchObject({ status: 409, text: 'This feedback is now In progress, not New; reload to see the latest.' });
    expect(answer.contentType).toMatch(/^text\/plain/);
    expect(dataOf(await call('GET', `/v1/feedbacks/${feedback.id}`, { token }))).toEqual(feedback);
  });

  it('refuses a step the workflow does not declare with 409', async () => {
    const feedback = await firstWithStatus('resolved');
    expect(await step(feedback.id, { from: 'resolved', to: 'new' })).toMatchObject({
      status: 409,
      text: 'A feedback cannot go from Resolved to New.',
    });
  });

  it('refuses a malformed step with 422 naming the field, and broken JSON with 400', async () => {
    const feedback = await firstWithStatus('new');
    const missing = await step(feedback.id, { to: 'in_progress' });
    expect(missing.status).toBe(422);
    expect(JSON.parse(missing.text)).toEqual({ message: 'From is required', errors: { from: 'From is required' } });
    const unknown = await step(feedback.id, { from: 'new', to: 'closed' });
    expect(JSON.parse(unknown.text)).toMatchObject({ errors: { to: 'To must be one of New, In progress, Resolved' } });
    expect(await step(feedback.id, '{"from":')).toMatchObject({ status: 400, text: 'Invalid JSON body' });
  });

  it('answers 404 for an unknown feedback or another resource’s id', async () => {
    expect(await step(999_999, { from: 'new', to: 'in_progress' })).toMatchObject({ status: 404, text: 'Feedback not found' });
    const product = (dataOf(await call('GET', '/v1/products?limit=1', { token })) as FeedbackPage).records[0];
    expect((await step(product.id, { from: 'new', to: 'in_progress' })).status).toBe(404);
    expect((await call('GET', '/v1/feedbacks/999999', { token })).status).toBe(404);
  });

  it('has no create, update or delete: feedbacks come from the storefront', async () => {
    const feedback = await firstWithStatus('new');
    const body = { message: 'Written by the console', region: 'gb' };
    // The grants refuse these before routing (403); without them there is no route (404). Never a write.
    const refusals = [
      await call('POST', '/v1/feedbacks', { token, body }),
      await call('PUT', `/v1/feedbacks/${feedback.id}`, { token, body }),
      await call('DELETE', `/v1/feedbacks/${feedback.id}`, { token }),
    ];
    for (const refusal of refusals) expect([403, 404, 405]).toContain(refusal.status);
    expect((await feedbackPage('limit=1')).total).toBe(500);
    expect(dataOf(await call('GET', `/v1/feedbacks/${feedback.id}`, { token }))).toEqual(feedback);
  });

  it('keeps feedbacks and their steps from editors', async () => {
    const editor = await tokenFor('editor@example.com');
    const feedback = await firstWithStatus('new');
    expect((await call('GET', '/v1/feedbacks', { token: editor })).status).toBe(403);
    expect((await call('POST', `/v1/feedbacks/${feedback.id}/status`, { token: editor, body: { from: 'new', to: 'in_progress' } })).status).toBe(403);
  });

  it('still creates, updates and deletes records of areas with those screens', async () => {
    const body = { text: 'Can I take vitamin D with iron?', region: 'gb', status: 'active', position: 50 };
    const created = await call('POST', '/v1/suggested-questions', { token, body });
    expect(created.status).toBe(201);
    const { id } = (JSON.parse(created.text) as { data: { id: number } }).data;
    expect((await call('PUT', `/v1/suggested-questions/${id}`, { token, body: { ...body, status: 'inactive' } })).status).toBe(200);
    expect((await call('DELETE', `/v1/suggested-questions/${id}`, { token })).status).toBe(204);
  });
});
