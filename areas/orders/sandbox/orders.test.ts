/** @jest-environment node */
// The sandbox's orders and customers over real HTTP: the seed (every status, both regions, every site),
// search and filters (needs action, date range, a customer's orders), paging by key, and the order
// workflow: the acting user in the history, the tracking number and reason demanded, a stale `from`
// refused with 409.
import { ORDER_SITE_CHOICES, ORDER_STATUSES, type Order } from '@/areas/orders/definition';
import { CUSTOMER_SEED_COUNT, ORDER_SEED_COUNT } from './seed';
import { testSandbox } from '@/sandbox/test-harness';

type OrderRecord = Order & { id: number; created_at: string };
interface Page<T> {
  records: T[];
  total: number;
}

const { call, data } = testSandbox({ signedInAs: 'admin@example.com' });

describe('orders and customers in the sandbox', () => {
  it('seeds orders in every status, region and site, and 300 customers', async () => {
    expect((await data<Page<OrderRecord>>('GET', '/v1/orders?limit=1')).total).toBe(ORDER_SEED_COUNT);
    expect((await data<Page<unknown>>('GET', '/v1/customers?limit=1')).total).toBe(CUSTOMER_SEED_COUNT);
    for (const status of ORDER_STATUSES) {
      for (const region of ['gb', 'us']) expect((await data<Page<OrderRecord>>('GET', `/v1/orders?limit=1&status=${status}&region=${region}`)).total).toBeGreaterThan(0);
    }
    for (const site of ORDER_SITE_CHOICES) expect((await data<Page<OrderRecord>>('GET', `/v1/orders?limit=1&site=${site.value}`)).total).toBeGreaterThan(0);
  });

  it('filters by needs action and by a date range, and sorts by total', async () => {
    const open = await data<Page<OrderRecord>>('GET', '/v1/orders?limit=100&status=needs_action');
    const counts = await Promise.all(['awaiting', 'placed', 'processed'].map(async (s) => (await data<Page<OrderRecord>>('GET', `/v1/orders?limit=1&status=${s}`)).total));
    expect(open.total).toBe(counts.reduce((a, b) => a + b, 0));
    expect(new Set(open.records.map((o) => o.status))).toEqual(new Set(['awaiting', 'placed', 'processed']));

    const [newest] = (await data<Page<OrderRecord>>('GET', '/v1/orders?limit=1&sort=created_at&order=desc')).records;
    const day = newest.created_at.slice(0, 10);
    const sameDay = await data<Page<OrderRecord>>('GET', `/v1/orders?limit=100&from=${day}&to=${day}`);
    expect(sameDay.total).toBeGreaterThan(0);
    expect(sameDay.records.every((o) => o.created_at.startsWith(day))).toBe(true);
    expect((await call('GET', '/v1/orders?from=2025-02-10&to=2025-02-01')).status).toBe(422);
    expect((await call('GET', '/v1/orders?from=yesterday')).status).toBe(422);

    const byTotal = (await data<Page<OrderRecord>>('GET', '/v1/orders?limit=50&sort=total&order=desc')).records.map((o) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
  });

  it('pages by key: after_id with sort=id answers the records after that id, either way, and nothing else', async () => {
    const ids = (query: string) => data<Page<OrderRecord>>('GET', `/v1/orders?status=completed&${query}`).then((page) => page.records.map((order) => order.id));
    const all = await ids('sort=id&limit=100');
    expect(all.length).toBeGreaterThan(15);
    expect(await ids(`sort=id&limit=5&after_id=${all[9]}`)).toEqual(all.slice(10, 15));
    expect(await ids(`sort=id&order=desc&limit=5&after_id=${all[9]}`)).toEqual(all.slice(4, 9).reverse());
    const [last] = await ids('sort=id&order=desc&limit=1');
    expect(await ids(`sort=id&limit=5&after_id=${last}`)).toEqual([]);
    const refused = ['sort=created_at&after_id=1', 'after_id=1', 'sort=id&page=2&after_id=1', 'sort=id&after_id=first'];
    expect(await Promise.all(refused.map(async (query) => [query, (await call('GET', `/v1/orders?${query}`)).status]))).toEqual(refused.map((query) => [query, 422]));
  });

  it('answers up to 1,000 records a page to a list sorted by id, and 100 to any other sort', async () => {
    const total = (await data<Page<OrderRecord>>('GET', '/v1/orders?limit=1')).total;
    const byId = await data<Page<OrderRecord>>('GET', '/v1/orders?sort=id&limit=1000');
    expect(byId.records).toHaveLength(Math.min(1000, total));
    const last = byId.records.at(-1)!.id;
    expect((await data<Page<OrderRecord>>('GET', `/v1/orders?sort=id&limit=1000&after_id=${last}`)).records.every((order) => order.id > last)).toBe(true);
    const refused = ['sort=created_at&limit=101', 'limit=1000', 'sort=id&limit=1001'];
    const answers = await Promise.all(refused.map(async (query) => call('GET', `/v1/orders?${query}`)));
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422]);
    expect(JSON.parse(answers[0].text)).toMatchObject({ errors: { limit: expect.stringContaining('sort=id') } });
  });

  it("lists a customer's orders and filters customers by consent", async () => {
    const [customer] = (await data<Page<{ id: number; orders_count: number }>>('GET', '/v1/customers?limit=1&sort=orders_count&order=desc')).records;
    const orders = await data<Page<OrderRecord>>('GET', `/v1/orders?limit=100&customer_id=${customer.id}`);
    expect(orders.records.every((o) => o.customer_id === customer.id)).toBe(true);
    expect(orders.records.filter((o) => o.status !== 'cancelled')).toHaveLength(customer.orders_count);
    const consenting = await data<Page<{ marketing_consent: boolean }>>('GET', '/v1/customers?limit=100&marketing_consent=true');
    expect(consenting.total).toBeGreaterThan(0);
    expect(consenting.records.every((c) => c.marketing_consent)).toBe(true);
  });

  it('runs the workflow with the acting user, demands a tracking number and refuses a stale step', async () => {
    const [order] = (await data<Page<OrderRecord>>('GET', '/v1/orders?limit=1&status=processed')).records;
    const noTracking = await call('POST', `/v1/orders/${order.id}/status`, { from: 'processed', to: 'shipped' });
    expect(noTracking.status).toBe(422);
    expect(JSON.parse(noTracking.text)).toMatchObject({ errors: { tracking_number: 'Tracking number is required' } });
    const shipped = await call('POST', `/v1/orders/${order.id}/status`, { from: 'processed', to: 'shipped', tracking_number: 'RM123456789GB' });
    expect(shipped.status).toBe(200);
    const record = (JSON.parse(shipped.text) as { data: OrderRecord }).data;
    expect(record.tracking_number).toBe('RM123456789GB');
    expect(record.status_history.at(-1)).toMatchObject({ from: 'processed', to: 'shipped', by: expect.any(String) });
    const stale = await call('POST', `/v1/orders/${order.id}/status`, { from: 'processed', to: 'shipped', tracking_number: 'X' });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('now Shipped');
    expect((await call('POST', `/v1/orders/${order.id}/status`, { from: 'shipped', to: 'cancelled', cancelled_reason: 'Late' })).status).toBe(409);
  });

  it("takes a cancelled order out of its customer's orders count and total spent", async () => {
    const [order] = (await data<Page<OrderRecord>>('GET', '/v1/orders?limit=1&status=placed')).records;
    const before = await data<{ orders_count: number; total_spent: number }>('GET', `/v1/customers/${order.customer_id}`);
    const cancelled = await call('POST', `/v1/orders/${order.id}/status`, { from: 'placed', to: 'cancelled', cancelled_reason: 'Ordered twice' });
    expect(cancelled.status).toBe(200);
    const after = await data<{ orders_count: number; total_spent: number }>('GET', `/v1/customers/${order.customer_id}`);
    expect(after).toMatchObject({ orders_count: before.orders_count - 1, total_spent: before.total_spent - order.total });
  });
});
