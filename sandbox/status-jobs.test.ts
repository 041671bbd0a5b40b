/** @jest-environment node */
// Status jobs over real HTTP (docs/api-contract.md#status-jobs): a step on every record a list's query
// matches, past one page; progress read back while it runs, with other requests answered meanwhile; records
// that cannot take the step counted with their reasons while the rest go on; Stop keeps what is done; the
// same grants as a single step, and a job seen only by whoever started it.
import type { StatusJob } from '@/lib/contract/status-jobs';
import { testSandbox } from './test-harness';

type Row = Record<string, unknown> & { id: number; title: string; status: string };
interface Page<T> {
  records: T[];
  total: number;
}

const sandbox = testSandbox({ signedInAs: 'admin@example.com' });
const { call, data } = sandbox;

const draft = (title: string) => ({ kind: 3, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), region: 'gb', blocks: [{ type: 'markdown', body: 'Some text.' }] });

/** `count` new drafts titled `<word> 001`…, so a search for the word finds them and nothing else. */
async function grow(word: string, count: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let n = 1; n <= count; n += 1) rows.push(await data<Row>('POST', '/v1/content', draft(`${word} ${String(n).padStart(3, '0')}`)));
  return rows;
}

async function settled(id: number, token?: string, resource = 'content'): Promise<StatusJob> {
  for (;;) {
    const job = await data<StatusJob>('GET', `/v1/${resource}/status-jobs/${id}`, undefined, token);
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the sandbox says the job's work has ended (GET /__sandbox/status-jobs/working), not for a fixed time. */
async function workEnded(id: number): Promise<void> {
  for (;;) {
    const working = (await (await fetch(`${sandbox.url}/__sandbox/status-jobs/working`)).json()) as { data: { ids: number[] } };
    if (!working.data.ids.includes(id)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const totalOf = async (resource: string, query: string) => (await data<Page<Row>>('GET', `/v1/${resource}?${query}&limit=5`)).total;
const countOf = (query: string) => totalOf('content', query);

const setPace = (chunk_size: number, pause_ms: number) => fetch(`${sandbox.url}/__sandbox/status-jobs/pace`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chunk_size, pause_ms }) });
afterEach(() => fetch(`${sandbox.url}/__sandbox/status-jobs/pace`, { method: 'DELETE' }));

describe('status jobs', () => {
  it('sends every draft the query matches for review, far past one page, and counts them', async () => {
    await grow('Pollenjob', 120);
    const started = await call('POST', '/v1/content/status-jobs', { step: 'submit', query: { search: 'Pollenjob', status: 'draft', page: '3', limit: '5' } });
    expect(started.status).toBe(202);
    const job = JSON.parse(started.text).data as StatusJob;
    expect(job).toMatchObject({ resource: 'content', step: 'submit', state: 'running', total: 120, done: 0 });

    const ended = await settled(job.id);
    expect(ended).toMatchObject({ state: 'finished', total: 120, done: 120, succeeded: 120, failed: 0, reasons: [] });
    expect(ended.ended_at).not.toBeNull();
    expect(await countOf('search=Pollenjob&status=in_review')).toBe(120);
    // Each record's change is a status change by the one who started the job, as a single step is.
    const [first] = (await data<Page<Row>>('GET', '/v1/content?search=Pollenjob&limit=1')).records;
    const history = await data<{ records: { action: string }[] }>('GET', `/v1/content/${first.id}/history`);
    expect(history.records[0].action).toBe('status_changed');
  });

  it('counts the records that cannot take the step with their reason and changes the rest', async () => {
    const rows = await grow('Hayjob', 12);
    for (const row of rows.slice(0, 3)) await data('POST', `/v1/content/${row.id}/status`, { from: 'draft', to: 'in_review' });
    const job = await data<StatusJob>('POST', '/v1/content/status-jobs', { step: 'submit', query: { search: 'Hayjob' } });
    expect(job.total).toBe(12);
    const ended = await settled(job.id);
    expect(ended).toMatchObject({ state: 'finished', done: 12, succeeded: 9, failed: 3 });
    expect(ended.reasons).toEqual([{ message: 'It is In review; “Send for review” applies to Draft.', count: 3, examples: rows.slice(0, 3).map((row) => row.id) }]);
    expect(await countOf('search=Hayjob&status=in_review')).toBe(12);
  });

  it('answers other requests while a job works, and Stop keeps what is done and changes nothing more', async () => {
    await grow('Stopjob', 40);
    await setPace(4, 60);
    const job = await data<StatusJob>('POST', '/v1/content/status-jobs', { step: 'submit', query: { search: 'Stopjob', status: 'draft' } });
    // A list asked meanwhile is answered before the job is through.
    await countOf('search=Stopjob');
    expect((await data<StatusJob>('GET', `/v1/content/status-jobs/${job.id}`)).state).toBe('running');
    let now = job;
    while (now.done === 0) now = await data<StatusJob>('GET', `/v1/content/status-jobs/${job.id}`);

    const stopped = await data<StatusJob>('POST', `/v1/content/status-jobs/${job.id}/stop`);
    expect(stopped.state).toBe('stopped');
    expect(stopped.done).toBeLessThan(40);
    expect(stopped.done).toBe(stopped.succeeded + stopped.failed);
    // Once the job's work has seen the stop and ended, nothing more can change: read it all again then.
    await workEnded(job.id);
    const later = await data<StatusJob>('GET', `/v1/content/status-jobs/${job.id}`);
    expect(later).toEqual(stopped);
    expect(await countOf('search=Stopjob&status=in_review')).toBe(stopped.succeeded);
    expect(await countOf('search=Stopjob&status=draft')).toBe(40 - stopped.succeeded);
    // Stopping an ended job changes nothing.
    expect(await data<StatusJob>('POST', `/v1/content/status-jobs/${job.id}/stop`)).toEqual(stopped);
  });

  it('runs on the other lists with steps too, with their filters (orders awaiting payment marked placed)', async () => {
    const awaiting = await totalOf('orders', 'status=awaiting&region=gb');
    expect(awaiting).toBeGreaterThan(0);
    const placedBefore = await totalOf('orders', 'status=placed&region=gb');
    const job = await data<StatusJob>('POST', '/v1/orders/status-jobs', { step: 'place', query: { status: 'awaiting', region: 'gb' } });
    expect(job.total).toBe(awaiting);
    const ended = await settled(job.id, undefined, 'orders');
    expect(ended).toMatchObject({ state: 'finished', succeeded: awaiting, failed: 0 });
    expect(await totalOf('orders', 'status=awaiting&region=gb')).toBe(0);
    expect(await totalOf('orders', 'status=placed&region=gb')).toBe(placedBefore + awaiting);
  });

  it('refuses an unknown step, a step that runs on one record at a time, and a bad query', async () => {
    const unknown = await call('POST', '/v1/content/status-jobs', { step: 'shred', query: {} });
    expect(unknown.status).toBe(422);
    const single = await call('POST', '/v1/content/status-jobs', { step: 'publish', query: {} });
    expect(single.status).toBe(422);
    expect(JSON.parse(single.text).message).toBe('“Publish” runs on one content at a time.');
    expect((await call('POST', '/v1/content/status-jobs', { step: 'submit', query: { search: 'x'.repeat(201) } })).status).toBe(422);
    expect((await call('POST', '/v1/content/status-jobs', { step: 'submit', query: 'all' })).status).toBe(422);
    expect((await call('POST', '/v1/orders/status-jobs', { step: 'ship', query: {} })).status).toBe(422);
  });

  it('is granted as a single step is, and shows a job to no one but who started it', async () => {
    const editor = await sandbox.tokenFor('editor@example.com');
    // Editors run no step on orders, one record or many.
    expect((await call('POST', '/v1/orders/status-jobs', { step: 'place', query: {} }, editor)).status).toBe(403);
    expect((await call('POST', '/v1/content/status-jobs', { step: 'submit', query: {} }, '')).status).toBe(401);

    await grow('Ownjob', 3);
    const job = await data<StatusJob>('POST', '/v1/content/status-jobs', { step: 'submit', query: { search: 'Ownjob' } });
    expect((await call('GET', `/v1/content/status-jobs/${job.id}`, undefined, editor)).status).toBe(404);
    expect((await call('POST', `/v1/content/status-jobs/${job.id}/stop`, undefined, editor)).status).toBe(404);
    expect((await settled(job.id)).succeeded).toBe(3);
    expect((await call('GET', '/v1/content/status-jobs/99999')).status).toBe(404);
  });

  // Last: the reset ends every session and replaces the data the other tests made.
  it('is stopped and forgotten by a reset', async () => {
    await grow('Resetjob', 30);
    await setPace(1, 50);
    const job = await data<StatusJob>('POST', '/v1/content/status-jobs', { step: 'submit', query: { search: 'Resetjob' } });
    expect((await call('POST', '/__sandbox/reset', undefined, '')).status).toBe(200);
    const admin = await sandbox.tokenFor('admin@example.com');
    expect((await call('GET', `/v1/content/status-jobs/${job.id}`, undefined, admin)).status).toBe(404);
    expect((await call('POST', `/v1/content/status-jobs/${job.id}/stop`, undefined, admin)).status).toBe(404);
  });
});
