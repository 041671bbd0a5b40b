/** @jest-environment node */
// Every record's history over real HTTP (sandbox/history.ts, sandbox/history-routes.ts): each write of every
// resource the API lets one change leaves an entry naming who, when, what and the fields that changed; a
// restore saves the record as it was after an entry, through the area's own rules; the audit log lists
// every record's entries (admins only) by its filters; the grants follow the record's; a reset clears it all.
import { RESOURCES, type ResourceName } from '@/areas/registry';
import type { AuditEntry, HistoryEntry } from '@/lib/contract/history-types';
import type { PagedList } from '@/lib/contract/rest';
import { SANDBOX_AREAS } from './areas';
import { changesBetween } from './history';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';
const EDITOR = 'editor@example.com';
const sandbox = testSandbox({ signedInAs: ADMIN });

type Row = Record<string, unknown> & { id: number };

const servedElsewhere = new Set(SANDBOX_AREAS.flatMap((area) => area.servedElsewhere ?? []));
const editedInDrawer = new Set(SANDBOX_AREAS.flatMap((area) => area.editedInDrawer ?? []));

// Every resource a PUT can change, the file library's too.
const EDITABLE = (Object.keys(RESOURCES) as ResourceName[]).filter((name) => RESOURCES[name].actions.update || editedInDrawer.has(name) || servedElsewhere.has(name));

/** What a PUT of the record as read sends back: its own fields, the server's own left out. */
function bodyFrom(name: ResourceName, record: Row): Record<string, unknown> {
  if (name === 'conversations') return { status: record.status, flag_reason: record.flag_reason ?? null };
  if (name === 'files') return { filename: record.filename, alt_text: record.alt_text ?? null };
  const { id: _id, version: _version, updated_by: _by, created_at: _created, updated_at: _updated, ...fields } = record;
  return fields;
}

const EDITABLE_RECORD: Partial<Record<ResourceName, (row: Row) => boolean>> = {
  invitations: (row) => row.status === 'pending',
  content: (row) => row.gb_equivalent_id == null && row.us_equivalent_id == null,
  users: (row) => row.email !== ADMIN,
};

// A text every form has, changed by a save (conversations change their flag reason as the drawer does).
const TEXT_FIELDS = ['title', 'name', 'question', 'text', 'job_title', 'filename', 'description', 'flag_reason'];

/** The body with one text of the record changed, so the save leaves an entry. */
function changedBody(body: Record<string, unknown>): Record<string, unknown> {
  const field = TEXT_FIELDS.find((name) => name in body);
  if (!field) throw new Error(`No text to change in ${Object.keys(body).join(', ')}`);
  const text = typeof body[field] === 'string' ? body[field] : '';
  // At the front, so what a field requires of its end (a question's "?", a file's extension) still holds.
  return { ...body, [field]: field === 'filename' ? `edited-${text}` : `Edited ${text}`.trim() };
}

async function firstEditable(name: ResourceName): Promise<Row> {
  const token = name === 'tips' ? await sandbox.tokenFor(EDITOR) : undefined;
  const list = await sandbox.data<PagedList<Row>>('GET', `/v1/${name}?limit=100`, undefined, token);
  const record = list.records.find(EDITABLE_RECORD[name] ?? (() => true));
  if (!record) throw new Error(`No ${name} to edit`);
  return sandbox.data<Row>('GET', `/v1/${name}/${record.id}`);
}

const historyOf = (resource: string, id: number, query = '', token?: string) =>
  sandbox.data<PagedList<HistoryEntry>>('GET', `/v1/${resource}/${id}/history${query}`, undefined, token);

function productBody(name: string, price: number): Record<string, unknown> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { name, slug, region: 'gb', status: 'draft', sites: ['{product}'], medicine_class: 'none', pack_size: 1, price, stock: 3 };
}

describe('record history', () => {
  it('covers every resource a form edits', () => {
    expect(EDITABLE).toEqual(expect.arrayContaining(['products', 'content', 'settings', 'users', 'files', 'team-members', 'influencers', 'categories']));
  });

  describe.each(EDITABLE)('%s', (name) => {
    // An invitation's save sets its expiry anew: never a save of nothing.
    (name === 'invitations' ? it.skip : it)('keeps no entry for a save that changed nothing', async () => {
      const record = await firstEditable(name);
      const before = (await historyOf(name, record.id)).total;
      await sandbox.data<Row>('PUT', `/v1/${name}/${record.id}`, bodyFrom(name, record));
      const after = await historyOf(name, record.id);
      // With the changes of any entry it left, so a failure names them.
      expect({ total: after.total, changes: after.total === before ? [] : after.records[0].changes }).toEqual({ total: before, changes: [] });
    });

    it('keeps an entry for a save, newest first, and restores a version as a new one through the area’s own save', async () => {
      const record = await firstEditable(name);
      const path = `/v1/${name}/${record.id}`;
      const saved = await sandbox.data<Row>('PUT', path, changedBody(bodyFrom(name, record)));

      const page = await historyOf(name, record.id);
      expect(page).toMatchObject({ page: 1, limit: 20, total: expect.any(Number) });
      const [latest] = page.records;
      expect(latest).toEqual({ id: expect.any(Number), at: expect.any(String), by: { id: expect.any(Number), name: 'Ada Admin' }, action: 'updated', changes: expect.any(Array) });
      expect(Date.parse(latest.at)).not.toBeNaN();

      const restored = await sandbox.data<Row>('POST', `${path}/history/${latest.id}/restore`);
      expect(restored.version).toBe(Number(saved.version) + 1);
      const after = await historyOf(name, record.id, '?limit=2');
      expect(after.records.map((entry) => entry.action)).toEqual(['restored', 'updated']);
      expect(after.limit).toBe(2);
    });
  });

  it('records a create, each save with its changed fields, a status step and a delete', async () => {
    const product = await sandbox.data<Row>('POST', '/v1/products', productBody('History Balm', 499));
    await sandbox.data('PUT', `/v1/products/${product.id}`, { ...productBody('History Balm', 499), price: 650, stock: 9 });
    const { records } = await historyOf('products', product.id);
    expect(records.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(records[0].changes).toEqual([
      { field: 'price', from: 499, to: 650 },
      { field: 'stock', from: 3, to: 9 },
    ]);
    expect(records[1].changes).toEqual(expect.arrayContaining([{ field: 'name', from: null, to: 'History Balm' }, { field: 'price', from: null, to: 499 }]));
    expect(records[1].changes.map((change) => change.field)).not.toEqual(expect.arrayContaining(['version', 'updated_by', 'created_at']));

    await sandbox.data('DELETE', `/v1/products/${product.id}`).catch(() => undefined);
    const deleted = await historyOf('products', product.id);
    expect(deleted.records[0]).toMatchObject({ action: 'deleted', changes: expect.arrayContaining([{ field: 'price', from: 650, to: null }]) });
    const restoreDeleted = await sandbox.call('POST', `/v1/products/${product.id}/history/${deleted.records[0].id}/restore`);
    expect(restoreDeleted.status).toBe(409);
    // An older version of a record that is gone: the save finds nothing.
    expect((await sandbox.call('POST', `/v1/products/${product.id}/history/${deleted.records[1].id}/restore`)).status).toBe(404);

    const drafts = await sandbox.data<PagedList<Row>>('GET', '/v1/content?limit=1&status=draft');
    const draft = drafts.records[0];
    await sandbox.data('POST', `/v1/content/${draft.id}/status`, { from: 'draft', to: 'in_review' });
    const [step] = (await historyOf('content', draft.id)).records;
    expect(step).toMatchObject({ action: 'status_changed', changes: [{ field: 'status', from: 'draft', to: 'in_review' }] });
  });

  it('restores an old price as a new version, and refuses what the area’s rules refuse', async () => {
    const product = await sandbox.data<Row>('POST', '/v1/products', productBody('Restore Balm', 300));
    const body = productBody('Restore Balm', 300);
    await sandbox.data('PUT', `/v1/products/${product.id}`, { ...body, price: 900 });
    const [, created] = (await historyOf('products', product.id)).records;
    const restored = await sandbox.data<Row>('POST', `/v1/products/${product.id}/history/${created.id}/restore`);
    expect(restored).toMatchObject({ price: 300, version: 3, updated_by: { name: 'Ada Admin' } });
    const [entry] = (await historyOf('products', product.id)).records;
    expect(entry).toMatchObject({ action: 'restored', changes: [{ field: 'price', from: 900, to: 300 }] });

    // Another product takes the slug: the old version can no longer be saved (the area's own 409/422).
    await sandbox.data('PUT', `/v1/products/${product.id}`, { ...body, slug: 'restore-balm-renamed' });
    await sandbox.data('POST', '/v1/products', productBody('Restore Balm', 100));
    const refused = await sandbox.call('POST', `/v1/products/${product.id}/history/${created.id}/restore`);
    expect([409, 422]).toContain(refused.status);
    expect(refused.text).toMatch(/slug/i);

    expect((await sandbox.call('POST', `/v1/products/${product.id}/history/999999/restore`)).status).toBe(404);
    expect((await sandbox.call('POST', `/v1/products/${product.id}/history/abc/restore`)).status).toBe(404);
  });

  it('never gives a deleted record’s id to the next record, whose history starts afresh, while the audit log keeps the past', async () => {
    const first = await sandbox.data<Row>('POST', '/v1/products', productBody('History Reused', 499));
    await sandbox.data('PUT', `/v1/products/${first.id}`, { ...productBody('History Reused', 499), price: 650 });
    const [gone] = (await historyOf('products', first.id)).records;
    await sandbox.data('DELETE', `/v1/products/${first.id}`).catch(() => undefined);
    const second = await sandbox.data<Row>('POST', '/v1/products', productBody('History Again', 300));
    // The newest record deleted, its id still does not come back.
    expect(second.id).toBeGreaterThan(first.id);
    const { records } = await historyOf('products', second.id);
    expect(records.map((entry) => entry.action)).toEqual(['created']);
    expect((await sandbox.call('POST', `/v1/products/${second.id}/history/${gone.id}/restore`)).status).toBe(404);
    const audit = await sandbox.data<PagedList<AuditEntry>>('GET', `/v1/history?resource=products&limit=100`);
    expect(audit.records.filter((entry) => entry.record_id === first.id).map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
  });

  it('answers an empty history for a record no one has changed, and 404 for no record', async () => {
    // The last in the list: the table above saved the first.
    const { records } = await sandbox.data<PagedList<Row>>('GET', '/v1/categories?limit=100');
    const untouched = records.at(-1)!;
    expect(await historyOf('categories', untouched.id)).toMatchObject({ records: [], total: 0, pages: 1 });
    expect((await sandbox.call('GET', '/v1/categories/999999/history')).status).toBe(404);
    expect((await sandbox.call('GET', `/v1/categories/${untouched.id}/history?limit=500`)).status).toBe(422);
  });

  it('follows the record’s grants: read for the history, update for a restore, admins for the audit log', async () => {
    const editor = await sandbox.tokenFor(EDITOR);
    const orders = await sandbox.data<PagedList<Row>>('GET', '/v1/orders?limit=1');
    expect((await sandbox.call('GET', `/v1/orders/${orders.records[0].id}/history`, undefined, editor)).status).toBe(403);
    const product = await sandbox.data<Row>('POST', '/v1/products', productBody('Granted Balm', 120));
    expect((await sandbox.call('GET', `/v1/products/${product.id}/history`, undefined, editor)).status).toBe(200);
    const feedbacks = await sandbox.data<PagedList<Row>>('GET', '/v1/feedbacks?limit=1');
    // Feedback is read and stepped, never saved: no restore for anyone.
    expect((await sandbox.call('POST', `/v1/feedbacks/${feedbacks.records[0].id}/history/1/restore`)).status).toBe(404);
    expect((await sandbox.call('GET', '/v1/history', undefined, editor)).status).toBe(403);
  });

  it('names each audit entry’s record as it was called then, a deleted one by its last name', async () => {
    const product = await sandbox.data<Row>('POST', '/v1/products', productBody('Label Balm', 120));
    await sandbox.data('PUT', `/v1/products/${product.id}`, { ...productBody('Label Balm', 120), name: 'Label Balm Renamed' });
    await sandbox.data('DELETE', `/v1/products/${product.id}`).catch(() => undefined);
    const audit = await sandbox.data<PagedList<AuditEntry>>('GET', '/v1/history?resource=products&limit=100');
    const entries = audit.records.filter((entry) => entry.record_id === product.id);
    expect(entries.map((entry) => [entry.action, entry.label])).toEqual([
      ['deleted', 'Label Balm Renamed'],
      ['updated', 'Label Balm Renamed'],
      ['created', 'Label Balm'],
    ]);
    const orders = await sandbox.data<PagedList<Row>>('GET', '/v1/orders?limit=1&status=placed');
    const order = orders.records[0];
    await sandbox.data('POST', `/v1/orders/${order.id}/status`, { from: order.status, to: 'cancelled', cancelled_reason: 'Customer asked' });
    const [step] = (await sandbox.data<PagedList<AuditEntry>>('GET', '/v1/history?resource=orders&limit=1')).records;
    expect(step).toMatchObject({ action: 'status_changed', label: order.order_number });
  });

  it('lists the audit log across records by user, resource, action and day, newest first', async () => {
    const editor = await sandbox.tokenFor(EDITOR);
    const adminId = (await sandbox.data<{ id: number }>('GET', '/v1/me')).id;
    const editorId = (await sandbox.data<{ id: number }>('GET', '/v1/me', undefined, editor)).id;
    const product = await sandbox.data<Row>('POST', '/v1/products', productBody('Audit Balm', 120), editor);

    const byEditor = await sandbox.data<PagedList<AuditEntry>>('GET', `/v1/history?user=${editorId}`);
    expect(byEditor.records[0]).toMatchObject({ resource: 'products', record_id: product.id, action: 'created', by: { id: editorId, name: 'Eddie Editor' } });
    expect(byEditor.records.every((entry) => entry.by.id === editorId)).toBe(true);
    const byAdmin = await sandbox.data<PagedList<AuditEntry>>('GET', `/v1/history?user=${adminId}&resource=products&action=created`);
    expect(byAdmin.total).toBeGreaterThan(0);
    expect(byAdmin.records.every((entry) => entry.by.id === adminId && entry.resource === 'products' && entry.action === 'created')).toBe(true);
    const ids = byAdmin.records.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const today = new Date().toISOString().slice(0, 10);
    expect((await sandbox.data<PagedList<AuditEntry>>('GET', `/v1/history?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await sandbox.data<PagedList<AuditEntry>>('GET', '/v1/history?to=2000-01-01')).total).toBe(0);
    expect((await sandbox.call('GET', '/v1/history?from=2026-02-10&to=2026-02-01')).status).toBe(422);
    expect((await sandbox.call('GET', '/v1/history?action=renamed')).status).toBe(422);
  });

  it('is cleared by a reset', async () => {
    await sandbox.data('POST', '/v1/products', productBody('Reset Balm', 120));
    expect((await sandbox.data<PagedList<AuditEntry>>('GET', '/v1/history')).total).toBeGreaterThan(0);
    await sandbox.data('POST', '/__sandbox/reset', { scenario: 'demo' }, '');
    const token = await sandbox.tokenFor(ADMIN);
    expect((await sandbox.data<PagedList<AuditEntry>>('GET', '/v1/history', undefined, token)).total).toBe(0);
  });
});

describe('changesBetween', () => {
  it('lists changed fields only, compares nested values by value and leaves the server’s own fields out', () => {
    expect(
      changesBetween(
        { name: 'A', tags: ['x'], meta: { a: 1, b: 2 }, version: 1, updated_at: 't1' },
        { name: 'B', tags: ['x'], meta: { b: 2, a: 1 }, version: 2, updated_at: 't2', stock: 3 },
      ),
    ).toEqual([
      { field: 'name', from: 'A', to: 'B' },
      { field: 'stock', from: null, to: 3 },
    ]);
    expect(changesBetween(null, { name: 'A', note: '', list: [] })).toEqual([{ field: 'name', from: null, to: 'A' }]);
  });
});
