/** @jest-environment node */
// A list's saved views follow its screen's route, custom lists too: with a route table that opens the GB/US
// equivalence report to editors alone (today it is open to both roles), an editor's shared views of the
// report are refused to admins, listed, saved, changed or deleted, as any list's are to a role that may
// not open it; the editors keep them.
import { MSG_VIEW_LIST_FORBIDDEN, MSG_VIEW_NOT_FOUND } from '@/lib/contract/saved-views';
import type { Role } from '@/lib/routes';
import { testSandbox } from './test-harness';

jest.mock('@/lib/routes', () => {
  const routes = jest.requireActual<typeof import('@/lib/routes')>('@/lib/routes');
  return { ...routes, isPathAllowed: (path: string, role: Role) => !(path === '/content/equivalence' && role === 'admin') && routes.isPathAllowed(path, role) };
});

const ADA = 'admin@example.com';
const EDDIE = 'editor@example.com';
const GRACE = 'grace.hopper-smith@example.com';
const REPORT = 'content-equivalence';

describe('views of a list the route table closes to a role', () => {
  const sandbox = testSandbox();
  const as = async (email: string, method: string, path: string, body?: unknown) => sandbox.call(method, path, body, await sandbox.tokenFor(email));

  it("refuses an editor's views of the equivalence report to an admin, and keeps them for editors", async () => {
    const body = { resource: REPORT, name: 'Missing in the US', query: 'problem=missing&region=gb', columns: ['title', 'problem'], shared: true };
    const saved = await as(EDDIE, 'POST', '/v1/saved-views', body);
    expect(saved.status).toBe(201);
    const { id } = (JSON.parse(saved.text) as { data: { id: number } }).data;

    expect(await as(ADA, 'GET', `/v1/saved-views?resource=${REPORT}`)).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
    expect(await as(ADA, 'POST', '/v1/saved-views', { ...body, name: 'Mine' })).toEqual({ status: 403, text: MSG_VIEW_LIST_FORBIDDEN });
    expect(await as(ADA, 'PUT', `/v1/saved-views/${id}`, body)).toEqual({ status: 404, text: MSG_VIEW_NOT_FOUND });
    expect(await as(ADA, 'DELETE', `/v1/saved-views/${id}`)).toEqual({ status: 404, text: MSG_VIEW_NOT_FOUND });

    const shared = await as(GRACE, 'GET', `/v1/saved-views?resource=${REPORT}`);
    expect([shared.status, (JSON.parse(shared.text) as { data: { name: string }[] }).data.map((view) => view.name)]).toEqual([200, ['Missing in the US']]);
    // The admins' other lists are untouched by the change.
    expect((await as(ADA, 'GET', '/v1/saved-views?resource=orders')).status).toBe(200);
  });
});
