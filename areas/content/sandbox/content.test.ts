/** @jest-environment node */
// The sandbox's content over real HTTP: the seed, the Review due filter, the region rules, the two-way
// equivalents (set, replaced, cleared, deleted), the status workflow with its publish requirements and
// stale `from`, and the broken-reference check blocking a publish until it is fixed.
import type { CheckResult } from '@/areas/content/rules';
import { testSandbox } from '@/sandbox/test-harness';

type Row = Record<string, unknown> & { id: number; title: string; region: string; status: string };
interface Page<T> {
  records: T[];
  total: number;
}

const { call, data } = testSandbox({ signedInAs: 'editor@example.com' });

const find = async (title: string, region: string) =>
  (await data<Page<Row>>('GET', `/v1/content?search=${encodeURIComponent(title)}&region=${region}`)).records.find((r) => r.title === title)!;

/** The fields a PUT needs, from a stored record (what the form sends). */
function body(record: Row, changes: Record<string, unknown> = {}) {
  const { id: _id, created_at: _c, updated_at: _u, status_history: _h, category_name: _n, medical_reviewer_name: _m, equivalent_title: _e, is_review_overdue: _o, review_flag: _f, ...fields } = record;
  return { ...fields, ...changes };
}

const draft = (title: string, region: string, kind = 3) => ({ kind, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), region, blocks: [{ type: 'markdown', body: 'Some text.' }] });

describe('content in the sandbox', () => {
  it('seeds gb Hay fever and us Seasonal allergies as Conditions linked both ways', async () => {
    const hay = await find('Hay fever', 'gb');
    const seasonal = await find('Seasonal allergies', 'us');
    expect(hay.kind).toBe(0);
    expect(hay.us_equivalent_id).toBe(seasonal.id);
    expect(seasonal.gb_equivalent_id).toBe(hay.id);
    expect((await data<Page<Row>>('GET', '/v1/content?kind=0&region=gb')).total).toBeGreaterThan(1);
    for (const status of ['draft', 'in_review', 'published', 'archived']) {
      expect((await data<Page<Row>>('GET', `/v1/content?status=${status}`)).total).toBeGreaterThan(0);
    }
  });

  it('filters by Review due: overdue, due within 30 days, or either; overdue rows marked', async () => {
    const due = await data<Page<Row>>('GET', '/v1/content?review_due=due&limit=100');
    expect(due.total).toBeGreaterThan(0);
    const limit = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    for (const row of due.records) expect(String(row.next_review_due) < limit).toBe(true);
    expect(due.records.some((row) => row.is_review_overdue === true && row.review_flag === 'Overdue')).toBe(true);
    expect(due.records.map((r) => r.title)).not.toContain('Allergy treatments');
    const today = new Date().toISOString().slice(0, 10);
    const overdue = await data<Page<Row>>('GET', '/v1/content?review_due=overdue&limit=100');
    const soon = await data<Page<Row>>('GET', '/v1/content?review_due=soon&limit=100');
    expect(overdue.total).toBeGreaterThan(0);
    expect(soon.total).toBeGreaterThan(0);
    expect(overdue.total + soon.total).toBe(due.total);
    expect(overdue.records.every((row) => row.review_flag === 'Overdue' && String(row.next_review_due) < today)).toBe(true);
    expect(soon.records.every((row) => row.review_flag === 'Due soon' && String(row.next_review_due) >= today)).toBe(true);
  });

  it('refuses a slug used in the region, related content of another region or itself, and http references', async () => {
    const taken = await call('POST', '/v1/content', { ...draft('Hay fever', 'gb'), slug: 'hay-fever' });
    expect(taken.status).toBe(422);
    expect(JSON.parse(taken.text).errors.slug).toMatch(/already used/);
    expect((await call('POST', '/v1/content', { ...draft('Hay fever', 'us'), slug: 'hay-fever' })).status).toBe(201);
    const seasonal = await find('Seasonal allergies', 'us');
    const wrongRegion = await call('POST', '/v1/content', { ...draft('Pollen count', 'gb'), related_content: [seasonal.id] });
    expect(JSON.parse(wrongRegion.text).errors.related_content).toMatch(/us content/);
    const hay = await find('Hay fever', 'gb');
    const self = await call('PUT', `/v1/content/${hay.id}`, body(hay, { related_content: [hay.id] }));
    expect(JSON.parse(self.text).errors.related_content).toMatch(/itself/);
    const http = await call('POST', '/v1/content', { ...draft('Pollen', 'gb'), references: [{ title: 'A', url: 'http://example.com' }] });
    expect(JSON.parse(http.text).errors['references.0.url']).toMatch(/https/);
  });

  it('links equivalents both ways, and replacing or clearing one lets go of the old partner', async () => {
    const gb = await data<Row>('POST', '/v1/content', draft('Cluster headache', 'gb', 4));
    const us1 = await data<Row>('POST', '/v1/content', draft('Cluster headache', 'us', 4));
    const us2 = await data<Row>('POST', '/v1/content', draft('Cluster headache attacks', 'us', 4));
    await data<Row>('PUT', `/v1/content/${gb.id}`, body(gb, { us_equivalent_id: us1.id }));
    expect((await data<Row>('GET', `/v1/content/${us1.id}`)).gb_equivalent_id).toBe(gb.id);
    await data<Row>('PUT', `/v1/content/${gb.id}`, body(gb, { us_equivalent_id: us2.id }));
    expect((await data<Row>('GET', `/v1/content/${us1.id}`)).gb_equivalent_id).toBeNull();
    expect((await data<Row>('GET', `/v1/content/${us2.id}`)).gb_equivalent_id).toBe(gb.id);
    // Linking from the other side takes the link, once the request says so (gb is linked to us2).
    const us2Now = await data<Row>('GET', `/v1/content/${us2.id}`);
    const us1Now = await data<Row>('GET', `/v1/content/${us1.id}`);
    expect((await call('PUT', `/v1/content/${us1.id}`, body(us1Now, { gb_equivalent_id: gb.id }))).status).toBe(409);
    await data<Row>('PUT', `/v1/content/${us1.id}`, body(us1Now, { gb_equivalent_id: gb.id, take_equivalent: true }));
    expect((await data<Row>('GET', `/v1/content/${gb.id}`)).us_equivalent_id).toBe(us1.id);
    expect((await data<Row>('GET', `/v1/content/${us2Now.id}`)).gb_equivalent_id).toBeNull();
    // Another kind is refused.
    const article = await data<Row>('POST', '/v1/content', draft('Cluster headache diary', 'us', 3));
    const wrongKind = await call('PUT', `/v1/content/${gb.id}`, body(await data<Row>('GET', `/v1/content/${gb.id}`), { us_equivalent_id: article.id }));
    expect(JSON.parse(wrongKind.text).errors.us_equivalent_id).toMatch(/same kind/);
    // Deleting one side clears the other.
    expect((await call('DELETE', `/v1/content/${us1.id}`)).status).toBe(204);
    expect((await data<Row>('GET', `/v1/content/${gb.id}`)).us_equivalent_id).toBeNull();
  });

  it('moves through the workflow; a Condition without a reviewer cannot be published; a stale step is a 409', async () => {
    const condition = await data<Row>('POST', '/v1/content', draft('Psoriasis', 'gb', 0));
    expect(condition.status).toBe('draft');
    expect((await call('POST', `/v1/content/${condition.id}/status`, { from: 'draft', to: 'published' })).status).toBe(409);
    await data('POST', `/v1/content/${condition.id}/status`, { from: 'draft', to: 'in_review' });
    const refused = await call('POST', `/v1/content/${condition.id}/status`, { from: 'in_review', to: 'published' });
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text).message).toMatch(/medical reviewer and a next review date are required/);
    const stale = await call('POST', `/v1/content/${condition.id}/status`, { from: 'draft', to: 'in_review' });
    expect(stale.status).toBe(409);
    expect(stale.text).toMatch(/now In review/);

    const article = await data<Row>('POST', '/v1/content', draft('Walking more', 'gb', 3));
    await data('POST', `/v1/content/${article.id}/status`, { from: 'draft', to: 'in_review' });
    const published = await data<Row>('POST', `/v1/content/${article.id}/status`, { from: 'in_review', to: 'published' });
    expect(published.status).toBe('published');
    // With a reviewer and a review date the Condition publishes; a member who does not review is refused.
    const team = await data<Page<Row & { name: string; is_medical_reviewer: boolean }>>('GET', '/v1/team-members?limit=50');
    const reviewer = team.records.find((m) => m.is_medical_reviewer)!;
    const writer = team.records.find((m) => !m.is_medical_reviewer)!;
    const current = await data<Row>('GET', `/v1/content/${condition.id}`);
    const notReviewer = await call('PUT', `/v1/content/${condition.id}`, body(current, { medical_reviewer_id: writer.id }));
    expect(JSON.parse(notReviewer.text).errors.medical_reviewer_id).toMatch(/not a medical reviewer/);
    await data('PUT', `/v1/content/${condition.id}`, body(current, { medical_reviewer_id: reviewer.id, next_review_due: '2030-01-01' }));
    expect((await data<Row>('POST', `/v1/content/${condition.id}/status`, { from: 'in_review', to: 'published' })).status).toBe('published');
    // A save does not change the status.
    expect((await data<Row>('PUT', `/v1/content/${article.id}`, body(published, { status: 'draft' }))).status).toBe('published');
  });

  it('checks references: a product moved to another region blocks publishing until the block is fixed; no equivalent warns', async () => {
    const product = await data<Row>('POST', '/v1/products', {
      name: 'Check Test Tablets', slug: 'check-test-tablets', region: 'gb', status: 'published', sites: ['{product}'], medicine_class: 'none', pack_size: 1, price: 100,
    });
    const article = await data<Row>('POST', '/v1/content', { ...draft('Product check', 'gb'), blocks: [{ type: 'single_product', item_type: 0, item: product.id }] });
    await data('POST', `/v1/content/${article.id}/status`, { from: 'draft', to: 'in_review' });
    let check = await data<CheckResult>('GET', `/v1/content/${article.id}/check`);
    expect(check.errors).toEqual([]);
    expect(check.warnings.map((w) => w.message)).toContain('No equivalent in us');

    // A block's product cannot be deleted (it is refused: areas/content/block-schema.ts), but it can move region.
    expect((await call('DELETE', `/v1/products/${product.id}`)).status).toBe(409);
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = await data<Row>('GET', `/v1/products/${product.id}`);
    await data('PUT', `/v1/products/${product.id}`, { ...fields, region: 'us' });
    check = await data<CheckResult>('GET', `/v1/content/${article.id}/check`);
    expect(check.errors).toEqual([expect.objectContaining({ level: 'error', path: 'blocks.0.item', section: 'general_info' })]);
    const refused = await call('POST', `/v1/content/${article.id}/status`, { from: 'in_review', to: 'published' });
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(/broken reference/);

    const fixed = await data<Row>('GET', `/v1/content/${article.id}`);
    await data('PUT', `/v1/content/${article.id}`, body(fixed, { blocks: [{ type: 'markdown', body: 'No product now.' }] }));
    expect((await data<CheckResult>('GET', `/v1/content/${article.id}/check`)).errors).toEqual([]);
    expect((await call('POST', `/v1/content/${article.id}/status`, { from: 'in_review', to: 'published' })).status).toBe(200);
  });
});

describe('pages in the sandbox', () => {
  it('seeds the storefront pages of both regions, saves an edit, checks block references, and creates none', async () => {
    const pages = await data<Page<Row>>('GET', '/v1/pages?limit=50');
    expect(pages.records.filter((p) => p.region === 'gb').map((p) => p.slug)).toEqual(expect.arrayContaining(['home', 'about', 'delivery', 'returns', 'privacy', 'terms']));
    const delivery = pages.records.find((p) => p.slug === 'delivery' && p.region === 'gb')!;
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = delivery;
    const saved = await data<Row>('PUT', `/v1/pages/${delivery.id}`, { ...fields, show_in: 'header' });
    expect(saved.show_in).toBe('header');
    const wrongRegion = await call('PUT', `/v1/pages/${delivery.id}`, { ...fields, blocks: [{ type: 'single_product', item_type: 0, item: (await find('Hay fever', 'gb')).id }] });
    expect(wrongRegion.status).toBe(422);
    const taken = await call('PUT', `/v1/pages/${delivery.id}`, { ...fields, slug: 'returns' });
    expect(JSON.parse(taken.text).errors.slug).toMatch(/already used/);
    // No role is granted either call, so the upstream knows of no such route.
    expect((await call('POST', '/v1/pages', { ...fields, slug: 'new-page' })).status).toBe(404);
    expect((await call('DELETE', `/v1/pages/${delivery.id}`)).status).toBe(404);
  });
});
