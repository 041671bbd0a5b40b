/** @jest-environment node */
// What a status requires, declared once per resource (sandbox/status-requirements.ts) and kept on every
// write: every seeded record already meets it (else saving or restoring one would fail for users); an
// order's step into a status refuses a record that lacks what that status requires, in the words the step
// uses for its own values; no other write of an order exists to break it (no save, no restore).
import { RESOURCES } from '@/areas/registry';
import { ORDER_FIELDS } from '@/areas/orders/definition';
import type { PagedList } from '@/lib/contract/rest';
import { collect } from './area';
import { SANDBOX_AREAS } from './areas';
import { createCatalogueStore } from './catalogue-store';
import { IN_MEMORY, openDatabase } from './db';
import { createFilesStore } from './files-store';
import { seedIfEmpty } from './seed';
import { createStatusGuard, fieldsRequiredIn } from './status-requirements';
import { testSandbox } from './test-harness';

type Row = Record<string, unknown> & { id: number; status: string };

describe('fieldsRequiredIn', () => {
  const orders = fieldsRequiredIn(ORDER_FIELDS, 'status', { shipped: ['tracking_number'], cancelled: ['cancelled_reason'] });
  const lookups = {} as Parameters<typeof orders>[1];

  it('asks a record in a listed status for each field, in the words of a step that needs it', () => {
    expect(orders({ status: 'shipped', tracking_number: '  ' }, lookups)).toEqual({ message: 'Tracking number is required', errors: { tracking_number: 'Tracking number is required' } });
    expect(orders({ status: 'cancelled', cancelled_reason: null }, lookups)).toEqual({ message: 'Cancellation reason is required', errors: { cancelled_reason: 'Cancellation reason is required' } });
    expect(orders({ status: 'shipped', tracking_number: 'RM123GB' }, lookups)).toBeNull();
    expect(orders({ status: 'placed', tracking_number: null }, lookups)).toBeNull();
  });
});

describe('the seeded data', () => {
  it('meets what every record’s status requires, so any seeded record saves and restores as it is', () => {
    const db = openDatabase(IN_MEMORY);
    try {
      seedIfEmpty(db, Date.now());
      const store = createCatalogueStore(db);
      const files = createFilesStore(db);
      const guard = createStatusGuard(collect(SANDBOX_AREAS, 'statusRequirements'), { store, fileOf: (id) => files.find(id) });
      const declared = SANDBOX_AREAS.flatMap((area) => Object.keys(area.statusRequirements ?? {}));
      expect(declared).toEqual(expect.arrayContaining(['content', 'orders']));
      const unmet: string[] = [];
      for (const resource of declared) {
        for (const record of store.all(resource)) {
          try {
            guard(resource, record);
          } catch (error) {
            unmet.push(`${resource} #${record.id} (${String(record.status)} ${String(record.title ?? record.order_number ?? '')}): ${(error as Error).message}`);
          }
        }
      }
      expect(unmet).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe('orders on every write', () => {
  const sandbox = testSandbox({ signedInAs: 'admin@example.com', hasDbFile: true });

  it('refuses the step into completed for an order that lost its tracking number, and offers no other write', async () => {
    const shipped = (await sandbox.data<PagedList<Row>>('GET', '/v1/orders?status=shipped&limit=1')).records[0];
    // No call of the API can take a tracking number away, so the test does it in the database.
    const store = createCatalogueStore(sandbox.openDatabase());
    const { id, ...stored } = store.find('orders', shipped.id)!;
    store.update('orders', id, { ...stored, tracking_number: null });

    const refused = await sandbox.call('POST', `/v1/orders/${id}/status`, { from: 'shipped', to: 'completed' });
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text)).toEqual({ message: 'Tracking number is required', errors: { tracking_number: 'Tracking number is required' } });
    expect((await sandbox.data<Row>('GET', `/v1/orders/${id}`)).status).toBe('shipped');

    // Orders are read and stepped, never saved: there is no save to call and so no restore, only steps write one.
    expect(RESOURCES.orders.actions.update).toBeFalsy();
    expect((await sandbox.call('PUT', `/v1/orders/${id}`, { ...stored, tracking_number: null })).status).toBe(404);
    expect((await sandbox.call('POST', `/v1/orders/${id}/history/1/restore`)).status).toBe(404);
  });

  it('still ships with the tracking number the step asks for, and cancels with a reason', async () => {
    const processed = (await sandbox.data<PagedList<Row>>('GET', '/v1/orders?status=processed&limit=2')).records;
    const noNumber = await sandbox.call('POST', `/v1/orders/${processed[0].id}/status`, { from: 'processed', to: 'shipped' });
    expect(JSON.parse(noNumber.text).errors).toEqual({ tracking_number: 'Tracking number is required' });
    expect(await sandbox.data<Row>('POST', `/v1/orders/${processed[0].id}/status`, { from: 'processed', to: 'shipped', tracking_number: 'RM0001GB' })).toMatchObject({ status: 'shipped' });
    expect(await sandbox.data<Row>('POST', `/v1/orders/${processed[0].id}/status`, { from: 'shipped', to: 'completed' })).toMatchObject({ status: 'completed', tracking_number: 'RM0001GB' });
    expect(await sandbox.data<Row>('POST', `/v1/orders/${processed[1].id}/status`, { from: 'processed', to: 'cancelled', cancelled_reason: 'Out of stock' })).toMatchObject({ status: 'cancelled' });
  });
});
