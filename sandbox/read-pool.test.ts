/** @jest-environment node */
// A slow read never holds up another call: on a sandbox over a database file, heavy reads run in worker
// threads over read-only connections, and the main thread goes on answering meanwhile. The workers read
// what the main thread wrote, as soon as the write was answered.
import { presetPeriod } from '@/areas/dashboard/period';
import { testSandbox } from './test-harness';

const sandbox = testSandbox({ hasDbFile: true, signedInAs: 'admin@example.com' });

/** Resolves with the moment the call answered, failing on any answer but a 2xx. */
async function answeredAt(call: Promise<unknown>): Promise<number> {
  await call;
  return performance.now();
}

describe('the read pool', () => {
  it('answers a cheap list while a slow read runs, before that read is done', async () => {
    const slow = answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=4000'));
    // Asked once the slow read has surely reached the sandbox.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cheapAsked = performance.now();
    const cheap = answeredAt(sandbox.data('GET', '/v1/products?limit=5'));
    const [slowDone, cheapDone] = await Promise.all([slow, cheap]);
    expect(cheapDone).toBeLessThan(slowDone);
    // Two slow reads side by side hold two workers; the main thread still answers.
    const both = [answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=2000')), answeredAt(sandbox.data('GET', '/__sandbox/slow-read?ms=2000'))];
    await new Promise((resolve) => setTimeout(resolve, 300));
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

  it('refuses a slow read past its limit with a 422', async () => {
    expect((await sandbox.call('GET', '/__sandbox/slow-read?ms=60000')).status).toBe(422);
    expect((await sandbox.call('GET', '/__sandbox/slow-read')).status).toBe(422);
  });
});
