/** @jest-environment node */
// Conditional writes over real HTTP for every resource the API lets one change (sandbox/conditional.ts):
// a record's GET carries its version as the ETag, a write moves it on and names who wrote it, and a PUT
// whose If-Match is no longer the stored version gets 412 with the record as its GET answers now.
import { RESOURCES, type ResourceName } from '@/areas/registry';
import { SANDBOX_AREAS } from './areas';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';
const EDITOR = 'editor@example.com';
const sandbox = testSandbox({ signedInAs: ADMIN });

interface Answer {
  status: number;
  etag: string | null;
  body: { data: Record<string, unknown> } | string;
}

async function send(method: string, path: string, init: { body?: unknown; ifMatch?: string; token?: string } = {}): Promise<Answer> {
  const token = init.token ?? (await sandbox.tokenFor(ADMIN));
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.ifMatch === undefined ? {} : { 'if-match': init.ifMatch }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, etag: response.headers.get('etag'), body: isJson ? (JSON.parse(text) as { data: Record<string, unknown> }) : text };
}

function recordOf(answer: Answer): Record<string, unknown> {
  if (typeof answer.body === 'string') throw new Error(`${answer.status}: ${answer.body}`);
  return answer.body.data;
}

const servedElsewhere = new Set(SANDBOX_AREAS.flatMap((area) => area.servedElsewhere ?? []));
const editedInDrawer = new Set(SANDBOX_AREAS.flatMap((area) => area.editedInDrawer ?? []));

// Every resource a PUT can change, the file library's too (its own store, areas/files); conversations' PUT
// is a status change, checked with its own `from` (409), and is covered here too.
const EDITABLE = (Object.keys(RESOURCES) as ResourceName[]).filter((name) => RESOURCES[name].actions.update || editedInDrawer.has(name) || servedElsewhere.has(name));

/** What a PUT of the record as read sends back: its own fields, the server's own (id, stamps, version) left out. */
function bodyFrom(name: ResourceName, record: Record<string, unknown>): Record<string, unknown> {
  if (name === 'conversations') return { status: record.status, flag_reason: record.flag_reason ?? null };
  // A file's PUT changes its name and alt text alone (the bytes and what is read of them never change).
  if (name === 'files') return { filename: record.filename, alt_text: record.alt_text ?? null };
  const { id: _id, version: _version, updated_by: _by, created_at: _created, updated_at: _updated, ...fields } = record;
  return fields;
}

/** Which record of a resource a test edits: one whose own rules let it be saved again as it is. */
const EDITABLE_RECORD: Partial<Record<ResourceName, (row: Record<string, unknown>) => boolean>> = {
  // A pending invitation is the only kind whose fields may change.
  invitations: (row) => row.status === 'pending',
  // The seed keeps awkward equivalents (another kind) that a save would refuse.
  content: (row) => row.gb_equivalent_id == null && row.us_equivalent_id == null,
  users: (row) => row.email !== ADMIN,
};

async function firstEditable(name: ResourceName): Promise<Record<string, unknown>> {
  // The tips list is the editors' alone; an admin still saves a tip.
  const token = name === 'tips' ? await sandbox.tokenFor(EDITOR) : undefined;
  const list = recordOf(await send('GET', `/v1/${name}?limit=100`, { token })) as unknown as { records: Record<string, unknown>[] };
  const record = list.records.find(EDITABLE_RECORD[name] ?? (() => true));
  if (!record) throw new Error(`No ${name} to edit`);
  return record;
}

describe('conditional writes', () => {
  it('covers every resource a form edits', () => {
    expect(EDITABLE).toEqual(expect.arrayContaining(['products', 'content', 'settings', 'users', 'files', 'team-members', 'influencers', 'categories']));
  });

  describe.each(EDITABLE)('%s', (name) => {
    it('answers its version as the ETag, moves it on with a write, and refuses a stale If-Match with 412 and the current record', async () => {
      const { id } = await firstEditable(name);
      const path = `/v1/${name}/${String(id)}`;
      const read = await send('GET', path);
      expect(read.status).toBe(200);
      const loaded = recordOf(read);
      expect(loaded.version).toEqual(expect.any(Number));
      expect(read.etag).toBe(`"${String(loaded.version)}"`);

      const saved = await send('PUT', path, { body: bodyFrom(name, loaded), ifMatch: read.etag! });
      expect(saved.status === 200 ? saved.status : saved).toBe(200);
      expect(recordOf(saved)).toMatchObject({ version: Number(loaded.version) + 1, updated_by: { id: expect.any(Number), name: 'Ada Admin' } });

      const stale = await send('PUT', path, { body: bodyFrom(name, loaded), ifMatch: read.etag! });
      expect(stale.status).toBe(412);
      const now = await send('GET', path);
      expect(stale.body).toEqual(now.body);
      expect(stale.etag).toBe(`"${String(Number(loaded.version) + 1)}"`);

      // Without If-Match a PUT writes as it always did; a version or writer in the body changes nothing.
      const forged = name === 'conversations' ? {} : { version: 99, updated_by: { id: 0, name: 'Forged' } };
      const blind = await send('PUT', path, { body: { ...bodyFrom(name, loaded), ...forged } });
      expect(blind.status === 200 ? blind.status : blind).toBe(200);
      expect(recordOf(blind)).toMatchObject({ version: Number(loaded.version) + 2, updated_by: { name: 'Ada Admin' } });
    });
  });

  it('answers 400 to an If-Match that names no version, and lets * through', async () => {
    const { id } = await firstEditable('categories');
    const path = `/v1/categories/${String(id)}`;
    const loaded = recordOf(await send('GET', path));
    const malformed = await send('PUT', path, { body: bodyFrom('categories', loaded), ifMatch: 'W/"1"' });
    expect(malformed).toMatchObject({ status: 400, body: expect.stringContaining('If-Match') });
    const any = await send('PUT', path, { body: bodyFrom('categories', loaded), ifMatch: '*' });
    expect(any.status).toBe(200);
  });

  it('moves the version on with a status step, so a form loaded before it is stale', async () => {
    const list = recordOf(await send('GET', '/v1/content?limit=50&status=draft')) as unknown as { records: Record<string, unknown>[] };
    const draft = list.records[0];
    const path = `/v1/content/${String(draft.id)}`;
    const before = await send('GET', path);
    const step = await send('POST', `${path}/status`, { body: { from: 'draft', to: 'in_review' } });
    if (step.status !== 200) throw new Error(`step: ${step.status} ${JSON.stringify(step.body)}`);
    expect(recordOf(step).version).toBe(Number(recordOf(before).version) + 1);
    const stale = await send('PUT', path, { body: bodyFrom('content', recordOf(before)), ifMatch: before.etag! });
    expect(stale.status).toBe(412);
  });

  it('gives no ETag to a list', async () => {
    expect((await send('GET', '/v1/products?limit=1')).etag).toBeNull();
  });
});
