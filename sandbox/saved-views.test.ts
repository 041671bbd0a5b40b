/** @jest-environment node */
// Saved views over real HTTP (docs/api-contract.md#saved-views): who sees which views of a list (their own,
// others' shared ones, none of a list their role may not open), names unique per owner and list, only the
// owner changing or deleting a view, the 422s, and the demo views a reset puts back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIEW_LISTS, isViewListName, mayOpenViewList } from '@/areas/saved-view-lists';
import {
  MSG_VIEW_COLUMN_UNKNOWN,
  MSG_VIEW_LIST_FORBIDDEN,
  MSG_VIEW_NAME_REQUIRED,
  MSG_VIEW_NAME_TOO_LONG,
  MSG_VIEW_NOT_FOUND,
  MSG_VIEW_OWNER_CHANGES,
  MSG_VIEW_OWNER_DELETES,
  MSG_VIEW_QUERY_MARK,
  MSG_VIEW_QUERY_PAGE,
  MSG_VIEW_RESOURCE_FIXED,
  MSG_VIEW_RESOURCE_REQUIRED,
  MSG_VIEW_RESOURCE_UNKNOWN,
  duplicateViewNameMessage,
  savedViewBodySchema,
  savedViewListAnswerSchema,
  savedViewSchema,
  type SavedView,
} from '@/lib/contract/saved-views';
import { SEED_USERS, resetDatabase } from './seed';
import { SEED_SAVED_VIEWS } from './saved-views-store';
import { startSandbox } from './server';
import { callSandbox, type SandboxAnswer } from './test-client';
import { testSandbox, type TestSandbox } from './test-harness';

const ADA = 'admin@example.com'; // admin: a shared orders view
const OMAR = 'omar.okafor@example.com'; // admin: an own orders view
const CHLOE = 'chloe.dubois@example.com'; // admin: no views
const EDDIE = 'editor@example.com'; // editor: an own content view
const GRACE = 'grace.hopper-smith@example.com'; // editor: a products view shared with both roles
const KEIRA = 'keira.oneill@example.com'; // editor: a shared view of the editors' tips list

const QUEUE = 'Fulfilment queue, oldest first';
const CANCELLATIONS = 'US cancellations';
const DRAFTS = 'My drafts due for review';
const LOW_STOCK = 'GB published, lowest stock first';
const US_TIPS = 'Published in the US';

/** Calls as one account or another, each signed in once per sandbox. */
function staffOf(sandbox: TestSandbox) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string) => {
    if (!tokens.has(email)) tokens.set(email, sandbox.tokenFor(email));
    return tokens.get(email)!;
  };
  const as = async (email: string, method: string, path: string, body?: unknown): Promise<SandboxAnswer> => sandbox.call(method, path, body, await tokenOf(email));
  const viewsOf = async (email: string, resource: string): Promise<SavedView[]> => {
    const answer = await as(email, 'GET', `/v1/saved-views?resource=${resource}`);
    expect(answer.status).toBe(200);
    return savedViewListAnswerSchema.parse(JSON.parse(answer.text)).data;
  };
  const namesOf = async (email: string, resource: string) => (await viewsOf(email, resource)).map((view) => view.name);
  const create = async (email: string, body: Record<string, unknown>): Promise<SavedView> => {
    const answer = await as(email, 'POST', '/v1/saved-views', { query: '', columns: null, shared: false, ...body });
    expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
    return savedViewSchema.parse((JSON.parse(answer.text) as { data: unknown }).data);
  };
  const forget = () => tokens.clear();
  return { as, viewsOf, namesOf, create, forget };
}

/** A 422's (or a field-bound 409's) JSON body. */
function fieldErrors(answer: SandboxAnswer): { message: string; errors: Record<string, string> } {
  return JSON.parse(answer.text) as { message: string; errors: Record<string, string> };
}

describe('the demo views', () => {
  it('each pass the contract, on a list their owner’s role opens', () => {
    for (const { owner, ...body } of SEED_SAVED_VIEWS) {
      expect(isViewListName(body.resource)).toBe(true);
      expect(savedViewBodySchema(VIEW_LISTS[body.resource].columns).parse(body)).toEqual(body);
      const role = SEED_USERS.find((user) => user.email === owner)?.role;
      expect([owner, body.resource, role && mayOpenViewList(body.resource, role)]).toEqual([owner, body.resource, true]);
    }
  });
});

describe('reading saved views', () => {
  const sandbox = testSandbox();
  const { as, viewsOf, namesOf } = staffOf(sandbox);

  it("gives an admin their own views and others' shared ones, never another's own", async () => {
    expect(await namesOf(ADA, 'orders')).toEqual([QUEUE]);
    expect(await namesOf(OMAR, 'orders')).toEqual([QUEUE, CANCELLATIONS]);
    expect(await namesOf(CHLOE, 'orders')).toEqual([QUEUE]);
  });

  it('answers each view whole, with its owner', async () => {
    const [queue] = await viewsOf(CHLOE, 'orders');
    expect(queue).toEqual({
      id: expect.any(Number),
      resource: 'orders',
      name: QUEUE,
      query: 'status=needs_action&sort=created_at&dir=asc&limit=50',
      columns: ['order_number', 'created_at', 'customer_name', 'status', 'items_count', 'total'],
      shared: true,
      owner: { id: expect.any(Number), name: 'Ada Admin' },
      created_at: expect.any(String),
      updated_at: queue.created_at,
    });
  });

  it('shares a view with every role that opens its list, and only with them', async () => {
    // Products open to both roles: an editor's shared view reaches admins too.
    expect(await namesOf(ADA, 'products')).toEqual([LOW_STOCK]);
    expect(await namesOf(EDDIE, 'products')).toEqual([LOW_STOCK]);
    // Tips are the editors' list: Keira's shared view reaches editors, and an admin is refused the list.
    expect(await namesOf(EDDIE, 'tips')).toEqual([US_TIPS]);
    expect(await as(ADA, 'GET', '/v1/saved-views?resource=tips')).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
  });

  it('refuses an editor the views of a list only admins open, shared ones included', async () => {
    for (const resource of ['orders', 'customers', 'settings', 'users']) {
      expect([resource, await as(EDDIE, 'GET', `/v1/saved-views?resource=${resource}`)]).toEqual([resource, { status: 403, text: MSG_VIEW_LIST_FORBIDDEN }]);
    }
  });

  it("keeps an editor's own view to them", async () => {
    expect(await namesOf(EDDIE, 'content')).toEqual([DRAFTS]);
    expect(await namesOf(GRACE, 'content')).toEqual([]);
    expect(await namesOf(ADA, 'content')).toEqual([]);
  });

  it('answers 422 naming resource when the list is missing or not a list', async () => {
    for (const query of ['', '?resource=', '?resource=nonsense', '?resource=saved-views', '?resource=constructor', '?resource=product-options']) {
      const answer = await as(ADA, 'GET', `/v1/saved-views${query}`);
      expect([query, answer.status]).toEqual([query, 422]);
      expect(fieldErrors(answer).errors).toEqual({ resource: query === '' ? MSG_VIEW_RESOURCE_REQUIRED : expect.any(String) });
    }
    expect(fieldErrors(await as(ADA, 'GET', '/v1/saved-views?resource=nonsense')).message).toBe(MSG_VIEW_RESOURCE_UNKNOWN);
  });

  it('asks for a token, and has no call that reads one view alone', async () => {
    expect((await sandbox.call('GET', '/v1/saved-views?resource=products', undefined, '')).status).toBe(401);
    const [view] = await viewsOf(ADA, 'orders');
    expect(await as(ADA, 'GET', `/v1/saved-views/${view.id}`)).toEqual({ status: 404, text: 'Not found' });
  });
});

describe('saving a view', () => {
  const sandbox = testSandbox();
  const { as, namesOf, create } = staffOf(sandbox);

  it('saves one under the owner, trimmed, and lists it by name among the others', async () => {
    const view = await create(ADA, { resource: 'orders', name: '  Awaiting in GB ', query: 'status=awaiting&region=gb', columns: ['order_number', 'total'] });
    expect(view).toMatchObject({ resource: 'orders', name: 'Awaiting in GB', query: 'status=awaiting&region=gb', columns: ['order_number', 'total'], shared: false, owner: { name: 'Ada Admin' } });
    expect(view.created_at).toBe(view.updated_at);
    expect(await namesOf(ADA, 'orders')).toEqual(['Awaiting in GB', QUEUE]);
    expect(await namesOf(OMAR, 'orders')).not.toContain('Awaiting in GB');
  });

  it("shares one with everyone whose role opens the list, the editors' own content view included", async () => {
    await create(EDDIE, { resource: 'content', name: 'Hay fever, both regions', query: 'search=hay+fever', shared: true });
    expect(await namesOf(ADA, 'content')).toEqual(['Hay fever, both regions']);
    expect(await namesOf(GRACE, 'content')).toEqual(['Hay fever, both regions']);
  });

  it('refuses a second view of the same name for the same owner and list, whatever its case or edge spaces', async () => {
    await create(GRACE, { resource: 'videos', name: 'Vimeo only' });
    for (const name of ['Vimeo only', 'VIMEO ONLY', '  vimeo Only  ']) {
      const answer = await as(GRACE, 'POST', '/v1/saved-views', { resource: 'videos', name, query: '', columns: null, shared: false });
      expect([name, answer.status]).toEqual([name, 409]);
      expect(fieldErrors(answer)).toEqual({ message: duplicateViewNameMessage(name), errors: { name: duplicateViewNameMessage(name) } });
    }
    expect(duplicateViewNameMessage('  vimeo Only  ')).toBe('You already have a view called “vimeo Only” on this list');
    // The same name is free on another list, and to another person on this one.
    await create(GRACE, { resource: 'bundles', name: 'Vimeo only' });
    await create(EDDIE, { resource: 'videos', name: 'Vimeo only' });
    expect(await namesOf(GRACE, 'videos')).toEqual(['Vimeo only']);
  });

  it('refuses a view of a list the role may not open with 403, whatever else the body holds', async () => {
    const body = { resource: 'orders', name: 'Mine', query: '', columns: null, shared: true };
    expect(await as(EDDIE, 'POST', '/v1/saved-views', body)).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
    expect(await as(EDDIE, 'POST', '/v1/saved-views', { ...body, name: '', columns: ['nope'] })).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
    expect(await as(ADA, 'POST', '/v1/saved-views', { ...body, resource: 'tips' })).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
  });

  it.each([
    ['no list', { resource: undefined }, 'resource', MSG_VIEW_RESOURCE_REQUIRED],
    ['an unknown list', { resource: 'secrets' }, 'resource', MSG_VIEW_RESOURCE_UNKNOWN],
    ['a column of another list', { columns: ['title', 'total'] }, 'columns.1', MSG_VIEW_COLUMN_UNKNOWN],
    ['a column no list has', { columns: ['password'] }, 'columns.0', MSG_VIEW_COLUMN_UNKNOWN],
    ['a blank name', { name: ' ' }, 'name', MSG_VIEW_NAME_REQUIRED],
    ['a 61-character name', { name: 'n'.repeat(61) }, 'name', MSG_VIEW_NAME_TOO_LONG],
    ['a query with its ?', { query: '?status=draft' }, 'query', MSG_VIEW_QUERY_MARK],
    ['a query with a page', { query: 'status=draft&page=2' }, 'query', MSG_VIEW_QUERY_PAGE],
    ['shared missing', { shared: undefined }, 'shared', expect.any(String)],
  ])('refuses %s with 422 naming the field', async (_case, change, field, message) => {
    const answer = await as(EDDIE, 'POST', '/v1/saved-views', { resource: 'content', name: 'Checked', query: '', columns: ['title'], shared: false, ...change });
    expect(answer.status).toBe(422);
    expect(fieldErrors(answer).errors).toEqual({ [field]: message });
  });

  it('refuses a body that is not JSON with 400', async () => {
    expect(await as(EDDIE, 'POST', '/v1/saved-views', '{"resource":')).toEqual({ status: 400, text: 'Invalid JSON body' });
  });
});

describe('views of the equivalence report, a list that is no resource', () => {
  const sandbox = testSandbox();
  const { as, namesOf, create } = staffOf(sandbox);
  const REPORT = 'content-equivalence';

  it("keeps them under the report's own name, shared with every role that opens the report", async () => {
    const view = await create(EDDIE, { resource: REPORT, name: 'GB drift', query: 'problem=drift&region=gb&sort=updated_at&order=desc', columns: ['title', 'problem', 'equivalent'], shared: true });
    expect(view).toMatchObject({ resource: REPORT, query: 'problem=drift&region=gb&sort=updated_at&order=desc', columns: ['title', 'problem', 'equivalent'] });
    expect(await namesOf(ADA, REPORT)).toEqual(['GB drift']);
    expect(await namesOf(GRACE, REPORT)).toEqual(['GB drift']);
    // The content list's views are another list's.
    expect(await namesOf(EDDIE, 'content')).toEqual([DRAFTS]);
  });

  it("checks a view's columns against the report's, and knows the report by no other name", async () => {
    const answer = await as(EDDIE, 'POST', '/v1/saved-views', { resource: REPORT, name: 'Statuses', query: '', columns: ['title', 'status'], shared: false });
    expect([answer.status, fieldErrors(answer).errors]).toEqual([422, { 'columns.1': MSG_VIEW_COLUMN_UNKNOWN }]);
    for (const resource of ['content%2Fequivalence', 'equivalence']) {
      const other = await as(EDDIE, 'GET', `/v1/saved-views?resource=${resource}`);
      expect([resource, other.status, fieldErrors(other).errors]).toEqual([resource, 422, { resource: expect.any(String) }]);
    }
  });
});

describe('changing and deleting a view', () => {
  const sandbox = testSandbox();
  const { as, viewsOf, namesOf, create } = staffOf(sandbox);
  const seeded = async (email: string, resource: string, name: string) => (await viewsOf(email, resource)).find((view) => view.name === name)!;

  it('lets the owner replace the name, query, columns and sharing', async () => {
    const view = await create(OMAR, { resource: 'customers', name: 'Big spenders', query: 'sort=total_spent&order=desc' });
    const answer = await as(OMAR, 'PUT', `/v1/saved-views/${view.id}`, { name: 'Big spenders, GB', query: 'region=gb&sort=total_spent&order=desc', columns: ['name', 'total_spent'], shared: true });
    expect(answer.status).toBe(200);
    const changed = savedViewSchema.parse((JSON.parse(answer.text) as { data: unknown }).data);
    expect(changed).toEqual({ ...view, name: 'Big spenders, GB', query: 'region=gb&sort=total_spent&order=desc', columns: ['name', 'total_spent'], shared: true, updated_at: expect.any(String) });
    expect(await namesOf(CHLOE, 'customers')).toEqual(['Big spenders, GB']);
  });

  it("takes the view's own list in the body, but never moves it to another", async () => {
    const view = await create(EDDIE, { resource: 'pages', name: 'GB pages', query: 'region=gb' });
    const body = { name: 'GB pages', query: 'region=gb', columns: null, shared: false };
    expect((await as(EDDIE, 'PUT', `/v1/saved-views/${view.id}`, { ...body, resource: 'pages' })).status).toBe(200);
    const moved = await as(EDDIE, 'PUT', `/v1/saved-views/${view.id}`, { ...body, resource: 'videos' });
    expect([moved.status, fieldErrors(moved).errors]).toEqual([422, { resource: MSG_VIEW_RESOURCE_FIXED }]);
    // Columns are checked against the view's own list.
    const columns = await as(EDDIE, 'PUT', `/v1/saved-views/${view.id}`, { ...body, columns: ['total'] });
    expect([columns.status, fieldErrors(columns).errors]).toEqual([422, { 'columns.0': MSG_VIEW_COLUMN_UNKNOWN }]);
    const partial = await as(EDDIE, 'PUT', `/v1/saved-views/${view.id}`, { name: 'Only a name' });
    expect(partial.status).toBe(422);
  });

  it('refuses a rename onto another of the owner’s names with 409, but not a change of case of its own', async () => {
    const first = await create(GRACE, { resource: 'bundles', name: 'Winter' });
    await create(GRACE, { resource: 'bundles', name: 'Summer' });
    const body = { query: '', columns: null, shared: false };
    const clash = await as(GRACE, 'PUT', `/v1/saved-views/${first.id}`, { ...body, name: ' SUMMER' });
    expect([clash.status, fieldErrors(clash).errors]).toEqual([409, { name: duplicateViewNameMessage('SUMMER') }]);
    expect((await as(GRACE, 'PUT', `/v1/saved-views/${first.id}`, { ...body, name: 'WINTER' })).status).toBe(200);
    expect(await namesOf(GRACE, 'bundles')).toEqual(['Summer', 'WINTER']);
  });

  it("refuses to change or delete someone else's shared view with 403, leaving it as it was", async () => {
    const queue = await seeded(OMAR, 'orders', QUEUE);
    const body = { name: 'Mine now', query: '', columns: null, shared: false };
    expect(await as(OMAR, 'PUT', `/v1/saved-views/${queue.id}`, body)).toEqual({ status: 403, text: MSG_VIEW_OWNER_CHANGES });
    expect(await as(OMAR, 'DELETE', `/v1/saved-views/${queue.id}`)).toEqual({ status: 403, text: MSG_VIEW_OWNER_DELETES });
    const lowStock = await seeded(EDDIE, 'products', LOW_STOCK);
    expect(await as(ADA, 'PUT', `/v1/saved-views/${lowStock.id}`, body)).toEqual({ status: 403, text: MSG_VIEW_OWNER_CHANGES });
    expect(await seeded(CHLOE, 'orders', QUEUE)).toEqual(queue);
  });

  it("answers 404 for a view the user cannot see: another's own, one of a list their role may not open, or none", async () => {
    const cancellations = await seeded(OMAR, 'orders', CANCELLATIONS);
    const drafts = await seeded(EDDIE, 'content', DRAFTS);
    const tips = await seeded(EDDIE, 'tips', US_TIPS);
    const queue = await seeded(ADA, 'orders', QUEUE);
    const body = { name: 'Taken over', query: '', columns: null, shared: false };
    const cases: [string, number][] = [
      [ADA, cancellations.id], // another admin's own view
      [GRACE, drafts.id], // another editor's own view
      [ADA, tips.id], // shared, but of the editors' tips list
      [EDDIE, queue.id], // shared, but of the admins' orders list
      [ADA, 999_999],
    ];
    for (const [email, id] of cases) {
      expect([email, id, await as(email, 'PUT', `/v1/saved-views/${id}`, body)]).toEqual([email, id, { status: 404, text: MSG_VIEW_NOT_FOUND }]);
      expect([email, id, await as(email, 'DELETE', `/v1/saved-views/${id}`)]).toEqual([email, id, { status: 404, text: MSG_VIEW_NOT_FOUND }]);
    }
    expect(await as(ADA, 'DELETE', '/v1/saved-views/abc')).toEqual({ status: 404, text: MSG_VIEW_NOT_FOUND });
    expect(await namesOf(OMAR, 'orders')).toEqual([QUEUE, CANCELLATIONS]);
  });

  it('lets the owner delete their view, which then is gone for everyone', async () => {
    const view = await create(KEIRA, { resource: 'tips', name: 'Drafts to finish', query: 'status=draft', shared: true });
    expect(await namesOf(EDDIE, 'tips')).toContain('Drafts to finish');
    expect(await as(KEIRA, 'DELETE', `/v1/saved-views/${view.id}`)).toEqual({ status: 204, text: '' });
    expect(await namesOf(EDDIE, 'tips')).not.toContain('Drafts to finish');
    expect(await as(KEIRA, 'DELETE', `/v1/saved-views/${view.id}`)).toEqual({ status: 404, text: MSG_VIEW_NOT_FOUND });
  });
});

describe('views and the accounts behind them', () => {
  const sandbox = testSandbox({ lifetime: 'test', hasDbFile: true });
  const { as, viewsOf, namesOf, create, forget } = staffOf(sandbox);
  afterEach(forget);

  it('hides an own view once its owner’s role may no longer open the list, and drops a deleted account’s views', async () => {
    const cancellations = (await viewsOf(OMAR, 'orders')).find((view) => view.name === CANCELLATIONS)!;
    const omar = cancellations.owner;
    const account = { name: omar.name, email: OMAR, role: 'editor', status: 'active', photo: null };
    expect((await as(ADA, 'PUT', `/v1/users/${omar.id}`, account)).status).toBe(200);
    forget();
    expect(await as(OMAR, 'GET', '/v1/saved-views?resource=orders')).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
    expect(await as(OMAR, 'DELETE', `/v1/saved-views/${cancellations.id}`)).toEqual({ status: 404, text: MSG_VIEW_NOT_FOUND });

    const grace = (await viewsOf(ADA, 'products'))[0].owner;
    expect((await as(ADA, 'DELETE', `/v1/users/${grace.id}`)).status).toBe(204);
    expect(await namesOf(ADA, 'products')).toEqual([]);
  });

  it('puts the demo views back on a reset, and nothing else', async () => {
    await create(ADA, { resource: 'orders', name: 'Made before the reset' });
    const queue = (await viewsOf(ADA, 'orders'))[0];
    expect((await as(ADA, 'DELETE', `/v1/saved-views/${queue.id}`)).status).toBe(204);
    expect(await namesOf(ADA, 'orders')).toEqual(['Made before the reset']);

    resetDatabase(sandbox.openDatabase(), Date.now());
    // A reset signs everyone out.
    forget();
    expect(await namesOf(ADA, 'orders')).toEqual([QUEUE]);
    expect(await namesOf(OMAR, 'orders')).toEqual([QUEUE, CANCELLATIONS]);
    expect(await namesOf(EDDIE, 'content')).toEqual([DRAFTS]);
    expect(await namesOf(EDDIE, 'products')).toEqual([LOW_STOCK]);
    expect(await namesOf(KEIRA, 'tips')).toEqual([US_TIPS]);
  });

  it('gives a database made before saved views the demo views once; an emptied table stays empty', async () => {
    await sandbox.restartOn((db) => {
      resetDatabase(db, Date.now());
      db.exec('DROP TABLE saved_views');
    });
    expect(await namesOf(ADA, 'orders')).toEqual([QUEUE]);

    const folder = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    const options = { dbPath: join(folder, 'sandbox.db'), quiet: true, print: () => {} };
    try {
      let running = await startSandbox(options);
      const tokenOf = async (email: string) => {
        await callSandbox(running.url, 'POST', '/v1/auth/request-code', { body: { email } });
        const mail = await callSandbox(running.url, 'GET', `/__sandbox/mailbox?email=${encodeURIComponent(email)}`);
        const { code } = (JSON.parse(mail.text) as { data: { code: string } }).data;
        const login = await callSandbox(running.url, 'POST', '/v1/auth/login', { body: { email, code } });
        return (JSON.parse(login.text) as { data: { session: { access_token: string } } }).data.session.access_token;
      };
      const ordersOf = async (token: string) => savedViewListAnswerSchema.parse(JSON.parse((await callSandbox(running.url, 'GET', '/v1/saved-views?resource=orders', { token })).text)).data;
      let token = await tokenOf(ADA);
      const [seededQueue] = await ordersOf(token);
      expect((await callSandbox(running.url, 'DELETE', `/v1/saved-views/${seededQueue.id}`, { token })).status).toBe(204);
      await running.close();

      running = await startSandbox(options);
      token = await tokenOf(ADA);
      expect(await ordersOf(token)).toEqual([]);
      await running.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
