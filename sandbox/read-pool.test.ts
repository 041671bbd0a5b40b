/** @jest-environment node */
// A slow read never holds up another call: on a sandbox over a database file, heavy reads run in worker
// threads over read-only connections, and the main thread goes on answering meanwhile. The workers read
// what the main thread wrote, as soon as the write was answered.
import { presetPeriod } from '@/areas/dashboard/period';
import { testSandbox } from './test-harness';

const sandbox = testSandbox({ hasDbFile: true, signedInAs: 'admin@example.com' });

interface ReadStats {
  busy: number;
  queued: number;
  ran: Record<string, number>;
}

const readStats = () => sandbox.data<ReadStats>('GET', '/__sandbox/reads');

/** Polls the pool's state until `holds` (a few ms apart, 15 s at most): rather than wait a fixed time and hope. */
async function waitForReads(holds: (stats: ReadStats) => boolean, what: string): Promise<ReadStats> {
  const until = performance.now() + 15_000;
  for (;;) {
    const stats = await readStats();
    if (holds(stats)) return stats;
    if (performance.now() > until) throw new Error(`The read pool never had ${what}: ${JSON.stringify(stats)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with the moment the call answered, failing on any answer but a 2xx. */
async function answeredAt(call: Promise<unknown>): Promise<number> {
  await call;
  return performance.now();
}

describe('the read pool', () => {
  it('answers a cheap list while a slow read runs, before that read is done', async () => {
    const slow = answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=4000'));
    // Asked once the slow read is running in a worker.
    await waitForReads((stats) => stats.busy === 1, 'the slow read running');
    const cheapAsked = performance.now();
    const cheap = answeredAt(sandbox.data('GET', '/v1/products?limit=5'));
    const [slowDone, cheapDone] = await Promise.all([slow, cheap]);
    expect(cheapDone).toBeLessThan(slowDone);
    // Two slow reads side by side hold two workers; the main thread still answers.
    const both = [answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=2000')), answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=2000'))];
    await waitForReads((stats) => stats.busy === 2, 'both slow reads running');
    const health = await answeredAt(sandbox.call('GET', '/health'));
    expect(health).toBeLessThan(Math.min(...(await Promise.all(both))));
    expect(cheapAsked).toBeLessThan(cheapDone);
  }, 60_000);

  it('reads in a worker what a write just changed, and at the clock the sandbox keeps', async () => {
    const period = presetPeriod(30, 'gb');
    const queue = async () =>
      (await sandbox.data<{ figures: { orders_by_status: Record<string, number> } }>('GET', `/v1/dashboard/orders_by_status?region=gb&from=${period.from}&to=${period.to}`)).figures
        .orders_by_status;
    const before = await queue();
    const placed = (await sandbox.data<{ records: { id: number; status: string }[] }>('GET', '/v1/orders?limit=1&status=placed&region=gb')).records[0];
    await sandbox.data('POST', `/v1/orders/${placed.id}/status`, { from: 'placed', to: 'processed' });
    expect(await queue()).toEqual({ ...before, placed: before.placed - 1, processed: before.processed + 1 });

    // The worker dates by the clock the main thread keeps: moved on, more reviews are overdue, as the list says.
    const overdue = async (token: string) => {
      const path = `/v1/dashboard/content_work?region=gb&from=${period.from}&to=${period.to}`;
      return (await sandbox.data<{ figures: { content_work: { review_overdue: number } } }>('GET', path, undefined, token)).figures.content_work.review_overdue;
    };
    const admin = await sandbox.tokenFor('admin@example.com');
    const overdueNow = await overdue(admin);
    await sandbox.data('POST', '/__sandbox/clock', { advance_seconds: 366 * 24 * 60 * 60 });
    const later = await sandbox.tokenFor('admin@example.com');
    const overdueLater = await overdue(later);
    expect(overdueLater).toBeGreaterThan(overdueNow);
    expect(overdueLater).toBe((await sandbox.data<{ total: number }>('GET', '/v1/content?limit=1&review_due=overdue&region=gb', undefined, later)).total);
    await sandbox.call('DELETE', '/__sandbox/clock');
  }, 60_000);

  it('reads an ordinary list in a free worker, and on the main thread when every worker is busy', async () => {
    const listsRun = async () => (await readStats()).ran['catalogue.list'] ?? 0;
    // The workers load with the first task; until one is free a list is read on the main thread.
    await sandbox.data('GET', '/__sandbox/slow-read?ms=1');
    await waitForReads((stats) => stats.busy === 0 && stats.queued === 0, 'every worker free');
    const before = await listsRun();
    const searched = await sandbox.data<{ records: { id: number }[]; total: number }>('GET', '/v1/orders?limit=5&search=a');
    expect(await listsRun()).toBe(before + 1);
    expect(searched.total).toBeGreaterThan(0);

    // A step answered, then a list asked, reads the step's result in the worker.
    const placed = (await sandbox.data<{ records: { id: number }[] }>('GET', '/v1/orders?limit=1&status=placed&region=us')).records[0];
    await sandbox.data('POST', `/v1/orders/${placed.id}/status`, { from: 'placed', to: 'processed' });
    const processed = await sandbox.data<{ records: { id: number }[] }>('GET', `/v1/orders?limit=1&status=processed&region=us&sort=id&order=asc&after_id=${placed.id - 1}`);
    expect(processed.records.map((order) => order.id)).toEqual([placed.id]);
    expect(await listsRun()).toBe(before + 3);

    // Content's own list route takes the same way.
    await sandbox.data('GET', '/v1/content?limit=5&search=e');
    expect(await listsRun()).toBe(before + 4);

    // The call log counts a list a worker read, and a planned fault still answers for it.
    await sandbox.call('DELETE', '/__sandbox/calls');
    await sandbox.data('POST', '/__sandbox/faults', { method: 'GET', path: '/v1/products', status: 503 });
    expect((await sandbox.call('GET', '/v1/products?limit=5')).status).toBe(503);
    expect((await sandbox.call('GET', '/v1/products?limit=5')).status).toBe(200);
    expect((await sandbox.data<Record<string, number>>('GET', '/__sandbox/calls'))['GET /v1/products']).toBe(2);
    await sandbox.call('DELETE', '/__sandbox/faults');
    expect(await listsRun()).toBe(before + 5);

    // With both workers held by slow reads a list does not queue behind them: the main thread reads it.
    const slow = [answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=3000')), answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=3000'))];
    await waitForReads((stats) => stats.busy === 2, 'both slow reads running');
    const list = await answeredAt(sandbox.data('GET', '/v1/orders?limit=5&search=a'));
    expect(list).toBeLessThan(Math.min(...(await Promise.all(slow))));
    expect(await listsRun()).toBe(before + 5);
  }, 60_000);

  it('refuses a slow read past its limit with a 422', async () => {
    expect((await sandbox.call('GET', '/__sandbox/slow-read?ms=60000')).status).toBe(422);
    expect((await sandbox.call('GET', '/__sandbox/slow-read')).status).toBe(422);
  });
});
