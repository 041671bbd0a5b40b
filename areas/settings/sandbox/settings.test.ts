/** @jest-environment node */
// The sandbox's settings calls over real HTTP: the generic REST contract, one setting per key, a key
// that never changes, 422 on the bad row, the in-use rule (409 naming the count), the product options
// following the saved lists, and a database from before settings had ids keeping its settings.
import { SEED_SETTINGS } from './seed';
import { dataOf } from '@/sandbox/test-client';
import { testSandbox } from '@/sandbox/test-harness';

interface SettingRecord {
  id: number;
  key: string;
  value: unknown;
  description: string | null;
}

const sandbox = testSandbox({ lifetime: 'test', signedInAs: 'admin@example.com' });
const { call, data } = sandbox;

async function settingOf(key: string): Promise<SettingRecord> {
  const page = await data<{ records: SettingRecord[] }>('GET', '/v1/settings?limit=100');
  const setting = page.records.find((record) => record.key === key);
  if (!setting) throw new Error(`no ${key} setting`);
  return setting;
}

describe('settings calls', () => {
  it('lists the six seeded settings by key, with paging, search and sort', async () => {
    const page = await data<{ records: SettingRecord[]; total: number; pages: number }>('GET', '/v1/settings');
    expect(page.records.map((r) => r.key)).toEqual([...SEED_SETTINGS.map((s) => s.key)].sort());
    expect(page.total).toBe(6);
    const second = await data<{ records: SettingRecord[]; pages: number }>('GET', '/v1/settings?limit=4&page=2&sort=key&order=desc');
    expect(second.records.map((r) => r.key)).toEqual(['feedback_emails', 'dosage_form']);
    expect(second.pages).toBe(2);
    expect((await data<{ records: SettingRecord[] }>('GET', '/v1/settings?search=emails')).records.map((r) => r.key)).toEqual([
      'feedback_emails',
      'investor_emails',
    ]);
    expect((await call('GET', '/v1/settings?sort=value')).status).toBe(422);
  });

  it('reads one setting by id, and 404 for an unknown one', async () => {
    const forms = await settingOf('dosage_form');
    expect(await data<SettingRecord>('GET', `/v1/settings/${forms.id}`)).toMatchObject({ key: 'dosage_form', value: expect.arrayContaining(['Capsule']) });
    expect((await call('GET', '/v1/settings/9999')).status).toBe(404);
  });

  it('creates the setting of a missing key, refuses an unknown key (422) and a taken one (409 on the key)', async () => {
    const removed = await settingOf('removed');
    expect((await call('DELETE', `/v1/settings/${removed.id}`)).status).toBe(204);
    const created = await call('POST', '/v1/settings', { key: 'removed', value: [' Old leaflet '], description: null });
    expect(created.status).toBe(201);
    expect(dataOf<SettingRecord>(created)).toMatchObject({ key: 'removed', value: ['Old leaflet'] });

    const unknown = await call('POST', '/v1/settings', { key: 'colours', value: ['red'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys((JSON.parse(unknown.text) as { errors: object }).errors)).toEqual(['key']);

    const taken = await call('POST', '/v1/settings', { key: 'dosage_form', value: ['Tablet'] });
    expect(taken.status).toBe(409);
    expect(JSON.parse(taken.text)).toEqual({
      message: 'The setting dosage_form exists already; edit it instead',
      errors: { key: 'The setting dosage_form exists already; edit it instead' },
    });
  });

  it('updates a value, marks a bad row with 422, and never changes the key', async () => {
    const emails = await settingOf('feedback_emails');
    const saved = await data<SettingRecord>('PUT', `/v1/settings/${emails.id}`, { key: 'feedback_emails', value: ['New@Example.com'], description: 'Ops' });
    expect(saved).toMatchObject({ id: emails.id, value: ['new@example.com'], description: 'Ops' });

    const bad = await call('PUT', `/v1/settings/${emails.id}`, { key: 'feedback_emails', value: ['a@example.com', 'b@example.com', 'nope'] });
    expect(bad.status).toBe(422);
    expect((JSON.parse(bad.text) as { errors: object }).errors).toEqual({ 'value.2': '“nope” is not a valid e-mail address' });

    const moved = await call('PUT', `/v1/settings/${emails.id}`, { key: 'investor_emails', value: [] });
    expect(moved.status).toBe(422);
    expect((JSON.parse(moved.text) as { errors: object }).errors).toEqual({ key: 'The key of a setting cannot change (this one is feedback_emails)' });
  });

  it('refuses to drop a dosage form products use, naming how many, and lets an unused one go', async () => {
    const forms = await settingOf('dosage_form');
    const products = (await data<{ total: number }>('GET', '/v1/products?limit=1&search=')).total;
    expect(products).toBeGreaterThan(0);
    const all = await data<{ records: { dosage_form: string | null }[] }>('GET', '/v1/products?limit=100&page=1');
    const used = all.records.find((p) => p.dosage_form)!.dosage_form!;
    const value = forms.value as string[];

    const refused = await call('PUT', `/v1/settings/${forms.id}`, { key: 'dosage_form', value: value.filter((v) => v !== used) });
    expect(refused.status).toBe(409);
    const body = JSON.parse(refused.text) as { message: string; errors: Record<string, string> };
    expect(body.message).toMatch(new RegExp(`^\\d+ products? uses? “${used}”; change (it|them) first$`));
    expect(body.errors).toEqual({ value: body.message });
    expect((await settingOf('dosage_form')).value).toEqual(value);
    expect((await call('DELETE', `/v1/settings/${forms.id}`)).status).toBe(409);

    const withNew = [...value, 'Chewable tablet'];
    await data('PUT', `/v1/settings/${forms.id}`, { key: 'dosage_form', value: withNew });
    expect((await data<{ dosage_form: string[] }>('GET', '/v1/product-options')).dosage_form).toEqual(withNew);
    await data('PUT', `/v1/settings/${forms.id}`, { key: 'dosage_form', value });
    expect((await data<{ dosage_form: string[] }>('GET', '/v1/product-options')).dosage_form).toEqual(value);
  });

  it('keeps settings admin only', async () => {
    const editor = await sandbox.tokenFor('editor@example.com');
    expect((await call('GET', '/v1/settings', undefined, editor)).status).toBe(403);
    expect((await call('PUT', '/v1/settings/1', { key: 'removed', value: [] }, editor)).status).toBe(403);
    expect((await call('GET', '/v1/product-options', undefined, editor)).status).toBe(200);
  });
});

describe('settings table', () => {
  it('gives the settings of a database made before ids their ids, keeping their values', async () => {
    await sandbox.restartOn((db) =>
      db.exec(`CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL, description TEXT);
        INSERT INTO settings VALUES ('tip_consulation', '"Ask us first."', NULL);`),
    );
    const tip = await settingOf('tip_consulation');
    expect(tip).toMatchObject({ id: expect.any(Number), value: 'Ask us first.' });
    expect((await data<{ records: unknown[] }>('GET', '/v1/settings')).records).toHaveLength(6);
  });
});
