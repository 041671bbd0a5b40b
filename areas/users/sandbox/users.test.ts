/** @jest-environment node */
// The sandbox's /v1/users over real HTTP: the list contract, accounts that sign in at once, the unique
// e-mail (409 naming the field), the account rules, and a disabled or deleted account losing its sessions.
import { Hono } from 'hono';
import { envelope, loginDataSchema, meDataSchema } from '@/lib/contract/auth';
import type { FileKind } from '@/areas/files/definition';
import { MSG_EMAIL_TAKEN, MSG_LAST_ADMIN, MSG_OWN_DELETE, MSG_OWN_ROLE, MSG_OWN_STATUS } from '@/areas/users/definition';
import { createAuthStore } from '@/sandbox/auth-store';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import { openDatabase } from '@/sandbox/db';
import { handleError } from '@/sandbox/respond';
import { seedDatabase } from '@/sandbox/seed';
import { createUserRoutes, type UserRecord } from './routes';
import { callSandbox, type SandboxAnswer as Answer, type SandboxCallInit } from '@/sandbox/test-client';
import { testSandbox } from '@/sandbox/test-harness';

const ADMIN = 'admin@example.com';

const sandbox = testSandbox({ lifetime: 'test' });
const { tokenFor } = sandbox;

function call(method: string, path: string, init: SandboxCallInit = {}): Promise<Answer> {
  return callSandbox(sandbox.url, method, path, init);
}

function dataOf<T>(answer: Answer, status = 200): T {
  expect(answer).toMatchObject({ status });
  return (JSON.parse(answer.text) as { data: T }).data;
}

/** Signs `email` in with a mailed code; the access token, or undefined when no code was sent. */
async function signIn(email: string): Promise<string | undefined> {
  await call('POST', '/v1/auth/request-code', { body: { email } });
  const mail = await call('GET', `/__sandbox/mailbox?email=${encodeURIComponent(email)}`);
  if (mail.status !== 200) return undefined;
  const { code } = dataOf<{ code: string }>(mail);
  const login = await call('POST', '/v1/auth/login', { body: { email, code } });
  if (login.status !== 200) return undefined;
  return envelope(loginDataSchema).parse(JSON.parse(login.text)).data.session.access_token;
}

/** Resolves once `check` holds, asking again every 5 ms (the test's timeout bounds it). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}

type Page = { records: UserRecord[]; page: number; limit: number; total: number; pages: number };

async function findByEmail(token: string, email: string): Promise<UserRecord> {
  const page = dataOf<Page>(await call('GET', `/v1/users?search=${encodeURIComponent(email)}`, { token }));
  return page.records.find((record) => record.email === email)!;
}

const account = (fields: Partial<UserRecord> = {}) => ({ name: 'Nia Test', email: 'nia.test@example.com', role: 'editor', status: 'active', photo: null, ...fields });

describe('GET /v1/users', () => {
  it('pages, searches by name or e-mail, filters by role and status, and sorts', async () => {
    const token = await tokenFor(ADMIN);
    const first = dataOf<Page>(await call('GET', '/v1/users?limit=5', { token }));
    expect(first).toMatchObject({ page: 1, limit: 5, pages: Math.ceil(first.total / 5) });
    expect(first.total).toBeGreaterThanOrEqual(14);
    const names = first.records.map((record) => record.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(Object.keys(first.records[0]).sort()).toEqual(['created_at', 'email', 'id', 'last_login_at', 'name', 'photo', 'role', 'status', 'updated_at', 'version']);

    const byName = dataOf<Page>(await call('GET', '/v1/users?search=kobayashi', { token }));
    expect(byName.records.map((record) => record.email)).toEqual(['hana.kobayashi@example.com']);
    const byEmail = dataOf<Page>(await call('GET', '/v1/users?search=EDITOR%40example', { token }));
    expect(byEmail.records.map((record) => record.name)).toEqual(['Eddie Editor']);

    const disabledAdmins = dataOf<Page>(await call('GET', '/v1/users?role=admin&status=disabled', { token }));
    expect(disabledAdmins.records.map((record) => record.email)).toEqual(['gareth.jones@example.com']);

    const recent = dataOf<Page>(await call('GET', '/v1/users?sort=last_login_at&order=desc&limit=50', { token }));
    const times = recent.records.map((record) => record.last_login_at);
    const signedIn = times.filter((time): time is string => time !== null);
    expect(times.slice(0, signedIn.length)).toEqual(signedIn);
    expect(signedIn).toEqual([...signedIn].sort().reverse());
  });

  it('finds and sorts names whatever their accents (Ífeoluwa by "ife", among the i’s)', async () => {
    const token = await tokenFor(ADMIN);
    const found = dataOf<Page>(await call('GET', '/v1/users?search=ifeoluwa', { token }));
    expect(found.records.map((record) => record.email)).toEqual(['ifeoluwa.adeyemi@example.com']);
    expect(dataOf<Page>(await call('GET', `/v1/users?search=${encodeURIComponent('ÍFE')}`, { token })).total).toBe(1);
    const names = dataOf<Page>(await call('GET', '/v1/users?sort=name&order=asc&limit=50', { token })).records.map((record) => record.name);
    const ife = names.findIndex((name) => name.startsWith('Ífeoluwa'));
    expect([names[ife - 1], names[ife + 1]]).toEqual(['Hana Kobayashi', 'Ivy Invited']);
  });

  it('refuses a sort by an unknown column with 422', async () => {
    const answer = await call('GET', '/v1/users?sort=password', { token: await tokenFor(ADMIN) });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Cannot sort by password', errors: { sort: 'Cannot sort by password' } });
  });

  it('is for admins only', async () => {
    const token = await signIn('editor@example.com');
    expect((await call('GET', '/v1/users', { token })).status).toBe(403);
    expect((await call('GET', '/v1/users')).status).toBe(401);
  });
});

describe('creating and changing accounts', () => {
  it('creates an account stored lower-case that signs in at once with its role', async () => {
    const token = await tokenFor(ADMIN);
    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account({ email: '  Nia.Test@Example.com ' }) }), 201);
    expect(created).toMatchObject({ name: 'Nia Test', email: 'nia.test@example.com', role: 'editor', status: 'active', photo: null, last_login_at: null });
    expect(dataOf<UserRecord>(await call('GET', `/v1/users/${created.id}`, { token }))).toEqual(created);

    const niaToken = await signIn('nia.test@example.com');
    expect(niaToken).toBeDefined();
    const me = envelope(meDataSchema).parse(JSON.parse((await call('GET', '/v1/me', { token: niaToken })).text)).data;
    expect(me).toEqual({ id: String(created.id), name: 'Nia Test', role: 'editor', photo: null, created_at: created.created_at });
    expect((await findByEmail(token, 'nia.test@example.com')).last_login_at).not.toBeNull();
  });

  it('refuses an e-mail another account uses with a 409 that names the field, on create and update', async () => {
    const token = await tokenFor(ADMIN);
    const taken = await call('POST', '/v1/users', { token, body: account({ email: 'EDITOR@example.com' }) });
    expect(taken.status).toBe(409);
    expect(JSON.parse(taken.text)).toEqual({ message: MSG_EMAIL_TAKEN, errors: { email: MSG_EMAIL_TAKEN } });

    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    const moved = await call('PUT', `/v1/users/${created.id}`, { token, body: account({ email: 'editor@example.com' }) });
    expect(moved.status).toBe(409);
    expect(JSON.parse(moved.text)).toMatchObject({ errors: { email: MSG_EMAIL_TAKEN } });
    // Keeping one's own address is no conflict.
    expect(dataOf<UserRecord>(await call('PUT', `/v1/users/${created.id}`, { token, body: account({ name: 'Nia Tester' }) })).name).toBe('Nia Tester');
  });

  it('validates the body with the shared schema (422 per field)', async () => {
    const answer = await call('POST', '/v1/users', { token: await tokenFor(ADMIN), body: { name: '', email: 'nope', role: 'owner', status: 'active' } });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text).errors).toEqual({ name: 'Name is required', email: 'E-mail must be a valid e-mail address', role: 'Pick a role' });
  });

  it('stores the photo as a file id, which /v1/me answers', async () => {
    const token = await tokenFor(ADMIN);
    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account({ photo: 1 }) }), 201);
    expect(created.photo).toBe(1);
    const niaToken = await signIn('nia.test@example.com');
    expect(dataOf<{ photo: unknown }>(await call('GET', '/v1/me', { token: niaToken })).photo).toBe(1);
  });
});

describe('account rules', () => {
  it('refuses disabling, demoting or deleting one’s own account with a sentence', async () => {
    const token = await tokenFor(ADMIN);
    const me = await findByEmail(token, ADMIN);
    const demote = await call('PUT', `/v1/users/${me.id}`, { token, body: { ...account(me), role: 'editor' } });
    expect(demote.status).toBe(409);
    expect(JSON.parse(demote.text)).toEqual({ message: MSG_OWN_ROLE, errors: { role: MSG_OWN_ROLE } });
    const disable = await call('PUT', `/v1/users/${me.id}`, { token, body: { ...account(me), status: 'disabled' } });
    expect(JSON.parse(disable.text)).toEqual({ message: MSG_OWN_STATUS, errors: { status: MSG_OWN_STATUS } });
    expect(await call('DELETE', `/v1/users/${me.id}`, { token })).toEqual({ status: 409, text: MSG_OWN_DELETE });
    // Renaming oneself is fine.
    expect(dataOf<UserRecord>(await call('PUT', `/v1/users/${me.id}`, { token, body: { ...account(me), name: 'Ada A. Admin' } })).name).toBe('Ada A. Admin');
  });

  it('keeps the last active admin when two admins disable each other at the same moment', async () => {
    const adaToken = await tokenFor(ADMIN);
    // Leave Ada and Omar as the only active admins.
    for (const email of ['chloe.dubois@example.com']) {
      const other = await findByEmail(adaToken, email);
      dataOf(await call('PUT', `/v1/users/${other.id}`, { token: adaToken, body: { ...account(other), status: 'disabled' } }));
    }
    const omarToken = (await signIn('omar.okafor@example.com'))!;
    const ada = await findByEmail(adaToken, ADMIN);
    const omar = await findByEmail(adaToken, 'omar.okafor@example.com');

    // Omar's request is accepted (signed in, admin) and waits for its body…
    await call('DELETE', '/__sandbox/calls');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const body = JSON.stringify({ ...account(ada), status: 'disabled' });
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 5)));
        await held;
        controller.enqueue(new TextEncoder().encode(body.slice(5)));
        controller.close();
      },
    });
    const omarCall = fetch(`${sandbox.url}/v1/users/${ada.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${omarToken}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    // …which it is once the sandbox has counted it: the sign-in and role checks run in the same turn,
    // before the first read of the body…
    await until(async () => (dataOf<Record<string, number>>(await call('GET', '/__sandbox/calls'))[`PUT /v1/users/${ada.id}`] ?? 0) === 1);
    // …while Ada disables Omar, which leaves her the one active admin.
    dataOf(await call('PUT', `/v1/users/${omar.id}`, { token: adaToken, body: { ...account(omar), status: 'disabled' } }));
    release();
    const answer = await omarCall;
    expect(answer.status).toBe(409);
    expect(JSON.parse(await answer.text())).toEqual({ message: MSG_LAST_ADMIN, errors: { status: MSG_LAST_ADMIN } });
    expect((await findByEmail(adaToken, ADMIN)).status).toBe('active');
  });

  it('signs a disabled account out at its next call, and its refresh fails too', async () => {
    const token = await tokenFor(ADMIN);
    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    await call('POST', '/v1/auth/request-code', { body: { email: 'nia.test@example.com' } });
    const { code } = dataOf<{ code: string }>(await call('GET', '/__sandbox/mailbox?email=nia.test%40example.com'));
    const login = envelope(loginDataSchema).parse(JSON.parse((await call('POST', '/v1/auth/login', { body: { email: 'nia.test@example.com', code } })).text)).data;
    expect((await call('GET', '/v1/me', { token: login.session.access_token })).status).toBe(200);

    dataOf(await call('PUT', `/v1/users/${created.id}`, { token, body: account({ status: 'disabled' }) }));
    expect((await call('GET', '/v1/me', { token: login.session.access_token })).status).toBe(401);
    expect((await call('POST', '/v1/auth/refresh-token', { body: { token: login.session.refresh_token } })).status).toBe(401);
    expect(await signIn('nia.test@example.com')).toBeUndefined();
  });

  it('ends the sessions of an account whose role changes, so it signs in again with the new role', async () => {
    const token = await tokenFor(ADMIN);
    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    const niaToken = (await signIn('nia.test@example.com'))!;
    expect(dataOf<{ role: string }>(await call('GET', '/v1/me', { token: niaToken })).role).toBe('editor');
    // A rename leaves the session alone.
    dataOf(await call('PUT', `/v1/users/${created.id}`, { token, body: account({ name: 'Nia Tested' }) }));
    expect((await call('GET', '/v1/me', { token: niaToken })).status).toBe(200);

    dataOf(await call('PUT', `/v1/users/${created.id}`, { token, body: account({ name: 'Nia Tested', role: 'admin' }) }));
    expect((await call('GET', '/v1/me', { token: niaToken })).status).toBe(401);
    const again = (await signIn('nia.test@example.com'))!;
    expect(dataOf<{ role: string }>(await call('GET', '/v1/me', { token: again })).role).toBe('admin');
  });

  it('revives no session when a disabled account is enabled again', async () => {
    const token = await tokenFor(ADMIN);
    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    const niaToken = (await signIn('nia.test@example.com'))!;
    dataOf(await call('PUT', `/v1/users/${created.id}`, { token, body: account({ status: 'disabled' }) }));
    dataOf(await call('PUT', `/v1/users/${created.id}`, { token, body: account({ status: 'active' }) }));
    expect((await call('GET', '/v1/me', { token: niaToken })).status).toBe(401);
  });

  it('deletes an account with its sessions, so its tokens no longer work even if it came back', async () => {
    const token = await tokenFor(ADMIN);
    const created = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    const niaToken = (await signIn('nia.test@example.com'))!;
    expect(await call('DELETE', `/v1/users/${created.id}`, { token })).toEqual({ status: 204, text: '' });
    expect((await call('GET', `/v1/users/${created.id}`, { token })).status).toBe(404);
    expect((await call('GET', '/v1/me', { token: niaToken })).status).toBe(401);
    expect((await call('GET', '/__sandbox/tokens?email=nia.test%40example.com')).status).toBe(404);
  });
});

describe('ids', () => {
  it('never gives a deleted account’s id to the next account', async () => {
    const token = await tokenFor(ADMIN);
    const first = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    expect((await call('DELETE', `/v1/users/${first.id}`, { token })).status).toBe(204);
    const second = dataOf<UserRecord>(await call('POST', '/v1/users', { token, body: account() }), 201);
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
  });
});

describe('photos, when the file library is there to ask', () => {
  it('takes a stored image as a photo and refuses any other file id with 422 on photo', async () => {
    const db = openDatabase(':memory:');
    seedDatabase(db, Date.now());
    const deps: SandboxDeps = { store: createAuthStore(db), now: Date.now, accessTtlMs: 60_000, refreshTtlMs: 60_000, print: () => {}, latestTokens: new Map() };
    const kinds: Record<number, FileKind> = { 3: 'image', 4: 'document' };
    const app = new Hono<SandboxEnv>();
    // As the grants middleware would: the signed-in admin.
    app.use(async (c, next) => {
      c.set('user', deps.store.findUserById(1)!);
      await next();
    });
    app.route('/v1', createUserRoutes(deps, db, (id) => kinds[id]));
    app.onError(handleError);
    const create = (photo: number) =>
      app.request('/v1/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account({ email: `p${photo}@example.com`, photo })) });
    try {
      expect((await create(3)).status).toBe(201);
      for (const photo of [4, 99]) {
        const refused = await create(photo);
        expect(refused.status).toBe(422);
        expect(await refused.json()).toEqual({ message: 'Photo must be an image from the file library', errors: { photo: 'Photo must be an image from the file library' } });
      }
    } finally {
      db.close();
    }
  });
});
