/** @jest-environment node */
// The products list filtered by one category (`?categories=<id>`): a product is in it when its list of
// categories holds that id, stored as a number, so the query's text must be read as one.
import { testSandbox } from '@/sandbox/test-harness';

const sandbox = testSandbox({ signedInAs: 'admin@example.com' });
const { data } = sandbox;

type Page = { records: { id: number; name: string; categories: number[] }[]; total: number };

describe('the products list by category', () => {
  it('lists exactly the products whose categories hold the one asked for', async () => {
    const all = await data<Page>('GET', '/v1/products?limit=100');
    const counts = new Map<number, number>();
    for (const product of all.records) for (const id of product.categories) counts.set(id, (counts.get(id) ?? 0) + 1);
    const [category, seen] = [...counts].sort((a, b) => b[1] - a[1])[0];

    const filtered = await data<Page>('GET', `/v1/products?categories=${category}&limit=100`);
    expect(filtered.total).toBeGreaterThanOrEqual(seen);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.records.every((product) => product.categories.includes(category))).toBe(true);
    const outside = all.records.find((product) => !product.categories.includes(category));
    expect(filtered.records.map((product) => product.id)).not.toContain(outside?.id);
  });
});
