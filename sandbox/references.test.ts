/** @jest-environment node */
// What a DELETE does to the records that point at the deleted one, as the definitions declare it: a `refuse`
// reference in use answers 409 with how many records use it and keeps the record; a `clear` one takes the id
// out of its records (one id to null, a list without it, a row's id to null) as the delete happens.
import { envelope, loginDataSchema } from '@/lib/contract/auth';
import { startSandbox, type RunningSandbox } from './server';
import { callSandbox, type SandboxAnswer } from './test-client';

type Row = Record<string, unknown> & { id: number };

let sandbox: RunningSandbox;
let token: string;

function call(method: string, path: string, body?: unknown): Promise<SandboxAnswer> {
  return callSandbox(sandbox.url, method, path, { body, token });
}

async function data<T = Row>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call(method, path, body);
  if (answer.status >= 300) throw new Error(`${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
}

const product = (name: string) => ({
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  region: 'gb',
  status: 'draft',
  sites: ['{product}'],
  medicine_class: 'none',
  pack_size: 1,
  price: 100,
});

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  kind: 3,
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  region: 'gb',
  blocks: [{ type: 'markdown', body: 'Some text.' }],
  ...extra,
});

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, print: () => {} });
  // The admin: categories and influencers are admins' areas.
  const email = 'admin@example.com';
  await callSandbox(sandbox.url, 'POST', '/v1/auth/request-code', { body: { email } });
  const { code } = (JSON.parse((await callSandbox(sandbox.url, 'GET', `/__sandbox/mailbox?email=${encodeURIComponent(email)}`)).text) as { data: { code: string } }).data;
  const login = await callSandbox(sandbox.url, 'POST', '/v1/auth/login', { body: { email, code } });
  token = envelope(loginDataSchema).parse(JSON.parse(login.text)).data.session.access_token;
}, 60_000);

afterAll(() => sandbox.close());

describe('a refuse reference', () => {
  it('answers 409 with how many records use the record and which, and keeps it until they let go', async () => {
    const kept = await data('POST', '/v1/products', product('Refused Tablets'));
    const other = await data('POST', '/v1/products', product('Other Tablets'));
    const bundle = await data('POST', '/v1/bundles', { ...product('Refused Kit'), items: [{ product_id: kept.id, qty: 1 }, { product_id: other.id, qty: 1 }] });
    const shown = await data('POST', '/v1/content', article('Refused product shown', { blocks: [{ type: 'single_product', item_type: 0, item: kept.id }] }));

    const refused = await call('DELETE', `/v1/products/${kept.id}`);
    expect(refused).toEqual({ status: 409, text: 'This product is used by 2 records (“Refused Kit” and “Refused product shown”); remove it from them first' });
    expect((await call('GET', `/v1/products/${kept.id}`)).status).toBe(200);

    expect((await call('DELETE', `/v1/bundles/${bundle.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v1/products/${kept.id}`)).text).toBe('This product is used by 1 record (“Refused product shown”); remove it there first');
    expect((await call('DELETE', `/v1/content/${shown.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v1/products/${kept.id}`)).status).toBe(204);
  });
});

describe('a clear reference', () => {
  it('takes the id out of every record that holds it, one id to null and a list without it, as the delete happens', async () => {
    const category = await data('POST', '/v1/categories', { name: 'Cleared shelf', slug: 'cleared-shelf' });
    const shelved = await data('POST', '/v1/products', { ...product('Shelved Tablets'), categories: [category.id] });
    const condition = await data('POST', '/v1/content', { ...article('Cleared condition'), kind: 0 });
    const related = await data('POST', '/v1/content', article('Pointing at it', { related_content: [condition.id] }));
    const tip = await data('POST', '/v1/tips', { title: 'A cleared tip', body: 'Drink water.', region: 'gb', status: 'draft', condition_id: condition.id });

    expect((await call('DELETE', `/v1/categories/${category.id}`)).status).toBe(204);
    expect((await data('GET', `/v1/products/${shelved.id}`)).categories).toEqual([]);

    expect((await call('DELETE', `/v1/content/${condition.id}`)).status).toBe(204);
    expect((await data('GET', `/v1/content/${related.id}`)).related_content).toEqual([]);
    expect(await data('GET', `/v1/tips/${tip.id}`)).toMatchObject({ condition_id: null, condition_title: null });
  });

  it('clears an id inside the rows of a list, leaving the rest of each row', async () => {
    const favourite = await data('POST', '/v1/products', product('Carded Balm'));
    const card = { title: 'My morning route', body: 'Start slow.', image: null, products: [favourite.id] };
    const influencer = await data('POST', '/v1/influencers', {
      name: 'Rowan Cleared',
      handle: 'rowan.cleared',
      slug: 'rowan-cleared',
      region: 'gb',
      status: 'active',
      referral_code: 'ROWANCLR',
      favourite_products: [favourite.id],
      routine_cards: [card],
    });

    expect((await call('DELETE', `/v1/products/${favourite.id}`)).status).toBe(204);
    const after = await data('GET', `/v1/influencers/${influencer.id}`);
    expect(after.favourite_products).toEqual([]);
    expect(after.routine_cards).toEqual([expect.objectContaining({ title: 'My morning route', body: 'Start slow.', products: [] })]);
  });
});
