/** @jest-environment node */
// POST /__sandbox/reset over real HTTP: the data goes back to a named scenario (the demo seed, the accounts
// alone, or 10,000 orders and content items), what was written since is gone, sessions end, and an unknown
// scenario is refused with the names that exist.
import { LARGE_CONTENT_ITEMS, LARGE_ORDERS, SCENARIOS } from './scenarios';
import { testSandbox } from './test-harness';

const ADMIN = 'admin@example.com';

const sandbox = testSandbox({ lifetime: 'file', signedInAs: ADMIN });
const { call, data } = sandbox;

/** How many records a list holds, as its first page says. */
async function total(resource: string): Promise<number> {
  return (await data<{ total: number }>('GET', `/v1/${resource}?limit=1`)).total;
}

async function resetTo(scenario?: string) {
  const answer = await call('POST', '/__sandbox/reset', scenario === undefined ? undefined : { scenario }, '');
  expect(answer.text).toContain('"scenario"');
  expect(answer.status).toBe(200);
  // The reset ends every session: sign in again to read.
  const token = await sandbox.tokenFor(ADMIN);
  return { answer: JSON.parse(answer.text) as { data: { scenario: string; took_ms: number } }, token };
}

describe('POST /__sandbox/reset', () => {
  it('puts the demo data back and forgets what was written since, ending the sessions', async () => {
    const seeded = await total('products');
    const before = await sandbox.tokenFor(ADMIN);
    const product = { name: 'Scenario reset balm', slug: 'scenario-reset-balm', region: 'gb', status: 'draft', sites: ['{product}'], medicine_class: 'none', pack_size: 1, price: 499, stock: 3 };
    const created = await data<{ id: number }>('POST', '/v1/products', product, before);
    expect(await total('products')).toBe(seeded + 1);
    const { answer, token } = await resetTo('demo');
    expect(answer.data.scenario).toBe('demo');
    expect((await call('GET', '/v1/me', undefined, before)).status).toBe(401);
    expect((await data<{ total: number }>('GET', '/v1/products?limit=1', undefined, token)).total).toBe(seeded);
    expect((await call('GET', `/v1/products/${created.id}`, undefined, token)).status).toBe(404);
  });

  it('resets to the demo data when sent no body', async () => {
    const { answer } = await resetTo(undefined);
    expect(answer.data.scenario).toBe('demo');
  });

  it('keeps only the accounts in the empty scenario', async () => {
    const { token } = await resetTo('empty');
    for (const resource of ['products', 'orders', 'content', 'customers']) {
      expect((await data<{ total: number }>('GET', `/v1/${resource}?limit=1`, undefined, token)).total).toBe(0);
    }
    expect((await data<{ name: string }>('GET', '/v1/me', undefined, token)).name).toBe('Ada Admin');
  });

  it('grows orders and content to 10,000 each in the large scenario, each order with a number of its own', async () => {
    const { token } = await resetTo('large');
    const orders = await data<{ total: number; pages: number }>('GET', '/v1/orders?limit=50', undefined, token);
    expect(orders.total).toBe(LARGE_ORDERS);
    expect(orders.pages).toBe(LARGE_ORDERS / 50);
    expect((await data<{ total: number }>('GET', '/v1/content?limit=1', undefined, token)).total).toBe(LARGE_CONTENT_ITEMS);
    const last = await data<{ records: { order_number: string }[] }>('GET', `/v1/orders?limit=1&page=${LARGE_ORDERS}&sort=id&order=asc`, undefined, token);
    const found = await data<{ total: number }>('GET', `/v1/orders?search=${last.records[0].order_number}&limit=1`, undefined, token);
    expect(found.total).toBe(1);
    // And back: the next reset drops the generated records.
    const { token: after } = await resetTo('demo');
    expect((await data<{ total: number }>('GET', '/v1/orders?limit=1', undefined, after)).total).toBeLessThan(LARGE_ORDERS);
    // 20,000 records through the list indexes: seconds, more on a busy machine.
  }, 120_000);

  it('refuses a scenario it does not know, naming those it does', async () => {
    const answer = await call('POST', '/__sandbox/reset', { scenario: 'huge' }, '');
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(SCENARIOS.join(', '));
  });
});
